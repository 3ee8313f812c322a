import { Alert, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';

/** The time limits an application runs (the server's `process`, YYYY-MM-DD each). */
export interface ProcessTimeLimits {
  acceptanceDue?: string;
  decisionDue?: string;
  applicantDue?: string;
  /**
   * The limits that have passed, on the server's clock, while the current version still waits
   * for their step (the rule crate's `authorisation::time_limits`); the server names none on
   * an old version.
   */
  overdue?: string[];
}

type DueKey = 'acceptanceDue' | 'decisionDue' | 'applicantDue';

const DUE_KEYS: readonly DueKey[] = ['acceptanceDue', 'decisionDue', 'applicantDue'];

/**
 * The 'Time limits' notice of an application: each due date (in the user's language's format), and 'Overdue' (in words, not
 * colour alone) beside each one the server names overdue; the office and the applicant see
 * the same.
 */
export function TimeLimits({ limits }: { limits: ProcessTimeLimits | undefined }) {
  const { t, i18n } = useTranslation();
  if (!limits || !DUE_KEYS.some((key) => limits[key])) return null;
  return (
    <Alert color="blue" variant="light" title={t('authorisations.timeLimits.title')} data-testid="time-limits">
      {DUE_KEYS.map((key) => {
        const due = limits[key];
        if (!due) return null;
        const late = limits.overdue?.includes(key) ?? false;
        return (
          <Text key={key} size="sm" data-limit={key} data-overdue={late || undefined}>
            {t(`authorisations.timeLimits.${key}`, { date: formatDay(due, i18n.language) })}
            {late && (
              <>
                {' '}
                <Badge component="span" color="red.9" variant="filled" radius="sm" tt="none" ml={4}>
                  {t('authorisations.timeLimits.overdue')}
                </Badge>
              </>
            )}
          </Text>
        );
      })}
    </Alert>
  );
}
