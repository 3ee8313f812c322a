import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/api/client';
import { useFormValue } from '@/components/form';
import { DecisionRefFinder } from '@/documents/fields/DecisionFinder';

interface Cgu {
  guaranteeReferenceAmount?: { amountValue?: number; amountCurrency?: { code?: string } };
  levelOfGuarantees?: { levelOfGuarantee?: { code?: string; name?: string } }[];
}

/**
 * What a comprehensive guarantee rests on (guarantee.md 4 and 7): the holder's CGU decision,
 * typed, or picked among the decisions this portal issued, with its reference amount and levels of
 * guarantee shown beside the guarantee's amount. Who may not read the decision sees the link
 * only (the server checks the amount on acceptance).
 */
export function RestingDecision({ label }: { label: string }) {
  const { t } = useTranslation();
  const holderEori = useFormValue<string>('/applicant/EORINumber');
  const id = useFormValue<string>('/authorisationReference/id');
  const cgu = useQuery({
    queryKey: ['cgu', id, 'document'],
    enabled: !!id,
    retry: false,
    queryFn: ({ signal }) => apiFetch<Cgu>(`/v1/cgu/${encodeURIComponent(id!)}/document`, { signal }),
  });
  const amount = cgu.data?.guaranteeReferenceAmount;
  const levels = (cgu.data?.levelOfGuarantees ?? []).map((l) => l.levelOfGuarantee?.name ?? l.levelOfGuarantee?.code).filter(Boolean);
  const details =
    amount?.amountValue !== undefined ? (
      <Text size="sm" data-testid="resting-decision">
        {t('g01.resting.referenceAmount', { amount: amount.amountValue, currency: amount.amountCurrency?.code ?? '' })}
        {levels.length > 0 && ` · ${t('g01.resting.levels', { levels: levels.join('; ') })}`}
      </Text>
    ) : null;
  return <DecisionRefFinder pointer="/authorisationReference" label={label} kindPath="cgu" holderEori={holderEori} details={details} />;
}
