import { Anchor, Autocomplete } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '@/api/client';
import type { SearchQuery } from '@/api/types';
import { TextField, useField, useFormStore, useFormValue } from '@/components/form';
import { inputProps } from '@/components/form/fieldProps';
import { useOptionalSession } from '@/features/auth';
import { translateOr } from '@/i18n';
import { AUTHORISATION_KINDS, LIFECYCLE } from '@/generated/kinds.gen';
import { documentPaths } from '@/documents/paths';

/** A decision this portal holds, as its kind's list answers it. */
interface Decision {
  id: string;
  status: string;
  decisionReferenceNumber?: string | null;
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

interface ReferenceProps {
  /** The kind of the decisions (`acr`, `cgu`). */
  kind: (typeof AUTHORISATION_KINDS)[number];
  /** The holder whose decisions are offered. */
  holderEori: string | undefined;
  /** The reference field (its presence, limit and errors are the field's). */
  pointer: string;
  label: string;
  /** The id of the decision linked, if any (the link goes to its view). */
  decisionId: string | undefined;
  /** What was typed or picked, and the holder's decision it names, if it names one. */
  onChange(reference: string | undefined, decision: { id: string } | undefined): void;
  /** What to show of the decision linked (its reference amount, its level). */
  details?: React.ReactNode;
}

/**
 * One field for a decision reference: typed (a decision of another system), or picked among
 * the holder's usable decisions of one kind that this portal issued (spec 7: by EORI, type and
 * status ISSUED, ACTIVE or FAVOURABLE), offered as the user types; a reference that names one
 * of them links it, and the link goes to the decision's view.
 */
export function DecisionReferenceField({ kind, holderEori, pointer, label, decisionId, onChange, details }: ReferenceProps) {
  const { t } = useTranslation();
  // outside a signed-in screen (a form alone) nothing is searched: the field and the link only
  const me = useOptionalSession()?.me;
  const field = useField<string>(pointer);
  const canSearch = me?.permissions.includes(`${kind.path}-search`) ?? false;
  const eori = holderEori?.trim().toUpperCase();
  const found = useQuery({
    queryKey: [kind.path, 'decisions', eori],
    enabled: canSearch && !!eori && field.editable,
    queryFn: ({ signal }) =>
      apiFetch<{ items: Decision[] }>(`/v1/${kind.path}/search?q=${encodeURIComponent(JSON.stringify(decisionQuery(eori!, LIFECYCLE.lookupStatuses)))}`, { signal }),
  });
  if (field.hidden) return null;
  const decisions = (found.data?.items ?? []).filter((d) => d.decisionReferenceNumber);
  const named = (reference: string | undefined) => decisions.find((d) => d.decisionReferenceNumber === reference?.trim());
  const optionLabel = (d: Decision) =>
    `${d.decisionReferenceNumber} · ${translateOr(`authorisations.status.${d.status}`, d.status)}${d.endDate ? ` · ${t('authorisations.finder.until', { date: d.endDate })}` : ''}`;
  const link = decisionId ? (
    <Anchor component={Link} to={documentPaths(kind.path).view(decisionId)} size="sm" data-testid="decision-link">
      {t('authorisations.finder.view', { code: kind.code })}
    </Anchor>
  ) : null;
  const hint = !canSearch || !field.editable ? undefined : !eori ? t('authorisations.finder.noHolder') : decisions.length ? t('authorisations.finder.pick', { code: kind.code }) : undefined;
  return (
    <div>
      <Autocomplete
        {...inputProps(field, label, hint)}
        value={field.value ?? ''}
        maxLength={field.limit?.maxLength}
        data={decisions.map((d) => d.decisionReferenceNumber!)}
        renderOption={({ option }) => {
          const d = named(option.value);
          return d ? optionLabel(d) : option.value;
        }}
        onChange={(typed) => {
          const reference = typed === '' ? undefined : typed;
          const decision = named(reference);
          onChange(reference, decision ? { id: decision.id } : undefined);
        }}
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
export function DecisionFinder({ pointer, label, holderEori }: { pointer: string; label: string; holderEori: string | undefined }) {
  const store = useFormStore();
  const row = useFormValue<{ type?: { code?: string }; decisionReference?: string; decisionId?: string }>(pointer);
  const kind = kindOfNctsType(row?.type?.code);
  // an authorisation no kind of this portal decides: its reference is typed
  if (!kind) return <TextField pointer={`${pointer}/decisionReference`} label={label} />;
  return (
    <DecisionReferenceField
      kind={kind}
      holderEori={holderEori}
      pointer={`${pointer}/decisionReference`}
      label={label}
      decisionId={row?.decisionId}
      onChange={(reference, decision) => store.change(pointer, { ...row, decisionReference: reference, decisionId: decision?.id })}
    />
  );
}

/**
 * A decision reference of another document that is `{id, reference}` at `pointer` (a
 * guarantee's authorisation reference: the holder's CGU decision).
 */
export function DecisionRefFinder({ pointer, label, kindPath, holderEori, details }: { pointer: string; label: string; kindPath: string; holderEori: string | undefined; details?: React.ReactNode }) {
  const store = useFormStore();
  const ref = useFormValue<{ id?: string; reference?: string }>(pointer);
  const kind = AUTHORISATION_KINDS.find((k) => k.path === kindPath);
  if (!kind) return null;
  return (
    <DecisionReferenceField
      kind={kind}
      holderEori={holderEori}
      pointer={`${pointer}/reference`}
      label={label}
      decisionId={ref?.id}
      onChange={(reference, decision) => store.change(pointer, { ...ref, reference, id: decision?.id })}
      details={details}
    />
  );
}
