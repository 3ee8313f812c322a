import { Alert, Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

/** The time limits an application runs (the server's `process`, YYYY-MM-DD each). */
export interface ProcessTimeLimits {
  acceptanceDue?: string;
  decisionDue?: string;
  applicantDue?: string;
  /** The status the application had when information was requested. */
  informationRequestedIn?: string;
}

export type DueKey = 'acceptanceDue' | 'decisionDue' | 'applicantDue';

const DUE_KEYS: readonly DueKey[] = ['acceptanceDue', 'decisionDue', 'applicantDue'];

/**
 * Whether the application in `status` still waits for the step `key` times (the lifecycle of
 * crates/rules/src/authorisation/workflow.rs): the office's acceptance while SUBMITTED (or
 * information asked for before acceptance), its decision while ACCEPTED, HEARING or
 * information asked for during the examination, and the applicant's answer or comments while
 * INFORMATION_REQUESTED or HEARING. A withdrawn, refused or decided application waits for none.
 */
export function awaits(key: DueKey, status: string, informationRequestedIn?: string): boolean {
  const beforeAcceptance = status === 'SUBMITTED' || (status === 'INFORMATION_REQUESTED' && informationRequestedIn === 'SUBMITTED');
  switch (key) {
    case 'acceptanceDue':
      return beforeAcceptance;
    case 'decisionDue':
      return !beforeAcceptance && ['ACCEPTED', 'INFORMATION_REQUESTED', 'HEARING'].includes(status);
    case 'applicantDue':
      return status === 'INFORMATION_REQUESTED' || status === 'HEARING';
  }
}

/** Whether the time limit `key` has passed (its day is before `today`) while its step is still awaited. */
export function isOverdue(key: DueKey, limits: ProcessTimeLimits, status: string | null, today: string): boolean {
  const due = limits[key];
  return !!due && status !== null && due < today && awaits(key, status, limits.informationRequestedIn);
}

export interface TimeLimitsProps {
  limits: ProcessTimeLimits | undefined;
  /** The application's status; null where none is awaited (an old version). */
  status: string | null;
  /** Today as YYYY-MM-DD (the browser's date unless told: the app has no server clock). */
  today?: string;
}

/**
 * The 'Time limits' notice of an application: each due date, and 'Overdue' (in words, not
 * colour alone) beside one that has passed while the application still waits for its step;
 * the office and the applicant see the same.
 */
export function TimeLimits({ limits, status, today }: TimeLimitsProps) {
  const { t } = useTranslation();
  // the day the screen was opened (a reload looks again)
  const [openedOn] = useState(() => today ?? formatDate(new Date()));
  const day = today ?? openedOn;
  if (!limits || !DUE_KEYS.some((key) => limits[key])) return null;
  return (
    <Alert color="blue" variant="light" title={t('authorisations.timeLimits.title')} data-testid="time-limits">
      {DUE_KEYS.map((key) => {
        const due = limits[key];
        if (!due) return null;
        const late = isOverdue(key, limits, status, day);
        return (
          <Text key={key} size="sm" data-limit={key} data-overdue={late || undefined}>
            {t(`authorisations.timeLimits.${key}`, { date: due })}
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
