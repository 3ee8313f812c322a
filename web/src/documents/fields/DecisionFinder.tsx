import { Anchor, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '@/api/client';
import type { SearchQuery } from '@/api/types';
import { useField, useFormStore, useFormValue } from '@/components/form';
import { fieldId } from '@/components/form/fieldId';
import { useOptionalSession } from '@/features/auth';
import { translateOr } from '@/i18n';
import { AUTHORISATION_KINDS, LIFECYCLE } from '@/generated/kinds.gen';
import { authorisationPaths } from '@/documents/authorisationPaths';

/** A decision this portal holds, as its kind's list answers it. */
interface Decision {
  id: string;
  status: string;
  mrn?: string | null;
  endDate?: string | null;
}

/** The authorisation kind of an NCTS authorisation type (C521 → acr), from the registry. */
export function kindOfNctsType(code: string | undefined) {
  return code ? AUTHORISATION_KINDS.find((k) => k.nctsType === code) : undefined;
}

/**
 * The search for `eori`'s decisions of one kind in the statuses the registry names
 * (transit-declaration.md section 7: by EORI, type and status ISSUED, ACTIVE or FAVOURABLE).
 */
export function decisionQuery(eori: string, statuses: readonly string[]): SearchQuery {
  return {
    criteria: [
      { fieldName: 'holderEori', operation: 'EQ', dataType: 'TEXT', values: [eori] },
      { fieldName: 'status', operation: 'IN', dataType: 'TEXT', values: [...statuses] },
    ],
    sort: { field: 'updatedAt', direction: 'desc' },
    page: { size: 50 },
  };
}

interface PickerProps {
  /** The kind of the decisions (`acr`, `cgu`). */
  kind: (typeof AUTHORISATION_KINDS)[number];
  /** The holder whose decisions are offered. */
  holderEori: string | undefined;
  /** Where the picked reference goes: its presence (hidden, read-only) is the picker's. */
  referencePointer: string;
  /** The id of the decision picked, if any (the link goes to its view). */
  decisionId: string | undefined;
  onPick(decision: { id: string; reference: string }): void;
  /** What to show of the decision linked (its reference amount, its level). */
  details?: React.ReactNode;
}

/**
 * The search for a holder's usable decisions of one kind that this portal issued (spec 7: by
 * EORI, type and status ISSUED, ACTIVE or FAVOURABLE), the pick filling the reference beside
 * it, and the link to the decision's view. A reference of another system is still typed in
 * the reference field.
 */
export function DecisionPicker({ kind, holderEori, referencePointer, decisionId, onPick, details }: PickerProps) {
  const { t } = useTranslation();
  // outside a signed-in screen (a form alone) nothing is searched: the link only
  const me = useOptionalSession()?.me;
  const { readOnly, hidden } = useField(referencePointer);
  const canSearch = me?.permissions.includes(`${kind.path}-search`) ?? false;
  const eori = holderEori?.trim().toUpperCase();
  const found = useQuery({
    queryKey: [kind.path, 'decisions', eori],
    enabled: canSearch && !!eori && !readOnly && !hidden,
    queryFn: ({ signal }) =>
      apiFetch<{ items: Decision[] }>(`/v1/${kind.path}/search?q=${encodeURIComponent(JSON.stringify(decisionQuery(eori!, LIFECYCLE.lookupStatuses)))}`, { signal }),
  });
  if (hidden) return null;
  const link = decisionId ? (
    <Anchor component={Link} to={authorisationPaths(kind.path).view(decisionId)} size="sm" data-testid="decision-link">
      {t('authorisations.finder.view', { code: kind.code })}
    </Anchor>
  ) : null;
  if (!canSearch || readOnly) {
    return (
      <div>
        {link}
        {details}
      </div>
    );
  }
  const decisions = (found.data?.items ?? []).filter((d) => d.mrn);
  const id = `${fieldId(referencePointer)}-finder`;
  return (
    <div>
      <Select
        id={id}
        label={t('authorisations.finder.label', { code: kind.code })}
        placeholder={decisions.length ? t('authorisations.finder.pick') : t('authorisations.finder.none')}
        data={decisions.map((d) => ({
          value: d.id,
          label: `${d.mrn} · ${translateOr(`authorisations.status.${d.status}`, d.status)}${d.endDate ? ` · ${t('authorisations.finder.until', { date: d.endDate })}` : ''}`,
        }))}
        value={decisions.some((d) => d.id === decisionId) ? decisionId! : null}
        onChange={(picked) => {
          const decision = decisions.find((d) => d.id === picked);
          if (decision) onPick({ id: decision.id, reference: decision.mrn! });
        }}
        searchable
        clearable={false}
        disabled={!eori || found.isLoading}
        nothingFoundMessage={t('authorisations.finder.none')}
        description={eori ? undefined : t('authorisations.finder.noHolder')}
      />
      {link}
      {details}
    </div>
  );
}

/**
 * The decision finder of an authorisation row of a transit declaration (`pointer`: the row,
 * with `type`, `decisionReference` and `decisionId`): the row's NCTS type names the kind.
 */
export function DecisionFinder({ pointer, holderEori }: { pointer: string; holderEori: string | undefined }) {
  const store = useFormStore();
  const row = useFormValue<{ type?: { code?: string }; decisionReference?: string; decisionId?: string }>(pointer);
  const kind = kindOfNctsType(row?.type?.code);
  if (!kind) return null;
  return (
    <DecisionPicker
      kind={kind}
      holderEori={holderEori}
      referencePointer={`${pointer}/decisionReference`}
      decisionId={row?.decisionId}
      onPick={(d) => store.change(pointer, { ...row, decisionReference: d.reference, decisionId: d.id })}
    />
  );
}

/**
 * A decision reference of another document that is `{id, reference}` at `pointer` (a
 * guarantee's authorisation reference: the holder's CGU decision).
 */
export function DecisionRefFinder({ pointer, kindPath, holderEori, details }: { pointer: string; kindPath: string; holderEori: string | undefined; details?: React.ReactNode }) {
  const store = useFormStore();
  const ref = useFormValue<{ id?: string; reference?: string }>(pointer);
  const kind = AUTHORISATION_KINDS.find((k) => k.path === kindPath);
  if (!kind) return null;
  return (
    <DecisionPicker
      kind={kind}
      holderEori={holderEori}
      referencePointer={`${pointer}/reference`}
      decisionId={ref?.id}
      onPick={(d) => store.change(pointer, { ...ref, reference: d.reference, id: d.id })}
      details={details}
    />
  );
}
