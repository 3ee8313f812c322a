import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '@/api/client';
import type { SearchQuery } from '@/api/types';
import { TextField, useField, useFormStore, useFormValue } from '@/components/form';
import { AUTHORISATION_KINDS } from '@/generated/kinds.gen';
import { documentPaths } from '@/documents/paths';
import { DecisionReferenceField } from './DecisionFinder';

/** The list column a document is found by: its decision reference number or its application reference. */
export type ReferenceColumn = 'decisionReferenceNumber' | 'applicationReference';

function byReference(column: ReferenceColumn, reference: string): SearchQuery {
  return {
    criteria: [{ fieldName: column, operation: 'EQ', dataType: 'TEXT', values: [reference] }],
    sort: { field: 'updatedAt', direction: 'desc' },
    page: { size: 1 },
  };
}

/**
 * A text reference to a decision or an application of another kind (ACR's CGU decision and
 * application references): typed, or (a decision) picked among the applicant's decisions as
 * the user types, and linked to the document's view when this portal holds it and the user
 * may read it.
 */
export function LinkedReference({ pointer, label, kindPath, column }: { pointer: string; label: string; kindPath: string; column: ReferenceColumn }) {
  const { t } = useTranslation();
  const store = useFormStore();
  const { hidden } = useField(pointer);
  const reference = useFormValue<string>(pointer)?.trim();
  const holderEori = useFormValue<string>('/applicant/EORINumber');
  const kind = AUTHORISATION_KINDS.find((k) => k.path === kindPath);
  const found = useQuery({
    queryKey: [kindPath, 'by', column, reference],
    enabled: !!kind && !!reference && !hidden,
    retry: false,
    queryFn: ({ signal }) => apiFetch<{ items: { id: string }[] }>(`/v1/${kindPath}/search?q=${encodeURIComponent(JSON.stringify(byReference(column, reference!)))}`, { signal }),
  });
  if (hidden || !kind) return null;
  const id = found.data?.items[0]?.id;
  const link = id ? (
    <Anchor component={Link} to={documentPaths(kindPath).view(id)} size="sm" data-testid={`${column}-link`}>
      {t(column === 'decisionReferenceNumber' ? 'authorisations.finder.view' : 'authorisations.finder.viewApplication', { code: kind.code })}
    </Anchor>
  ) : null;
  if (column === 'decisionReferenceNumber') {
    return <DecisionReferenceField kind={kind} holderEori={holderEori} pointer={pointer} label={label} decisionId={id} onChange={(typed) => store.change(pointer, typed)} />;
  }
  return (
    <div>
      <TextField pointer={pointer} label={label} />
      {link}
    </div>
  );
}
