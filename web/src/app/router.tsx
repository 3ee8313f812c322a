import { isValidElement } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RequireAuth, useSession } from '@/features/auth';
import { AppLayout } from './AppLayout';
import { authorisationScreens } from '@/features/authorisations/screens';
import { guaranteeScreens } from '@/features/g01/screens';
import { transitScreens } from '@/features/t01/screens';
import { DOCUMENT_KINDS, DOCUMENT_NAV, type Area } from '@/generated/kinds.gen';
import { lazyPage, type LazyPage } from '@/lib/lazyPage';

const LoginPage = lazyPage(() => import('@/features/auth/components/LoginPage'), 'LoginPage');
const UsersPage = lazyPage(() => import('@/features/admin/pages/UsersPage'), 'UsersPage');
const UserPage = lazyPage(() => import('@/features/admin/pages/UserPage'), 'UserPage');
const RepresentationsPage = lazyPage(() => import('@/features/admin/pages/RepresentationsPage'), 'RepresentationsPage');
const AuditPage = lazyPage(() => import('@/features/admin/pages/AuditPage'), 'AuditPage');
const NotFoundPage = lazyPage(() => import('@/components/layout/NotFoundPage'), 'NotFoundPage');

/**
 * The screens of every area of the registry (x-vama-documents): a kind the server adds to an
 * area has its routes at once; an area the web app does not draw yet fails the type check.
 */
const AREA_SCREENS = {
  transits: transitScreens,
  guarantees: guaranteeScreens,
  authorisations: authorisationScreens,
} satisfies Record<Area, RouteObject[]>;

const documentScreens = [...new Set(DOCUMENT_KINDS.map((kind) => kind.area))].flatMap((area) => AREA_SCREENS[area]);

/** Where a user lands: the first entry of their navigation (the declarations), or an administrator's users. */
function HomePage() {
  const { me } = useSession();
  const first = DOCUMENT_NAV.find((entry) => (entry.userTypes as readonly string[]).includes(me?.userType ?? ''));
  return <Navigate to={first?.path ?? '/admin/users'} replace />;
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
      ...documentScreens,
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
