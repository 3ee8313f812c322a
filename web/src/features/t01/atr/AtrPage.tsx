import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { FormSkeleton } from '@/documents/components/FormSkeleton';
import { LoadFailed } from '@/documents/components/LoadFailed';
import { splitDocument } from '../model';
import { useRuleEngine } from '@/rules/useRuleEngine';
import { getAtrDocument, type RecordSource } from './api';
import { AtrForm } from './AtrForm';
import type { AtrScreen } from './model';

function AtrScreenPage({ screen, source = 'atr' }: { screen: AtrScreen; source?: RecordSource }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { me } = useSession();
  const { engine } = useRuleEngine();
  const raw = search.get('version');
  const version = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const shown: AtrScreen = screen === 'view' && version !== undefined ? 'history' : screen;
  const document = useQuery({
    queryKey: [source, 'record', shown, id ?? null, version ?? null],
    queryFn: async ({ signal }) => {
      const response = await getAtrDocument(id!, shown === 'history' ? version : undefined, signal, source);
      return splitDocument(response, shown === 'history' ? 'history' : 'view');
    },
    enabled: id !== undefined,
    gcTime: 0,
    staleTime: 0,
  });
  if (document.isError) return <LoadFailed title={t('t01.load.failed')} error={document.error} notFound={t('atr.notFound')} retry={() => void document.refetch()} />;
  if (!document.data || !me || document.isFetching) return <FormSkeleton />;
  return <AtrForm key={document.dataUpdatedAt} screen={shown} loaded={document.data} me={me} engine={engine} source={source} />;
}

export const AtrViewPage = () => <AtrScreenPage screen="view" />;
export const AtrIe117Page = () => <AtrScreenPage screen="ie117" />;
export const AtrIe119Page = () => <AtrScreenPage screen="ie119" />;
export const AtrIncidentPage = () => <AtrScreenPage screen="incident-registration" />;
/** `/transits/t01/incident-registration/{id}`: the office of destination registers an incident on the declaration. */
export const T01IncidentPage = () => <AtrScreenPage screen="incident-registration" source="t01" />;
