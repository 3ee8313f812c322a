import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './HistoryBanner.module.css';

export interface HistoryBannerProps {
  version: number;
  /** Route of the current version. */
  currentTo: string;
}

/** Shown over an old version of a document (spec 2.2: on a coral banner). */
export function HistoryBanner({ version, currentTo }: HistoryBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.banner} role="status" data-testid="history-banner">
      <Text span fw={600}>
        {t('documents.history.banner', { version })}
      </Text>{' '}
      <Anchor component={Link} to={currentTo} c="dark.9" underline="always" fw={600}>
        {t('documents.history.current')}
      </Anchor>
    </div>
  );
}
