import { Alert, Anchor, Button, Group, List, Text, Title } from '@mantine/core';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowOf } from '@/rules/protocol';
import { useFormSelector, useFormStore } from './DocumentFormContext';
import { fieldId } from './fieldId';
import { fieldLabel } from './fieldLabel';
import type { DocumentFormController, SummaryItem } from './types';
import { violationText } from '@/i18n/texts';

/** Links per page: thousands of violations are paged, never rendered at once. */
export const SUMMARY_PAGE_SIZE = 25;

const selectSummary = (form: DocumentFormController) => form.summary;
const selectFocusKey = (form: DocumentFormController) => form.summaryFocusKey;

/** Where a violation lies: the declaration (house -1), a house consignment, or an item. */
export interface SummaryGroup {
  key: string;
  house: number;
  item: number;
}

export function summaryGroupOf(path: string): SummaryGroup {
  const row = rowOf(path);
  if (!row) return { key: '', house: -1, item: -1 };
  const [, , house, , item] = row.split('/');
  return { key: row, house: Number(house), item: item === undefined ? -1 : Number(item) };
}

/** The violations ordered by place (declaration, then each house followed by its items), stable within a place. */
export function orderByPlace(items: SummaryItem[]): { item: SummaryItem; group: SummaryGroup }[] {
  return items
    .map((item, index) => ({ item, group: summaryGroupOf(item.path), index }))
    .sort((a, b) => a.group.house - b.group.house || a.group.item - b.group.item || a.index - b.index)
    .map(({ item, group }) => ({ item, group }));
}

/**
 * The form's violations after validate/store: takes focus; each message links to its field,
 * also when the field is in a house consignment or item not on screen. Up to a page of
 * messages is a plain list; more are grouped by place and paged.
 */
export function ErrorSummary() {
  const { t } = useTranslation();
  const store = useFormStore();
  const summary = useFormSelector(selectSummary);
  const summaryFocusKey = useFormSelector(selectFocusKey);
  const ref = useRef<HTMLDivElement>(null);
  const [paging, setPaging] = useState<{ summary: SummaryItem[] | null; page: number }>({ summary, page: 0 });
  const page = paging.summary === summary ? paging.page : 0;
  const ordered = useMemo(() => (summary && summary.length > SUMMARY_PAGE_SIZE ? orderByPlace(summary) : null), [summary]);

  useEffect(() => {
    if (summaryFocusKey > 0) ref.current?.focus();
  }, [summaryFocusKey]);

  if (!summary || summary.length === 0) return null;
  const focusField = store.controller.focusField;
  const pages = Math.ceil(summary.length / SUMMARY_PAGE_SIZE);
  const from = page * SUMMARY_PAGE_SIZE;
  const shown = ordered?.slice(from, from + SUMMARY_PAGE_SIZE);
  const pageGroups = shown?.reduce<{ group: SummaryGroup; members: SummaryItem[]; start: number }[]>((groups, { item, group }, index) => {
    const last = groups.at(-1);
    if (last && last.group.key === group.key) last.members.push(item);
    else groups.push({ group, members: [item], start: from + index });
    return groups;
  }, []);
  const groupTitle = (group: SummaryGroup) =>
    group.house < 0
      ? t('form.summaryDeclaration')
      : group.item < 0
        ? t('form.summaryHouse', { house: group.house + 1 })
        : t('form.summaryItem', { house: group.house + 1, item: group.item + 1 });

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="outline"
      // the document's own noun: a guarantee's form (g01 and its action forms) is not a declaration
      title={t('form.errorSummaryTitle', { count: summary.length, context: store.kind.split('-')[0] })}
      role="alert"
      mb="sm"
      data-testid="error-summary"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      {shown ? (
        <>
          {pageGroups!.map(({ group, members, start }) => (
            <Fragment key={`${group.key}-${start}`}>
              <Title order={3} size="sm" mt={start === from ? 0 : 'xs'} data-testid="error-summary-group">
                {groupTitle(group)}
              </Title>
              <List size="sm" spacing={2}>
                {members.map((violation, k) => (
                  <List.Item key={`${violation.path}-${violation.rule}-${start + k}`}>
                    <SummaryLink violation={violation} onFocusField={focusField} />
                  </List.Item>
                ))}
              </List>
            </Fragment>
          ))}
          <Group gap="xs" mt="sm" justify="space-between" wrap="wrap">
            <Text size="sm" c="red.9">
              {t('form.summaryRange', { from: from + 1, to: Math.min(from + SUMMARY_PAGE_SIZE, summary.length), count: summary.length })}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" disabled={page === 0} onClick={() => setPaging({ summary, page: page - 1 })}>
                {t('form.summaryPrevious')}
              </Button>
              <Button size="compact-sm" variant="default" disabled={page >= pages - 1} onClick={() => setPaging({ summary, page: page + 1 })}>
                {t('form.summaryNext')}
              </Button>
            </Group>
          </Group>
        </>
      ) : (
        <List size="sm" spacing={2}>
          {summary.map((violation, index) => {
            // a message in a house or item names where it is (several houses have a 'Gross mass')
            const group = summaryGroupOf(violation.path);
            return (
              <List.Item key={`${violation.path}-${violation.rule}-${index}`}>
                <SummaryLink violation={violation} place={group.house < 0 ? undefined : groupTitle(group)} onFocusField={focusField} />
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}

function withLabel(label: string | undefined, message: string): string {
  return label && !message.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${message}` : message;
}

/**
 * One message, linked to its field and named after the field's label (and its place, when
 * given). The label is read
 * from the page once it is rendered (violations handed over from another page, or in a row
 * not on screen, have none yet).
 */
function SummaryLink({ violation, place, onFocusField }: { violation: SummaryItem; place?: string; onFocusField(pointer: string): void }) {
  const [label, setLabel] = useState(violation.label);
  // A message about the whole declaration (path "", e.g. the engine's "and N more" after its
  // per-rule cap) has no field to go to: plain text, not a link.
  if (violation.path === '') return <Text span>{violationText(violation)}</Text>;
  return (
    <Anchor
      ref={(element: HTMLAnchorElement | null) => {
        if (element && label === undefined) setLabel(fieldLabel(violation.path) ?? '');
      }}
      href={`#${fieldId(violation.path)}`}
      c="red.9"
      underline="always"
      onClick={(event) => {
        event.preventDefault();
        onFocusField(violation.path);
      }}
    >
      {place && `${place}: `}
      {withLabel(label || undefined, violationText(violation, label || undefined))}
    </Anchor>
  );
}
