import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimerEntry } from '@/api/types';
import { translateOr } from '@/i18n';
import { formatTimestamp } from '@/lib/dates';
import { LogSection } from '@/documents/components/LogSection';

type TimerState = 'running' | 'overdue' | 'expired' | 'stopped';

/** Where a time limit stands at `nowMs`: stopped by its step, expired by the scheduler, overdue (due but not yet swept), or running. */
export function timerState(timer: TimerEntry, nowMs: number): TimerState {
  if (timer.stoppedAtMs != null) return 'stopped';
  if (timer.expiredAtMs != null) return 'expired';
  return timer.dueAtMs <= nowMs ? 'overdue' : 'running';
}

const COLOURS: Record<TimerState, string> = { running: 'blue.9', overdue: 'red.9', expired: 'red.9', stopped: 'gray.8' };

/** The transit-timers screen (spec 2.1): the movement's time limits (arrival, enquiry, recovery). */
export function TimersTab({ timers, nowMs }: { timers: TimerEntry[]; nowMs?: number }) {
  const { t, i18n } = useTranslation();
  // the moment the screen was opened (a reload shows the state again)
  const [openedAt] = useState(() => nowMs ?? Date.now());
  return (
    <LogSection title={t('t01.timers.title')} emptyText={t('t01.timers.none')} empty={timers.length === 0} minWidth={560}>
      <Table fz="sm" striped data-testid="timers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('t01.timers.timer')}</Table.Th>
            <Table.Th>{t('t01.timers.started')}</Table.Th>
            <Table.Th>{t('t01.timers.due')}</Table.Th>
            <Table.Th>{t('t01.timers.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timers.map((timer) => {
            const state = timerState(timer, openedAt);
            return (
              <Table.Tr key={timer.timer} data-timer={timer.timer} data-state={state}>
                <Table.Td>{translateOr(`t01.timers.names.${timer.timer}`, timer.timer)}</Table.Td>
                <Table.Td>{formatTimestamp(timer.startedAtMs, i18n.language)}</Table.Td>
                <Table.Td>{formatTimestamp(timer.dueAtMs, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={COLOURS[state]} variant="filled" radius="sm" tt="none">
                    {t(`t01.timers.states.${state}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </LogSection>
  );
}
