import { documentPaths } from '@/documents/paths';

/** Screens of the declaration form (spec 2.1 routes); history is view of an old version. */
export type T01Screen = 'new' | 'view' | 'modify' | 'modify-stored' | 'control-results' | 'clone' | 'history';

export const T01_STATUSES = [
  'STORED',
  'SUBMITTED',
  'ACCEPTED',
  'GUARANTEE_REGISTERED',
  'MOVEMENT_RELEASED',
  'ARRIVED',
  'ARRIVAL_ACCEPTED',
  'GOODS_RELEASED',
  'NCF_REGISTERED',
  'IDLE',
  'CANCELED',
  'REJECTED',
  'NOT_RELEASED',
  'PRE_LODGED',
  'UNDER_RELEASE_REQUEST',
  'GUARANTEE_UNDER_AMENDMENT',
  'UNDER_CONTROL',
] as const;

export type T01Status = (typeof T01_STATUSES)[number] | 'NEW';

export { META_KEYS, actionBody, splitDocument } from '@/documents/envelope';
export type { LoadedDocument as LoadedT01, DocumentNavigationState as T01NavigationState } from '@/documents/envelope';

const t01 = documentPaths('t01');

export const t01Paths = {
  ...t01,
  modify: (id: string) => t01.action('modify', id),
  modifyStored: (id: string) => t01.action('modify-stored', id),
  controlResults: (id: string) => t01.action('control-results', id),
  clone: (id: string) => t01.action('clone', id),
  /** The screen of an action route of spec 2.1 (`cancel/{id}`, `control-decision/{id}`, …). */
  action: (name: string, id: string) => t01.action(name === 'submit-modify' ? 'modify' : name, id),
};

/** Route of a navigation-only action, or null when it has none. */
export function navigationTarget(name: string, id: string | null | undefined): string | null {
  switch (name) {
    case 'return-list':
      return t01Paths.list();
    case 'view':
    case 'return-view':
      return id ? t01Paths.view(id) : null;
    case 'modify':
      return id ? t01Paths.modify(id) : null;
    case 'modify-stored':
      return id ? t01Paths.modifyStored(id) : null;
    case 'control-results':
      return id ? t01Paths.controlResults(id) : null;
    case 'clone':
      return id ? t01Paths.clone(id) : null;
    // spec 2.6 navigation-only: its screen edits the incidents and posts the step
    case 'incident-registration':
      return id ? t01Paths.action(name, id) : null;
    default:
      return null;
  }
}

/** The screen a navigation action leads to (to recognise "the current screen's own action"). */
export function actionScreen(name: string): T01Screen | null {
  if (name === 'view' || name === 'return-view') return 'view';
  if (name === 'modify' || name === 'modify-stored' || name === 'control-results' || name === 'clone') return name;
  return null;
}

/** What 'Import Application from File' reads: an exported declaration (JSON) or an NCTS IE015 message (XML). */
export const T01_IMPORT_TYPES = ['json', 'xml'] as const;
