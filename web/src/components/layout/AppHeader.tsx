import { Burger, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import classes from './AppHeader.module.css';
import { UserMenu, type UserSummary } from './UserMenu';

export interface NavItem {
  to: string;
  label: string;
}

export interface AppHeaderProps {
  nav: NavItem[];
  user: UserSummary;
  onSignOut(): void;
}

export function AppHeader({ nav, user, onSignOut }: AppHeaderProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.openMenu')} />
          <Text component={NavLink} to="/" className={classes.brand}>
            {t('common.appName')}
          </Text>
          <nav aria-label={t('nav.label')} className={classes.nav}>
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <UserMenu user={user} onSignOut={onSignOut} />
        </Group>
      </Group>
      <Drawer.Root opened={opened} onClose={close} size="xs" hiddenFrom="md">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title component="h2" fw={700}>
              {t('common.appName')}
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('common.close')} />
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label={t('nav.mobileLabel')}>
              <Stack gap={0}>
                {nav.map((item) => (
                  <MantineNavLink key={item.to} component={NavLink} to={item.to} label={item.label} onClick={close} />
                ))}
              </Stack>
            </nav>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </header>
  );
}
