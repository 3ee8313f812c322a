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
import { supplementaryUnitName } from './supplementaryUnits';
import { errorText } from '@/i18n/texts';

/** Subheadings shown at most (the count says when there are more). */
const SHOWN = 40;

interface Found {
  /** The subheadings, each with its CN lines (8 digits; none where the CN does not subdivide it). */
  items: { subheading: CatalogItem; cn: CatalogItem[] }[];
  total: number;
  /** Chapter and heading code → description. */
  parents: Map<string, string>;
  /** The CN lines whose own description matched the words. */
  cnMatched: Set<string>;
}

const byWordsOf = (words: string[], field = 'name') => words.map((word) => containsCriterion(/^\d+$/.test(word) ? 'code' : field, word));

/**
 * The subheadings whose description holds every word, those under which a CN line holds every
 * word, then those of the chapters named by the words in the user's language; each with its CN
 * lines and parents.
 */
async function classify(text: string, language: string, signal: AbortSignal): Promise<Found | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const page = { page: 0, size: SHOWN };
  const chapters = language === 'en' ? [] : chaptersMatching(words, TRANSLATED_CATALOGS[language]?.['hs-chapter']);
  const [hsHits, cnHits, chapterHits] = await Promise.all([
    searchCatalog('commodity-code', { criteria: byWordsOf(words), ...page }, signal),
    // a CN line's description holds its subheading's words with its own ('horses slaughter')
    searchCatalog('cn-code', { criteria: byWordsOf(words, 'description'), ...page }, signal),
    chapters.length > 0 ? searchCatalog('commodity-code', { criteria: [inCriterion('chapter', chapters)], ...page }, signal) : null,
  ]);
  const subheadings = new Map<string, CatalogItem>();
  for (const item of hsHits.items) subheadings.set(item.code, item);
  const cnParents = [...new Set(cnHits.items.map((cn) => cn.code.slice(0, 6)))].filter((code) => !subheadings.has(code));
  if (cnParents.length > 0) {
    const found = await searchCatalog('commodity-code', { criteria: [inCriterion('code', cnParents)], page: 0, size: cnParents.length }, signal);
    for (const item of found.items) subheadings.set(item.code, item);
  }
  for (const item of chapterHits?.items ?? []) if (!subheadings.has(item.code)) subheadings.set(item.code, item);
  const shown = [...subheadings.values()].slice(0, SHOWN);
  const codes = shown.map((item) => item.code);
  const parentCodes = [...new Set(codes.flatMap(parentsOf))];
  const [lines, heads] = await Promise.all([
    codes.length > 0 ? searchCatalog('cn-code', { criteria: [inCriterion('subheading', codes)], page: 0, size: 1000 }, signal) : null,
    parentCodes.length > 0 ? searchCatalog('hs-heading', { criteria: [inCriterion('code', parentCodes)], page: 0, size: 500 }, signal) : null,
  ]);
  const parents = new Map<string, string>();
  for (const parent of heads?.items ?? []) parents.set(parent.code, parent.name ?? '');
  const cnOf = new Map<string, CatalogItem[]>();
  for (const line of lines?.items ?? []) cnOf.set(line.code.slice(0, 6), [...(cnOf.get(line.code.slice(0, 6)) ?? []), line]);
  return {
    items: shown.map((subheading) => ({ subheading, cn: cnOf.get(subheading.code) ?? [] })),
    total: Math.max(subheadings.size, hsHits.total + (chapterHits?.total ?? 0)),
    parents,
    cnMatched: new Set(cnHits.items.map((cn) => cn.code)),
  };
}

/** A CN line's supplementary unit as the tariff writes it, in words. */
function SupplementaryUnit({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Text span size="xs" c="dimmed">
      {' · '}
      {t('t01.items.classify.suppUnit', { unit: supplementaryUnitName(code) })}
    </Text>
  );
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Results({ text, onChoose }: { text: string; onChoose(choice: Choice): void }) {
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
  const { items, total, parents, cnMatched } = found.data;
  if (items.length === 0) return <Text size="sm">{t('t01.items.classify.none', { text: query })}</Text>;
  const parentLabel = (code: string) => `${code} ${code.length === 2 ? (catalogName('hs-chapter', code, parents.get(code)) ?? '') : (parents.get(code) ?? '')}`;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" role="status">
        {total > items.length ? t('t01.items.classify.someOf', { shown: items.length, total }) : t('t01.items.classify.count', { count: items.length })}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('t01.items.classify.results')}>
        {items.map(({ subheading, cn }) => {
          const [chapter, heading] = parentsOf(subheading.code);
          const choice = (line?: CatalogItem): Choice => ({ subheading, line });
          return (
            <li key={subheading.code} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <UnstyledButton onClick={() => onChoose(choice())} data-code={subheading.code} p="xs" w="100%" style={{ borderRadius: 4 }} className="classification-result">
                <Text size="sm" fw={650}>
                  {formatSubheading(subheading.code)} <span style={{ fontWeight: 400 }}>{subheading.name}</span>
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {parentLabel(chapter)} › {parentLabel(heading)}
                </Text>
              </UnstyledButton>
              {cn.length > 0 && (
                <ul style={{ listStyle: 'none', margin: '0 0 4px', paddingLeft: 'var(--mantine-spacing-lg)' }} aria-label={t('t01.items.classify.cnLines', { code: formatSubheading(subheading.code) })}>
                  {cn.map((line) => (
                    <li key={line.code}>
                      <UnstyledButton onClick={() => onChoose(choice(line))} data-code={line.code} px="xs" py={4} w="100%" style={{ borderRadius: 4 }} className="classification-result">
                        <Text size="sm" fw={cnMatched.has(line.code) ? 650 : undefined}>
                          {formatSubheading(line.code)} <span style={{ fontWeight: 400 }}>{line.name}</span>
                          <SupplementaryUnit code={line.supplementaryUnit as string | undefined} />
                        </Text>
                      </UnstyledButton>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/** What the broker chose: a subheading, or one of its CN lines. */
interface Choice {
  subheading: CatalogItem;
  line?: CatalogItem;
}

/**
 * 'Find the code by description' beside an item's HS code: the broker describes the goods in
 * words, sees the subheadings with their chapter, heading and CN lines, and chooses a
 * subheading or a CN line; the HS code (and the CN code) are filled, and the description of
 * goods too when it is empty.
 */
export function ClassificationSearch({ hsPointer, cnPointer, descriptionPointer }: { hsPointer: string; cnPointer: string; descriptionPointer: string }) {
  const { t } = useTranslation();
  const hs = useField<string>(hsPointer);
  const cn = useField<string>(cnPointer);
  const description = useField<string>(descriptionPointer);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  if (hs.hidden || hs.disabled) return null;
  const open = () => {
    setText(description.value ?? '');
    setOpened(true);
  };
  const choose = ({ subheading, line }: Choice) => {
    hs.onChange(subheading.code);
    // A CN line fills its two digits; a subheading alone keeps the CN code only where it still belongs to it.
    if (line) cn.onChange(line.code.slice(6));
    else if (hs.value !== subheading.code && cn.value) cn.onChange('');
    // the CN line's description is its subheading's with its own words
    const described = (typeof line?.description === 'string' ? line.description : null) ?? subheading.name;
    if (!description.value && described) description.onChange(described);
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
