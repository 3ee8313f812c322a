import type { RouteObject } from 'react-router';
import { kindRoute } from '@/documents/paths';
import { lazyPage, rulesPage } from '@/lib/lazyPage';

const G01ListPage = lazyPage(() => import('./pages/G01ListPage'), 'G01ListPage');
const g01Page = () => import('./pages/G01FormPage');
const G01NewPage = rulesPage(g01Page, 'G01NewPage');
const G01ViewPage = rulesPage(g01Page, 'G01ViewPage');
const G01ModifyPage = rulesPage(g01Page, 'G01ModifyPage');
const G01UpdatePage = rulesPage(g01Page, 'G01UpdatePage');
const G01ManageCodePage = rulesPage(g01Page, 'G01ManageCodePage');
const G01DeletePage = rulesPage(g01Page, 'G01DeletePage');
const G01ActionsPage = rulesPage(g01Page, 'G01ActionsPage');
const G01WithdrawPage = rulesPage(g01Page, 'G01WithdrawPage');
const G01AppealPage = rulesPage(g01Page, 'G01AppealPage');

const g01 = kindRoute('g01').slice(1);

/** The guarantee's screens (guarantee.md section 2) under the kind's route; each takes the optional version (`?version=`). */
export const guaranteeScreens: RouteObject[] = [
  { path: g01, element: <G01ListPage /> },
  { path: `${g01}/new`, element: <G01NewPage /> },
  { path: `${g01}/view/:id`, element: <G01ViewPage /> },
  { path: `${g01}/modify/:id`, element: <G01ModifyPage /> },
  { path: `${g01}/update/:id`, element: <G01UpdatePage /> },
  { path: `${g01}/modify-code/:id`, element: <G01ManageCodePage /> },
  { path: `${g01}/manage-code/:id`, element: <G01ManageCodePage /> },
  { path: `${g01}/delete/:id`, element: <G01DeletePage /> },
  { path: `${g01}/actions/:id`, element: <G01ActionsPage /> },
  { path: `${g01}/withdraw/:id`, element: <G01WithdrawPage /> },
  { path: `${g01}/appeal/:id`, element: <G01AppealPage /> },
];
