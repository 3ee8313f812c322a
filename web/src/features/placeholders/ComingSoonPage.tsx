import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/PageTitle';

export type ComingSoonArea = 'g01' | 'authorisations';

/** Areas of later issues: a titled page saying the area is coming. */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(`comingSoon.areas.${area}`)} />
      <Paper withBorder p="lg">
        <Text>{t('comingSoon.message')}</Text>
      </Paper>
    </>
  );
}

export const AuthorisationsComingSoon = () => <ComingSoonPage area="authorisations" />;
