import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('@/features/auth/components/LoginPage'), 'LoginPage');
const T01ListPage = lazyPage(() => import('@/features/t01/pages/T01ListPage'), 'T01ListPage');
const T01NewPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01NewPage');
const T01ViewPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01ViewPage');
const T01ModifyPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01ModifyPage');
const T01ModifyStoredPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01ModifyStoredPage');
const T01ControlResultsPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01ControlResultsPage');
const T01ClonePage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01ClonePage');
const T01HistoryPage = lazyPage(() => import('@/features/t01/pages/T01FormPage'), 'T01HistoryPage');
const AtrComingSoon = lazyPage(() => import('@/features/placeholders/ComingSoonPage'), 'AtrComingSoon');
const GuaranteesComingSoon = lazyPage(() => import('@/features/placeholders/ComingSoonPage'), 'GuaranteesComingSoon');
const AuthorisationsComingSoon = lazyPage(() => import('@/features/placeholders/ComingSoonPage'), 'AuthorisationsComingSoon');
const NotFoundPage = lazyPage(() => import('@/components/layout/NotFoundPage'), 'NotFoundPage');

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
      { index: true, element: <Navigate to="/transits/t01" replace /> },
      { path: 'transits/t01', element: <T01ListPage /> },
      { path: 'transits/t01/new', element: <T01NewPage /> },
      { path: 'transits/t01/view/:id', element: <T01ViewPage /> },
      { path: 'transits/t01/modify/:id', element: <T01ModifyPage /> },
      { path: 'transits/t01/modify-stored/:id', element: <T01ModifyStoredPage /> },
      { path: 'transits/t01/control-results/:id', element: <T01ControlResultsPage /> },
      { path: 'transits/t01/clone/:id', element: <T01ClonePage /> },
      { path: 'transits/t01/history/:id/:version', element: <T01HistoryPage /> },
      { path: 'transits/atr/*', element: <AtrComingSoon /> },
      { path: 'guarantees/g01/*', element: <GuaranteesComingSoon /> },
      { path: 'authorisations/*', element: <AuthorisationsComingSoon /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
