/** The ATR's screens (spec 2.1 ATR routes): the record, its three step screens and an old version. */
export type AtrScreen = 'view' | 'ie117' | 'ie119' | 'incident-registration' | 'history';

export const atrPaths = {
  list: () => '/transits/atr',
  view: (id: string) => `/transits/atr/view/${encodeURIComponent(id)}`,
  version: (id: string, version: number) => `/transits/atr/view/${encodeURIComponent(id)}?version=${version}`,
  screen: (screen: Exclude<AtrScreen, 'view' | 'history'>, id: string) => `/transits/atr/${screen}/${encodeURIComponent(id)}`,
};

/**
 * The server's navigation-only ATR actions (spec 2.6) and the screen each opens: the
 * presentation notification is the ie117 route, the refusal of the crossing ie119.
 */
export const ATR_ACTION_SCREENS: Record<string, Exclude<AtrScreen, 'view' | 'history'>> = {
  'presentation-notification-ootra': 'ie117',
  'reject-crossing-frontier': 'ie119',
  'incident-registration': 'incident-registration',
};

/** The step a screen posts. */
export const SCREEN_STEP: Record<'ie117' | 'ie119' | 'incident-registration', string> = {
  ie117: 'presentation-notification-ootra',
  ie119: 'reject-crossing-frontier',
  'incident-registration': 'incident-registration',
};

/** Where a navigation action of the record leads, or null. */
export function atrNavigation(name: string, id: string | null): string | null {
  if (name === 'return-list') return atrPaths.list();
  if ((name === 'view' || name === 'return-view') && id) return atrPaths.view(id);
  const screen = ATR_ACTION_SCREENS[name];
  return screen && id ? atrPaths.screen(screen, id) : null;
}
