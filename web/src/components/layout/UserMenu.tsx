import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface UserSummary {
  name: string;
  typeLabel: string;
  /** EORI number, or the customs office for officers. */
  detail?: string;
}

export interface UserMenuProps {
  user: UserSummary;
  onSignOut(): void;
}

export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
         <Button variant="default" size="compact-sm" aria-label={t('header.userMenu', { name: user.name })}>
          <UserIcon />
          <Text span size="sm" visibleFrom="sm" inherit>
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="gray.9">
            {user.name}
          </Text>
          <Text size="xs" c="gray.8">
            {user.typeLabel}
          </Text>
          {user.detail && (
            <Text size="xs" c="gray.8" data-testid="user-detail">
              {user.detail}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>{t('header.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function UserIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ marginRight: 6 }}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}
