import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader announced as "Loading…" (Mantine's is a bare span). */
export function Spinner({ size }: Pick<LoaderProps, 'size'>) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={t('common.loading')} style={{ display: 'inline-flex' }}>
      <Loader size={size} />
    </span>
  );
}
