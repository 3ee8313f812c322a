import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from './PageTitle';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('notFound.title')} />
      <Paper withBorder p="lg" data-testid="not-found">
        <Text mb="sm">{message ?? t('notFound.message')}</Text>
        <Anchor component={Link} to="/transits/t01">
          {t('notFound.back')}
        </Anchor>
      </Paper>
    </>
  );
}
