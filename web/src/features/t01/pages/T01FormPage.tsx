import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { parseVersion } from '@/documents/envelope';
import { routeDocumentId } from '@/documents/templates';
import { perfMark } from '@/lib/perfMark';
import { useRuleEngine } from '@/rules/useRuleEngine';
import { FormSkeleton } from '@/documents/components/FormSkeleton';
import { LoadFailed } from '@/documents/components/LoadFailed';
import { T01Form } from '../components/T01Form';
import { useT01Document } from '../hooks/useT01Document';
import type { T01Screen } from '../model';

/** Marks when the form was first committed to the page (web/scripts/perf-big.mjs). */
function FormShown() {
  useLayoutEffect(() => perfMark('vama:form-shown'), []);
  return null;
}

function T01FormScreen({ screen, openAction }: { screen: T01Screen; openAction?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { me } = useSession();
  const version = parseVersion(screen === 'history' ? params.version : search.get('version'));
  const document = useT01Document(screen, routeDocumentId(screen, params.id, search), version);
  const { engine, status } = useRuleEngine();

  if (document.isError) return <LoadFailed title={t('t01.load.failed')} error={document.error} notFound={t('t01.load.notFound')} retry={() => void document.refetch()} />;
  // the rule engine is not waited for: the form renders at once and the engine answers when loaded
  if (!document.data || !me || document.isFetching) return <FormSkeleton />;
  return (
    <>
      <FormShown />
      <T01Form
        key={document.dataUpdatedAt}
        screen={screen}
        loaded={document.data}
        me={me}
        engine={engine}
        engineStatus={status}
        reload={() => void document.refetch()}
        openAction={openAction}
      />
    </>
  );
}

export const T01NewPage = () => <T01FormScreen screen="new" />;
export const T01ViewPage = () => <T01FormScreen screen="view" />;
export const T01ModifyPage = () => <T01FormScreen screen="modify" />;
export const T01ModifyStoredPage = () => <T01FormScreen screen="modify-stored" />;
export const T01ControlResultsPage = () => <T01FormScreen screen="control-results" />;
export const T01ClonePage = () => <T01FormScreen screen="clone" />;
export const T01HistoryPage = () => <T01FormScreen screen="history" />;

/** An action route of spec 2.1 (`cancel/{id}`, `manual-write-off/{id}`, …): the declaration in view mode with the action's dialog open. */
export function T01ActionPage() {
  const { action } = useParams();
  return <T01FormScreen screen="view" openAction={action} />;
}
