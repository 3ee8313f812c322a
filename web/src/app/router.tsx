import { isValidElement } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RequireAuth, useSession } from '@/features/auth';
import { startRuleWorker } from '@/rules/workerEngine';
import { AppLayout } from './AppLayout';
import { lazyPage, type LazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('@/features/auth/components/LoginPage'), 'LoginPage');
const T01ListPage = lazyPage(() => import('@/features/t01/pages/T01ListPage'), 'T01ListPage');
const formPage = () => import('@/features/t01/pages/T01FormPage');
/** A declaration form needs the rule engine: its worker starts with the page's code. */
const startRules = () => void startRuleWorker().catch(() => undefined); // the page reports failures
const T01NewPage = lazyPage(formPage, 'T01NewPage', startRules);
const T01ViewPage = lazyPage(formPage, 'T01ViewPage', startRules);
const T01ModifyPage = lazyPage(formPage, 'T01ModifyPage', startRules);
const T01ModifyStoredPage = lazyPage(formPage, 'T01ModifyStoredPage', startRules);
const T01ControlResultsPage = lazyPage(formPage, 'T01ControlResultsPage', startRules);
const T01ClonePage = lazyPage(formPage, 'T01ClonePage', startRules);
const T01HistoryPage = lazyPage(formPage, 'T01HistoryPage', startRules);
const T01ActionPage = lazyPage(formPage, 'T01ActionPage', startRules);
const AtrListPage = lazyPage(() => import('@/features/t01/atr/AtrListPage'), 'AtrListPage');
const atrPage = () => import('@/features/t01/atr/AtrPage');
const AtrViewPage = lazyPage(atrPage, 'AtrViewPage', startRules);
const AtrIe117Page = lazyPage(atrPage, 'AtrIe117Page', startRules);
const AtrIe119Page = lazyPage(atrPage, 'AtrIe119Page', startRules);
const AtrIncidentPage = lazyPage(atrPage, 'AtrIncidentPage', startRules);
const T01IncidentPage = lazyPage(atrPage, 'T01IncidentPage', startRules);
const G01ListPage = lazyPage(() => import('@/features/g01/pages/G01ListPage'), 'G01ListPage');
const g01Page = () => import('@/features/g01/pages/G01FormPage');
const G01NewPage = lazyPage(g01Page, 'G01NewPage', startRules);
const G01ViewPage = lazyPage(g01Page, 'G01ViewPage', startRules);
const G01ModifyPage = lazyPage(g01Page, 'G01ModifyPage', startRules);
const G01UpdatePage = lazyPage(g01Page, 'G01UpdatePage', startRules);
const G01ManageCodePage = lazyPage(g01Page, 'G01ManageCodePage', startRules);
const G01DeletePage = lazyPage(g01Page, 'G01DeletePage', startRules);
const G01ActionsPage = lazyPage(g01Page, 'G01ActionsPage', startRules);
const G01WithdrawPage = lazyPage(g01Page, 'G01WithdrawPage', startRules);
const G01AppealPage = lazyPage(g01Page, 'G01AppealPage', startRules);
const AuthorisationsIndexPage = lazyPage(() => import('@/features/authorisations/pages/AuthorisationsIndexPage'), 'AuthorisationsIndexPage');
const AuthorisationListPage = lazyPage(() => import('@/features/authorisations/pages/AuthorisationListPage'), 'AuthorisationListPage');
const authorisationPage = () => import('@/features/authorisations/pages/AuthorisationFormPage');
const AuthorisationNewPage = lazyPage(authorisationPage, 'AuthorisationNewPage', startRules);
const AuthorisationViewPage = lazyPage(authorisationPage, 'AuthorisationViewPage', startRules);
const AuthorisationModifyPage = lazyPage(authorisationPage, 'AuthorisationModifyPage', startRules);
const AuthorisationActionsPage = lazyPage(authorisationPage, 'AuthorisationActionsPage', startRules);
const UsersPage = lazyPage(() => import('@/features/admin/pages/UsersPage'), 'UsersPage');
const UserPage = lazyPage(() => import('@/features/admin/pages/UserPage'), 'UserPage');
const RepresentationsPage = lazyPage(() => import('@/features/admin/pages/RepresentationsPage'), 'RepresentationsPage');
const AuditPage = lazyPage(() => import('@/features/admin/pages/AuditPage'), 'AuditPage');
const NotFoundPage = lazyPage(() => import('@/components/layout/NotFoundPage'), 'NotFoundPage');

/** Where a user lands: the declarations, or an administrator's users. */
function HomePage() {
  const { me } = useSession();
  return <Navigate to={me?.userType === 'admin' ? '/admin/users' : '/transits/t01'} replace />;
}

/** The spec's routes (section 2.1); areas of later issues show a placeholder. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'transits/t01', element: <T01ListPage /> },
      { path: 'transits/t01/new', element: <T01NewPage /> },
      { path: 'transits/t01/view/:id', element: <T01ViewPage /> },
      { path: 'transits/t01/modify/:id', element: <T01ModifyPage /> },
      { path: 'transits/t01/modify-stored/:id', element: <T01ModifyStoredPage /> },
      { path: 'transits/t01/control-results/:id', element: <T01ControlResultsPage /> },
      { path: 'transits/t01/control-decision/:id', element: <T01ControlResultsPage /> },
      { path: 'transits/t01/destination-control-results/:id', element: <T01ControlResultsPage /> },
      { path: 'transits/t01/modify-guarantee/:id', element: <T01ModifyPage /> },
      // IE170: the presentation's data are filled on the modify screen, then sent with it
      { path: 'transits/t01/presentation-notification/:id', element: <T01ModifyPage /> },
      { path: 'transits/t01/clone/:id', element: <T01ClonePage /> },
      { path: 'transits/t01/history/:id/:version', element: <T01HistoryPage /> },
      { path: 'transits/t01/incident-registration/:id', element: <T01IncidentPage /> },
      // every other action route of spec 2.1: the view with the action's dialog
      { path: 'transits/t01/:action/:id', element: <T01ActionPage /> },
      { path: 'transits/atr', element: <AtrListPage /> },
      { path: 'transits/atr/view/:id', element: <AtrViewPage /> },
      { path: 'transits/atr/ie117/:id', element: <AtrIe117Page /> },
      { path: 'transits/atr/ie119/:id', element: <AtrIe119Page /> },
      { path: 'transits/atr/incident-registration/:id', element: <AtrIncidentPage /> },
      // guarantee spec section 2; each takes the optional version (`?version=`)
      { path: 'guarantees/g01', element: <G01ListPage /> },
      { path: 'guarantees/g01/new', element: <G01NewPage /> },
      { path: 'guarantees/g01/view/:id', element: <G01ViewPage /> },
      { path: 'guarantees/g01/modify/:id', element: <G01ModifyPage /> },
      { path: 'guarantees/g01/update/:id', element: <G01UpdatePage /> },
      { path: 'guarantees/g01/modify-code/:id', element: <G01ManageCodePage /> },
      { path: 'guarantees/g01/manage-code/:id', element: <G01ManageCodePage /> },
      { path: 'guarantees/g01/delete/:id', element: <G01DeletePage /> },
      { path: 'guarantees/g01/actions/:id', element: <G01ActionsPage /> },
      { path: 'guarantees/g01/withdraw/:id', element: <G01WithdrawPage /> },
      { path: 'guarantees/g01/appeal/:id', element: <G01AppealPage /> },
      { path: 'guarantees/g01/*', element: <NotFoundPage /> },
      // authorisations.md section 2, every kind of the registry (web/src/generated/kinds.gen.ts);
      // `?version=` on view shows an old version with the history banner
      { path: 'authorisations', element: <AuthorisationsIndexPage /> },
      { path: 'authorisations/:kind', element: <AuthorisationListPage /> },
      { path: 'authorisations/:kind/new', element: <AuthorisationNewPage /> },
      { path: 'authorisations/:kind/view/:id', element: <AuthorisationViewPage /> },
      { path: 'authorisations/:kind/modify/:id', element: <AuthorisationModifyPage /> },
      { path: 'authorisations/:kind/actions/:id', element: <AuthorisationActionsPage /> },
      { path: 'authorisations/*', element: <NotFoundPage /> },
      // issue 'Identity': the administrators' screens (the server answers 403 to anyone else)
      { path: 'admin/users', element: <UsersPage /> },
      { path: 'admin/users/new', element: <UserPage /> },
      { path: 'admin/users/:id', element: <UserPage /> },
      { path: 'admin/representations', element: <RepresentationsPage /> },
      { path: 'admin/audit', element: <AuditPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading the code of the page at `pathname` (and its warm-up work) at once, so that
 * it loads while the session is checked instead of after; resolves when it has (or failed:
 * the page's own loading then reports it).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof type === 'function' && 'preload' in type) loading.push((type as LazyPage).preload().catch(() => undefined));
  }
  return Promise.all(loading).then(() => undefined);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
