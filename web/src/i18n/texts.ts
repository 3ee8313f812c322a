import i18n from 'i18next';
import { isApiError } from '@/api/client';
import type { ActionResult, Text, Violation } from '@/api/types';
import { translateOr } from './index';

type Translate = (key: string, options?: object) => string;

/**
 * A text of the server's catalogue (crates/rules/src/text.rs, `texts` in each locale) in the
 * user's language, or `english`, the server's message, when it has no text the app knows.
 * The parameters with a meaning of their own (text.rs): `label` gives way to the field's label
 * as the form shows it; `context` and `count` pick the variant (i18next's context and plurals);
 * `status`, `action` and `prior` (an action taken before), a movement's, and `decisionStatus`,
 * an authorisation's, are shown by their names; `messages` follows in parentheses.
 */
export function wordText(text: Text | null | undefined, english: string, label?: string): string {
  if (!text) return english;
  const key = `texts.${text.key}`;
  const given = text.params ?? {};
  const options: Record<string, unknown> = { ...given };
  if (given.count !== undefined) options.count = Number(given.count);
  if (given.status) options.status = translateOr(`t01.status.${given.status}`, given.status);
  if (given.action) options.action = translateOr(`t01.actions.${given.action}`, given.action);
  if (given.decisionStatus) options.decisionStatus = translateOr(`authorisations.status.${given.decisionStatus}`, given.decisionStatus);
  if (given.prior) options.prior = translateOr(`t01.actions.${given.prior}`, given.prior);
  if (label) options.label = label;
  if (!i18n.exists(key, options)) return english;
  const worded = (i18n.t as unknown as Translate)(key, options);
  return given.messages ? `${worded} (${given.messages})` : worded;
}

/** A violation's message in the user's language; `label`, the field's label, names the field. */
export function violationText(violation: Pick<Violation, 'message' | 'text'>, label?: string): string {
  return wordText(violation.text, violation.message, label);
}

/** An action's answer in the user's language. */
export function resultText(result: Pick<ActionResult, 'message' | 'text'>): string {
  return wordText(result.text, result.message);
}

/** A failed call's message in the user's language (the server's text by key, else its message). */
export function errorText(error: unknown): string {
  return isApiError(error) ? wordText(error.text, error.message) : String(error);
}
