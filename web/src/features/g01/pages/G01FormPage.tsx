import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { FormSkeleton } from '@/documents/components/FormSkeleton';
import { LoadFailed } from '@/documents/components/LoadFailed';
import { parseVersion } from '@/documents/envelope';
import { routeDocumentId } from '@/documents/templates';
import { useRuleEngine } from '@/rules/useRuleEngine';
import { G01ActionForm } from '../components/G01ActionForm';
import { G01Form } from '../components/G01Form';
import { useG01Document } from '../hooks/useG01Document';
import { isActionScreen, type G01Screen } from '../model';

function G01Screen({ screen, askDelete, showActions }: { screen: G01Screen; askDelete?: boolean; showActions?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { me } = useSession();
  // the optional version parameter: `?version=` (the history banner shows for an old one)
  const version = screen === 'view' ? parseVersion(params.version ?? search.get('version')) : undefined;
  const document = useG01Document(screen, routeDocumentId(screen, params.id, search), version);
  const { engine, status } = useRuleEngine();
  if (document.isError) return <LoadFailed title={t('g01.load.failed')} error={document.error} notFound={t('g01.load.notFound')} retry={() => void document.refetch()} />;
  if (!document.data || !me || document.isFetching) return <FormSkeleton />;
  const reload = () => void document.refetch();
  if (isActionScreen(screen)) return <G01ActionForm key={document.dataUpdatedAt} screen={screen} loaded={document.data} me={me} engine={engine} reload={reload} />;
  return (
    <G01Form
      key={document.dataUpdatedAt}
      screen={document.data.mode === 'history' ? 'history' : screen}
      loaded={document.data}
      me={me}
      engine={engine}
      engineStatus={status}
      reload={reload}
      askDelete={askDelete}
      showActions={showActions}
    />
  );
}

export const G01NewPage = () => <G01Screen screen="new" />;
export const G01ViewPage = () => <G01Screen screen="view" />;
export const G01ModifyPage = () => <G01Screen screen="modify" />;
export const G01UpdatePage = () => <G01Screen screen="update" />;
/** modify-code/{id} and manage-code/{id}: the same Manage Access Codes screen. */
export const G01ManageCodePage = () => <G01Screen screen="manage-code" />;
export const G01WithdrawPage = () => <G01Screen screen="withdraw" />;
export const G01AppealPage = () => <G01Screen screen="appeal" />;
export const G01DeletePage = () => <G01Screen screen="view" askDelete />;
export const G01ActionsPage = () => <G01Screen screen="view" showActions />;
