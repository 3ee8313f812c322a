import { documentPaths } from '@/documents/paths';
import type { DocumentKind, FormMode } from '@/rules/types';

/** Screens of spec section 2 (history: view of an old version). */
export type G01Screen = 'new' | 'view' | 'modify' | 'history' | 'update' | 'manage-code' | 'withdraw' | 'appeal';

/** The action screens: each edits its own form, evaluated by the engine as its own kind. */
export type G01ActionScreen = 'update' | 'manage-code' | 'withdraw' | 'appeal';

export const ACTION_FORM_KIND: Record<G01ActionScreen, DocumentKind> = {
  update: 'g01-update',
  'manage-code': 'g01-access-codes',
  withdraw: 'g01-action',
  appeal: 'g01-action',
};

export function isActionScreen(screen: G01Screen): screen is G01ActionScreen {
  return screen in ACTION_FORM_KIND;
}

/** The engine's form mode of a screen: the action forms are always edited ("always editable"). */
export function screenMode(screen: G01Screen): FormMode {
  if (screen === 'new' || screen === 'view' || screen === 'modify' || screen === 'history') return screen;
  return 'modify';
}

export const g01Paths = documentPaths('g01');

/** Route actions of section 2: "the routing ones navigate to the matching route". */
const ROUTED = ['modify', 'update', 'modify-code', 'manage-code', 'delete', 'actions', 'withdraw', 'appeal'];

/** Route of a navigation-only action, or null when it has none. */
export function navigationTarget(name: string, id: string | null | undefined): string | null {
  if (name === 'return-list') return g01Paths.list();
  if (!id) return null;
  if (name === 'view' || name === 'return-view') return g01Paths.view(id);
  if (ROUTED.includes(name)) return g01Paths.action(name, id);
  return null;
}

/** The screen a navigation action leads to ("choosing the current screen's own action has no other effect"). */
export function actionScreen(name: string): G01Screen | null {
  if (name === 'view' || name === 'return-view') return 'view';
  if (name === 'modify-code' || name === 'manage-code') return 'manage-code';
  if (name === 'modify' || name === 'update' || name === 'withdraw' || name === 'appeal') return name;
  return null;
}

/** Actions not sent while the rules still find something to correct. */
export const SUBMIT_ACTIONS = ['store', 'submit', 'update', 'withdraw', 'appeal', 'store-code', 'store-master-code'] as const;

/** "The master access code masked until asked": its characters as dots. */
export function maskCode(code: string | null | undefined): string {
  return code ? '•'.repeat(code.length) : '';
}

/** "A guarantee can be exported (a JSON file) and imported": JSON only (POST /v1/g01/import). */
export const G01_IMPORT_TYPES = ['json'] as const;

/** The officer's decisions on a guarantee: each asks for confirmation naming its effect (g01.decisive.*). */
export const DECISIVE_ACTIONS = ['accept', 'reject', 'suspend', 'revoke'] as const;
