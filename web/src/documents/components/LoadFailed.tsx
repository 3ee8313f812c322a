import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { errorText } from '@/i18n/texts';

/** A document that could not be loaded: not found / not yours, or a failure to retry. */
export function LoadFailed({ title, error, notFound, retry }: { title: string; error: unknown; notFound: string; retry(): void }) {
  const { t } = useTranslation();
  if (isApiError(error) && (error.status === 404 || error.status === 403)) return <NotFoundPage message={notFound} />;
  return (
    <Alert color="red" variant="outline" title={title} role="alert">
      <Text size="sm" mb="xs">
        {errorText(error)}
      </Text>
      <Button size="xs" variant="default" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
