import { Alert, Button, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containsCriterion, inCriterion, searchCatalog } from '@/api/catalog';
import type { CatalogItem } from '@/api/types';
import { useField } from '@/components/form';
import { AppModal } from '@/components/ui/AppModal';
import { catalogName, TRANSLATED_CATALOGS } from '@/i18n/catalogNames';
import { chaptersMatching, formatSubheading, parentsOf, queryWords } from './classification';
import { errorText } from '@/i18n/texts';

/** Subheadings shown at most (the count says when there are more). */
const SHOWN = 40;

interface Found {
  items: CatalogItem[];
  total: number;
  /** Chapter and heading code → description. */
  parents: Map<string, string>;
}

/** The subheadings whose description holds every word, then those of the chapters named by them in the user's language. */
async function classify(text: string, language: string, signal: AbortSignal): Promise<Found | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const byWords = searchCatalog('commodity-code', { criteria: words.map((word) => containsCriterion(/^\d+$/.test(word) ? 'code' : 'name', word)), page: 0, size: SHOWN }, signal);
  const chapters = language === 'en' ? [] : chaptersMatching(words, TRANSLATED_CATALOGS[language]?.['hs-chapter']);
  const byChapters = chapters.length > 0 ? searchCatalog('commodity-code', { criteria: [inCriterion('chapter', chapters)], page: 0, size: SHOWN }, signal) : null;
  const [first, second] = await Promise.all([byWords, byChapters]);
  const items = [...first.items];
  for (const item of second?.items ?? []) if (!items.some((i) => i.code === item.code)) items.push(item);
  const parentCodes = [...new Set(items.slice(0, SHOWN).flatMap((item) => parentsOf(item.code)))];
  const parents = new Map<string, string>();
  if (parentCodes.length > 0) {
    const found = await searchCatalog('hs-heading', { criteria: [inCriterion('code', parentCodes)], page: 0, size: 500 }, signal);
    for (const parent of found.items) parents.set(parent.code, parent.name ?? '');
  }
  return { items: items.slice(0, SHOWN), total: first.total + (second?.total ?? 0), parents };
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Results({ text, onChoose }: { text: string; onChoose(item: CatalogItem): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.slice(0, 2);
  const query = useDebounced(text, 300);
  const found = useQuery({ queryKey: ['classify', language, query], queryFn: ({ signal }) => classify(query, language, signal), staleTime: 60_000 });
  if (found.isError) {
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorText(found.error)}
      </Alert>
    );
  }
  if (found.isFetching || query !== text) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (!found.data) return <Text size="sm">{t('t01.items.classify.typeWords')}</Text>;
  const { items, total, parents } = found.data;
  if (items.length === 0) return <Text size="sm">{t('t01.items.classify.none', { text: query })}</Text>;
  const parentLabel = (code: string) => `${code} ${code.length === 2 ? (catalogName('hs-chapter', code, parents.get(code)) ?? '') : (parents.get(code) ?? '')}`;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" role="status">
        {total > items.length ? t('t01.items.classify.someOf', { shown: items.length, total }) : t('t01.items.classify.count', { count: items.length })}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('t01.items.classify.results')}>
        {items.map((item) => {
          const [chapter, heading] = parentsOf(item.code);
          return (
            <li key={item.code}>
              <UnstyledButton
                onClick={() => onChoose(item)}
                data-code={item.code}
                p="xs"
                w="100%"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                className="classification-result"
              >
                <Text size="sm" fw={650}>
                  {formatSubheading(item.code)} <span style={{ fontWeight: 400 }}>{item.name}</span>
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {parentLabel(chapter)} › {parentLabel(heading)}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/**
 * 'Find the code by description' beside an item's HS code: the broker describes the goods in
 * words, sees the subheadings with their chapter and heading, and chooses one; the HS code is
 * filled, and the description of goods too when it is empty.
 */
export function ClassificationSearch({ hsPointer, descriptionPointer }: { hsPointer: string; descriptionPointer: string }) {
  const { t } = useTranslation();
  const hs = useField<string>(hsPointer);
  const description = useField<string>(descriptionPointer);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  if (hs.hidden || hs.disabled) return null;
  const open = () => {
    setText(description.value ?? '');
    setOpened(true);
  };
  const choose = (item: CatalogItem) => {
    hs.onChange(item.code);
    if (!description.value && item.name) description.onChange(item.name);
    setOpened(false);
  };
  return (
    <>
      <Button variant="subtle" size="xs" onClick={open} data-action="classify" style={{ alignSelf: 'flex-start' }}>
        {t('t01.items.classify.open')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('t01.items.classify.title')} size="xl">
        <Stack gap="sm">
          <TextInput label={t('t01.items.classify.words')} description={t('t01.items.classify.wordsHint')} value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
          {opened && <Results text={text} onChoose={choose} />}
        </Stack>
      </AppModal>
    </>
  );
}
