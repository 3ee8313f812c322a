import type { RouteObject } from 'react-router';
import { kindRoute } from '@/documents/paths';
import { lazyPage, rulesPage } from '@/lib/lazyPage';

const T01ListPage = lazyPage(() => import('./pages/T01ListPage'), 'T01ListPage');
const formPage = () => import('./pages/T01FormPage');
const T01NewPage = rulesPage(formPage, 'T01NewPage');
const T01ViewPage = rulesPage(formPage, 'T01ViewPage');
const T01ModifyPage = rulesPage(formPage, 'T01ModifyPage');
const T01ModifyStoredPage = rulesPage(formPage, 'T01ModifyStoredPage');
const T01ControlResultsPage = rulesPage(formPage, 'T01ControlResultsPage');
const T01ClonePage = rulesPage(formPage, 'T01ClonePage');
const T01HistoryPage = rulesPage(formPage, 'T01HistoryPage');
const T01ActionPage = rulesPage(formPage, 'T01ActionPage');
const AtrListPage = lazyPage(() => import('./atr/AtrListPage'), 'AtrListPage');
const atrPage = () => import('./atr/AtrPage');
const AtrViewPage = rulesPage(atrPage, 'AtrViewPage');
const AtrIe117Page = rulesPage(atrPage, 'AtrIe117Page');
const AtrIe119Page = rulesPage(atrPage, 'AtrIe119Page');
const AtrIncidentPage = rulesPage(atrPage, 'AtrIncidentPage');
const T01IncidentPage = rulesPage(atrPage, 'T01IncidentPage');

const t01 = kindRoute('t01').slice(1);

/** The declaration's screens (spec 2.1) under the kind's route, and the ATR's of the offices en route. */
export const transitScreens: RouteObject[] = [
  { path: t01, element: <T01ListPage /> },
  { path: `${t01}/new`, element: <T01NewPage /> },
  { path: `${t01}/view/:id`, element: <T01ViewPage /> },
  { path: `${t01}/modify/:id`, element: <T01ModifyPage /> },
  { path: `${t01}/modify-stored/:id`, element: <T01ModifyStoredPage /> },
  { path: `${t01}/control-results/:id`, element: <T01ControlResultsPage /> },
  { path: `${t01}/control-decision/:id`, element: <T01ControlResultsPage /> },
  { path: `${t01}/destination-control-results/:id`, element: <T01ControlResultsPage /> },
  { path: `${t01}/modify-guarantee/:id`, element: <T01ModifyPage /> },
  // IE170: the presentation's data are filled on the modify screen, then sent with it
  { path: `${t01}/presentation-notification/:id`, element: <T01ModifyPage /> },
  { path: `${t01}/clone/:id`, element: <T01ClonePage /> },
  { path: `${t01}/history/:id/:version`, element: <T01HistoryPage /> },
  { path: `${t01}/incident-registration/:id`, element: <T01IncidentPage /> },
  // every other action route of spec 2.1: the view with the action's dialog
  { path: `${t01}/:action/:id`, element: <T01ActionPage /> },
  { path: 'transits/atr', element: <AtrListPage /> },
  { path: 'transits/atr/view/:id', element: <AtrViewPage /> },
  { path: 'transits/atr/ie117/:id', element: <AtrIe117Page /> },
  { path: 'transits/atr/ie119/:id', element: <AtrIe119Page /> },
  { path: 'transits/atr/incident-registration/:id', element: <AtrIncidentPage /> },
];
