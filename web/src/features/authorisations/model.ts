import { AUTHORISATION_KINDS, LIFECYCLE, type AuthorisationKind } from '@/generated/kinds.gen';
import { documentPaths } from '@/documents/paths';
import type { JsonObject } from '@/lib/jsonPointer';
import type { DocumentRoutes } from '@/documents/hooks/useDocumentActions';

export { documentPaths };

export type { AuthorisationKind };

/** One kind of the registry, as the server publishes it (x-vama-kinds). */
export type KindInfo = (typeof AUTHORISATION_KINDS)[number];

/** Screens of authorisations.md section 2 (history: view of an old version). */
export type AuthorisationScreen = 'new' | 'view' | 'modify' | 'history';

/** Legacy link segments of other screens (spec 2): a06 is SSE, a07 TRD, a04 CGU. */
const LEGACY: Record<string, string> = { a06: 'sse', a07: 'trd', a04: 'cgu' };

/** The kind a route segment names (its path, or a legacy segment), if the registry has it. */
export function kindOf(segment: string | undefined): KindInfo | undefined {
  const path = segment ? (LEGACY[segment] ?? segment) : undefined;
  return AUTHORISATION_KINDS.find((k) => k.path === path);
}

export function isLegacySegment(segment: string | undefined): boolean {
  return !!segment && segment in LEGACY;
}

/** Steps that post the application as the applicant changed it, from the modify screen. */
export const EDITING_ACTIONS = ['provide-information', 'request-amendment'] as const;

/** How the generic action runner reaches an authorisation's screens. */
export function authorisationRoutes(kind: string): DocumentRoutes {
  const paths = documentPaths(kind);
  return {
    list: paths.list,
    view: paths.view,
    navigationTarget(name, id) {
      if (name === 'return-list') return paths.list();
      if (!id) return null;
      if (name === 'view') return paths.view(id);
      if (name === 'modify' || name === 'actions') return paths.action(name, id);
      if ((EDITING_ACTIONS as readonly string[]).includes(name)) return paths.action('modify', id);
      return null;
    },
    actionScreen(name) {
      if (name === 'view' || name === 'modify') return name;
      // the application is changed before it is sent: these post from the modify screen
      if ((EDITING_ACTIONS as readonly string[]).includes(name)) return 'modify';
      return null;
    },
  };
}

/** What a lifecycle step's dialog asks: reasons or grounds, a deadline, days, dates. */
export type StepField = 'reasons' | 'optionalReasons' | 'deadline' | 'days' | 'validityStart' | 'validityEnd' | 'until' | 'from';

/**
 * The fields of `action`'s own form as the server declares them (the lifecycle's `stepForms`,
 * crates/server/src/authorisation/steps.rs); `undefined` when the step posts the application.
 */
export function stepFieldsOf(action: string): readonly StepField[] | undefined {
  const forms = LIFECYCLE.stepForms as Record<string, readonly StepField[] | undefined>;
  return Object.hasOwn(forms, action) ? forms[action] : undefined;
}

export function isStepForm(action: string): boolean {
  return stepFieldsOf(action) !== undefined;
}

/**
 * The application a requested amendment would put in force, as the server shows it (the
 * holder's text under the decision's own references), or undefined when none waits.
 */
export function requestedAmendmentOf(doc: JsonObject): JsonObject | undefined {
  const requested = doc.requestedAmendment;
  if (!requested || typeof requested !== 'object' || Array.isArray(requested)) return undefined;
  return requested;
}

/** Actions not sent while the rules still find something to correct. */
export const SUBMIT_ACTIONS = ['submit', 'provide-information', 'request-amendment'] as const;

/** "Import and export a declaration as a JSON file". */
export const IMPORT_TYPES = ['json'] as const;

