import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keyset paging of a list: the cursors of the pages before the current one (the last is the
 * current page's `after`).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    after: cursors.at(-1),
    page: cursors.length + 1,
    /** A new filter or order starts again at page 1. */
    restart: () => setCursors([]),
    previous: cursors.length > 0 ? () => setCursors((prev) => prev.slice(0, -1)) : undefined,
    forward: (next: string) => setCursors((prev) => [...prev, next]),
  };
}

export interface ListPagerProps {
  page: number;
  /** Absent on the first page. */
  onPrevious?: () => void;
  /** The answer's `next` cursor: absent on the last page. */
  next?: string | null;
  onNext(next: string): void;
  busy?: boolean;
}

/** 'Page N' with previous and next, under every document list. */
export function ListPager({ page, onPrevious, next, onNext, busy }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('documents.paging.page', { page })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={!onPrevious} onClick={onPrevious}>
          {t('documents.paging.previous')}
        </Button>
        <Button variant="default" size="xs" disabled={!next || busy} onClick={() => next && onNext(next)}>
          {t('documents.paging.next')}
        </Button>
      </Group>
    </Group>
  );
}
