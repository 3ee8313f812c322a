import { Anchor, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '@/api/client';
import type { SearchQuery } from '@/api/types';
import { useField, useFormStore, useFormValue } from '@/components/form';
import { fieldId } from '@/components/form/fieldId';
import { useSession } from '@/features/auth';
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

/**
 * The decision finder of an authorisation row of another document (`pointer`: the row, with
 * `type`, `decisionReference` and `decisionId`): lists the holder's usable decisions of the
 * row's type that this portal issued and fills the reference and the link to the decision's
 * view. A reference of another system is still typed in the reference field beside it.
 */
export function DecisionFinder({ pointer, holderEori }: { pointer: string; holderEori: string | undefined }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const store = useFormStore();
  const row = useFormValue<{ type?: { code?: string }; decisionReference?: string; decisionId?: string }>(pointer);
  const kind = kindOfNctsType(row?.type?.code);
  const { readOnly } = useField(`${pointer}/decisionReference`);
  const canSearch = !!kind && (me?.permissions.includes(`${kind.path}-search`) ?? false);
  const eori = holderEori?.trim().toUpperCase();
  const found = useQuery({
    queryKey: [kind?.path, 'decisions', eori],
    enabled: canSearch && !!eori && !readOnly,
    queryFn: ({ signal }) =>
      apiFetch<{ items: Decision[] }>(`/v1/${kind!.path}/search?q=${encodeURIComponent(JSON.stringify(decisionQuery(eori!, LIFECYCLE.lookupStatuses)))}`, { signal }),
  });
  if (!kind) return null;
  const link = row?.decisionId ? (
    <Anchor component={Link} to={authorisationPaths(kind.path).view(row.decisionId)} size="sm" data-testid="decision-link">
      {t('authorisations.finder.view', { code: kind.code })}
    </Anchor>
  ) : null;
  if (!canSearch || readOnly) return link;
  const decisions = (found.data?.items ?? []).filter((d) => d.mrn);
  const id = `${fieldId(pointer)}-finder`;
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
        value={decisions.some((d) => d.id === row?.decisionId) ? row!.decisionId! : null}
        onChange={(picked) => {
          const decision = decisions.find((d) => d.id === picked);
          if (decision) store.change(pointer, { ...row, decisionReference: decision.mrn!, decisionId: decision.id });
        }}
        searchable
        clearable={false}
        disabled={!eori || found.isLoading}
        nothingFoundMessage={t('authorisations.finder.none')}
        description={eori ? undefined : t('authorisations.finder.noHolder')}
      />
      {link}
    </div>
  );
}
