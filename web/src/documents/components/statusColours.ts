import { AUTHORISATION_KINDS, LIFECYCLE } from '@/generated/kinds.gen';

/**
 * Status chip colours per document kind: a display table, not a rule. Each colour has white
 * text at a contrast of at least 4.5:1 (WCAG AA for the 11px label): Mantine's green.9 (4.37)
 * and orange.9 (4.30) fall short, so those two are darker.
 */
export const GREEN = '#237032';
const ORANGE = '#b03a0a';
const RED = 'red.9';
const BLUE = 'blue.9';

const T01: Record<string, string> = {
  NEW: 'gray.7',
  STORED: 'gray.7',
  SUBMITTED: BLUE,
  PRE_LODGED: BLUE,
  ACCEPTED: 'cyan.9',
  GUARANTEE_REGISTERED: 'cyan.9',
  MOVEMENT_RELEASED: GREEN,
  ARRIVED: 'teal.9',
  ARRIVAL_ACCEPTED: 'teal.9',
  GOODS_RELEASED: GREEN,
  UNDER_CONTROL: ORANGE,
  UNDER_RELEASE_REQUEST: ORANGE,
  GUARANTEE_UNDER_AMENDMENT: ORANGE,
  NOT_RELEASED: RED,
  REJECTED: RED,
  CANCELED: 'dark.7',
  IDLE: 'gray.7',
  NCF_REGISTERED: 'grape.9',
};

/** Guarantee spec section 4 (the same table as crates/rules/src/g01/workflow.rs `colour`). */
const G01: Record<string, string> = {
  ACCEPTED: GREEN,
  FAVOURABLE: GREEN,
  ISSUED: GREEN,
  ACTIVE: GREEN,
  REJECTED: RED,
  WITHDRAWN: RED,
  REVOKED: RED,
  EXPIRED: RED,
  REGISTERED: BLUE,
  APPROVED: BLUE,
  REGISTERED_MODIFIED: BLUE,
  SUSPENDED: ORANGE,
  STORED: ORANGE,
};

/** The authorisation kinds' lifecycle colours, as the registry publishes them (green, red, blue, orange). */
const NAMED: Record<string, string> = { green: GREEN, red: RED, blue: BLUE, orange: ORANGE };
const AUTHORISATIONS: Record<string, string> = Object.fromEntries(
  Object.entries(LIFECYCLE.statusColours).map(([status, colour]) => [status, NAMED[colour] ?? 'gray.7']),
);

const BY_KIND: Record<string, Record<string, string>> = {
  t01: T01,
  g01: G01,
  authorisations: AUTHORISATIONS,
  ...Object.fromEntries(AUTHORISATION_KINDS.map((k) => [k.path, AUTHORISATIONS])),
};

/** The chip colour of `status` in a list of `kind` (grey for a status the table does not name). */
export function statusColour(kind: string, status: string): string {
  return BY_KIND[kind]?.[status] ?? 'gray.7';
}
