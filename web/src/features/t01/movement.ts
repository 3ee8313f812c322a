/**
 * How the web app carries out the movement actions the server offers (issue 4). The server
 * says which actions a user may take and where to post them; this module says how each one is
 * asked for: on a form screen (the declaration itself changes), or in a dialog on the view
 * (a decision, with its reason where NCTS sends one).
 */
import type { DocumentAction } from '@/api/types';

/** Actions posted from a form screen, with the screen (spec 2.1 route) that edits their data. */
export const FORM_ACTIONS: Record<string, 'control-results' | 'modify'> = {
  'control-decision': 'control-results',
  'control-results': 'control-results',
  'destination-control-results': 'control-results',
  'submit-modify': 'modify',
  // IE170: the presentation of a pre-lodged declaration sends the data CC170C carries (location
  // of goods, transport equipment, transport means, place of loading), filled on the modify
  // screen; not a submit-type action: the amendment's own rules (its type) do not hold it back,
  // the server takes only CC170C's data groups and refuses without a location of goods
  'presentation-notification': 'modify',
};

/** Submit-type actions send the whole declaration from the screen they are on (spec 2.6). */
export const SUBMIT_ACTIONS = ['submit', 'submit-stored', 'submit-modify', 'verify-document'];

/** Decisions NCTS sends with a motivation: the dialog asks for it (the server refuses without). */
export const REASON_REQUIRED = [
  'reject',
  'no-release',
  'cancel',
  'invalidate',
  'guarantee-not-valid',
  'discrepancy-resolution',
  'non-arrival-enquiry',
  'information-exchange',
  'initiate-movement-recovery',
  'reject-crossing-frontier',
];

/** Actions whose dialog offers a reason without requiring it. */
export const REASON_OPTIONAL = ['enquiry-request', 'recommend-recovery', 'recovery-request', 'recovery-response', 'complete-recovery', 'manual-write-off'];

/**
 * Actions whose name stands for another step, with its own message, when taken by the office
 * of destination on an arrived movement: the acceptance of the arrival (unloading permission,
 * IE043) and its rejection (IE057), not the departure's acceptance (IE928, IE028) and
 * rejection (IE056) of the declaration.
 */
const STEPS_ON_ARRIVAL: Record<string, string> = { accept: 'accept-arrival', reject: 'reject-arrival' };

/** The step `action` takes on a declaration in `status`: the key of its confirmation text. */
export function stepKey(action: string, status: string): string {
  return (status === 'ARRIVED' && STEPS_ON_ARRIVAL[action]) || action;
}

/** Risk colours of a control decision (spec 3.1, 4.2). */
export const RISK_COLORS = ['GREEN', 'YELLOW', 'ORANGE', 'RED', 'NO_COLOR'] as const;

/** What the user fills in before a movement action is sent. */
export interface MovementInput {
  reason?: string;
  riskColor?: string;
  conform?: boolean;
}

/** Whether `action` is a movement step asked for in a dialog (not a form screen, not a draft action). */
export function isDialogAction(action: DocumentAction): boolean {
  if (!action.method || action.method.toUpperCase() !== 'POST' || !action.action) return false;
  if (action.name in FORM_ACTIONS || SUBMIT_ACTIONS.includes(action.name)) return false;
  return !['store', 'validate', 'import'].includes(action.name);
}

/** The problems of an input before it is sent, keyed by field (the server checks the same). */
export function inputErrors(action: string, input: MovementInput): Partial<Record<keyof MovementInput, 'required' | 'tooLong'>> {
  const reason = input.reason?.trim() ?? '';
  if (reason.length > 512) return { reason: 'tooLong' };
  if (REASON_REQUIRED.includes(action) && reason === '') return { reason: 'required' };
  if (action === 'unloading-remark' && input.conform === false && reason === '') return { reason: 'required' };
  return {};
}

/** The body of a movement action sent from a dialog: the envelope and the input, no declaration (view mode). */
export function dialogBody(version: number, documentStatus: string, input: MovementInput): Record<string, unknown> {
  const clean: MovementInput = {};
  if (input.reason?.trim()) clean.reason = input.reason.trim();
  if (input.riskColor) clean.riskColor = input.riskColor;
  if (input.conform !== undefined) clean.conform = input.conform;
  return { version, documentStatus, input: clean };
}

/** Action routes of spec 2.1 that show a part of the declaration rather than ask for a step: the tab they open. */
export const VIEW_ROUTES: Record<string, 'timers' | 'history' | 'operation'> = {
  'transit-timers': 'timers',
  actions: 'history',
  'enquiry-recovery-view': 'history',
  'status-request': 'operation',
};

/** The server action an action route stands for (`validate/{id}` checks a draft or a lodged declaration). */
export function routeActionName(route: string, offered: string[]): string {
  if (route === 'validate' && !offered.includes('validate')) return 'verify-document';
  return route;
}
