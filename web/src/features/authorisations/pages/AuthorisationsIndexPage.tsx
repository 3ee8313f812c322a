import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/PageTitle';
import { useSession } from '@/features/auth';
import { AUTHORISATION_KINDS } from '@/generated/kinds.gen';
import { documentPaths } from '../model';

/** `/authorisations`: the kinds of the registry the user may work with (those whose read permission they hold). */
export function AuthorisationsIndexPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const kinds = AUTHORISATION_KINDS.filter((k) => me?.permissions.includes(`${k.path}-read`));
  return (
    <>
      <PageTitle title={t('authorisations.indexTitle')} />
      {kinds.length === 0 && <Text c="dimmed">{t('authorisations.noKinds')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {kinds.map((k) => (
          <Paper key={k.path} withBorder p="md">
            <Title order={2} size="h5">
              <Anchor component={Link} to={documentPaths(k.path).list()} data-kind={k.path}>
                {k.code} · {t(`authorisations.kinds.${k.path}`)}
              </Anchor>
            </Title>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
