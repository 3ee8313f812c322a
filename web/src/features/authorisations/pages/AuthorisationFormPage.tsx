import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { getDocument, getDocumentHistory, getDocumentInfo } from '@/documents/api';
import { FormSkeleton } from '@/documents/components/FormSkeleton';
import { LoadFailed } from '@/documents/components/LoadFailed';
import { parseVersion, splitDocument, type DocumentResponse, type LoadedDocument } from '@/documents/envelope';
import { useDocumentQuery, withVersion } from '@/documents/hooks/useDocumentQuery';
import { routeDocumentId } from '@/documents/templates';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { useRuleEngine } from '@/rules/useRuleEngine';
import { AuthorisationForm } from '../components/AuthorisationForm';
import { isLegacySegment, kindOf, requestedAmendmentOf, type AuthorisationScreen, type KindInfo } from '../model';

async function load(kind: string, screen: AuthorisationScreen, id: string | undefined, version: number | undefined, signal: AbortSignal): Promise<LoadedDocument> {
  // id of a new one: the saved template it starts from, if any
  if (screen === 'new') return splitDocument(await getDocumentInfo<DocumentResponse>(kind, signal, id), 'new');
  if (screen === 'modify') return splitDocument(await getDocument<DocumentResponse>(kind, id!, signal), 'modify');
  const current = splitDocument(await getDocument<DocumentResponse>(kind, id!, signal), 'view');
  return withVersion(current, version, async () => splitDocument(await getDocumentHistory<DocumentResponse>(kind, id!, version!, signal), 'history'));
}

function Screen({ kind, screen, showActions }: { kind: KindInfo; screen: AuthorisationScreen; showActions?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { me } = useSession();
  const version = screen === 'view' ? parseVersion(search.get('version')) : undefined;
  const id = routeDocumentId(screen, params.id, search);
  const document = useDocumentQuery(kind.path, screen, id, version, (signal) => load(kind.path, screen, id, version, signal));
  const { engine, status } = useRuleEngine();
  // the view shows the decision in force, or the amendment its holder asks for
  const [amendmentShown, setAmendmentShown] = useState(false);
  if (document.isError) return <LoadFailed title={t('authorisations.load.failed')} error={document.error} notFound={t('authorisations.load.notFound')} retry={() => void document.refetch()} />;
  if (!document.data || !me || document.isFetching) return <FormSkeleton />;
  const requested = screen === 'view' ? requestedAmendmentOf(document.data.declaration) : undefined;
  const shown = amendmentShown && requested ? { ...document.data, declaration: requested } : document.data;
  return (
    <AuthorisationForm
      key={`${document.dataUpdatedAt}-${shown !== document.data}`}
      kind={kind}
      screen={document.data.mode === 'history' ? 'history' : screen}
      loaded={shown}
      amendment={requested ? { shown: shown !== document.data, toggle: () => setAmendmentShown((s) => !s) } : undefined}
      me={me}
      engine={engine}
      engineStatus={status}
      reload={() => void document.refetch()}
      showActions={showActions}
    />
  );
}

/** `/authorisations/{kind}/{screen}/{id}`, for every kind of the registry; a legacy segment (a06, a07, a04) goes to its kind's route. */
function KindScreen({ screen, showActions }: { screen: AuthorisationScreen; showActions?: boolean }) {
  const params = useParams();
  const location = useLocation();
  const kind = kindOf(params.kind);
  if (!kind) return <NotFoundPage />;
  if (isLegacySegment(params.kind)) return <Navigate to={location.pathname.replace(`/authorisations/${params.kind}/`, `/authorisations/${kind.path}/`) + location.search} replace />;
  return <Screen key={`${kind.path}-${screen}-${params.id ?? ''}`} kind={kind} screen={screen} showActions={showActions} />;
}

export const AuthorisationNewPage = () => <KindScreen screen="new" />;
export const AuthorisationViewPage = () => <KindScreen screen="view" />;
export const AuthorisationModifyPage = () => <KindScreen screen="modify" />;
export const AuthorisationActionsPage = () => <KindScreen screen="view" showActions />;
