import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { useSession } from '@/features/auth';
import { FormSkeleton } from '../components/FormSkeleton';
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
  if (document.isError) {
    const error = document.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return <NotFoundPage message={t('atr.notFound')} />;
    return (
      <Alert color="red" variant="outline" title={t('t01.load.failed')} role="alert">
        <Text size="sm" mb="xs">
          {isApiError(error) ? error.message : String(error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void document.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!document.data || !me || document.isFetching) return <FormSkeleton />;
  return <AtrForm key={document.dataUpdatedAt} screen={shown} loaded={document.data} me={me} engine={engine} source={source} />;
}

export const AtrViewPage = () => <AtrScreenPage screen="view" />;
export const AtrIe117Page = () => <AtrScreenPage screen="ie117" />;
export const AtrIe119Page = () => <AtrScreenPage screen="ie119" />;
export const AtrIncidentPage = () => <AtrScreenPage screen="incident-registration" />;
/** `/transits/t01/incident-registration/{id}`: the office of destination registers an incident on the declaration. */
export const T01IncidentPage = () => <AtrScreenPage screen="incident-registration" source="t01" />;
