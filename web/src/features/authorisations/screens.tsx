import type { RouteObject } from 'react-router';
import { lazyPage, rulesPage } from '@/lib/lazyPage';

const AuthorisationsIndexPage = lazyPage(() => import('./pages/AuthorisationsIndexPage'), 'AuthorisationsIndexPage');
const AuthorisationListPage = lazyPage(() => import('./pages/AuthorisationListPage'), 'AuthorisationListPage');
const authorisationPage = () => import('./pages/AuthorisationFormPage');
const AuthorisationNewPage = rulesPage(authorisationPage, 'AuthorisationNewPage');
const AuthorisationViewPage = rulesPage(authorisationPage, 'AuthorisationViewPage');
const AuthorisationModifyPage = rulesPage(authorisationPage, 'AuthorisationModifyPage');
const AuthorisationActionsPage = rulesPage(authorisationPage, 'AuthorisationActionsPage');

/**
 * authorisations.md section 2: the kinds a user may apply for, then every kind of the registry
 * under `/authorisations/{kind}` (the pages find the kind in web/src/generated/kinds.gen.ts and
 * answer not found for any other); `?version=` on view shows an old version with the history banner.
 */
export const authorisationScreens: RouteObject[] = [
  { path: 'authorisations', element: <AuthorisationsIndexPage /> },
  { path: 'authorisations/:kind', element: <AuthorisationListPage /> },
  { path: 'authorisations/:kind/new', element: <AuthorisationNewPage /> },
  { path: 'authorisations/:kind/view/:id', element: <AuthorisationViewPage /> },
  { path: 'authorisations/:kind/modify/:id', element: <AuthorisationModifyPage /> },
  { path: 'authorisations/:kind/actions/:id', element: <AuthorisationActionsPage /> },
];
