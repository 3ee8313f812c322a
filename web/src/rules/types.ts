import type { Violation } from '@/api/types';
import type { EngineKind } from '@/generated/kinds.gen';

export type Presence = 'required' | 'optional' | 'notAllowed';

export type FormMode = 'new' | 'clone' | 'modify' | 'modify-stored' | 'control-results' | 'view' | 'history';

/**
 * What the engine evaluates (crates/rules/src/engine.rs): the document kinds, and the forms of
 * a kind's actions that it evaluates like a kind (g01's update, access codes, withdraw/appeal).
 */
export type DocumentKind = EngineKind;

/**
 * What a field's value must respect (crates/rules/src/limits.rs `Limit`), declared once in the
 * rule crate and answered by the engine: no form writes a limit of its own.
 */
export interface FieldLimit {
  maxLength?: number;
  minLength?: number;
  alphanumeric?: boolean;
  digits?: boolean;
  minimum?: number;
  maximum?: number;
  /** A format of an identifier beyond its length and characters (`eori`: two letters, then up to 15 letters and digits). */
  format?: 'eori';
  /** A code of this catalog (its name at the catalog service), which the server looks up. */
  catalog?: string;
}

/** A kind's field limits by JSON Pointer pattern (`*` for any row). */
export type FieldLimits = Record<string, FieldLimit>;

/** Why the engine set a field's state, where the form should say so (`form.hint.<key>`). */
export type FieldHint = 'aeoExempt';

export interface FieldState {
  presence: Presence;
  disabled?: boolean;
  hint?: FieldHint;
}

export interface EngineUser {
  userType: string;
  eori?: string | null;
  /** The user's EORI holds an AEO authorisation (the server's EORI catalog says so). */
  aeoAuthorised?: boolean;
  name: string;
  linkedEoris: string[];
  customsOffices?: string[];
}

export interface EngineContext {
  mode: FormMode;
  today: string;
  now: string;
  user: EngineUser;
  country: string;
  currency: string;
  language: string;
}

export interface EvaluateRequest<D = Record<string, unknown>> {
  kind: DocumentKind;
  document: D | null;
  previous?: D;
  /** JSON Pointer of the changed field, or a command such as "#i-am-holder". */
  changed?: string;
  ctx: EngineContext;
  /**
   * JSON Pointers of the house consignments and items open on screen
   * (`/houseConsignments/3`, `/houseConsignments/3/houseItems/7`). With it, `fields` and
   * `choices` hold header-level pointers, rows of small lists and only these rows;
   * `violations` stay complete. Without it, every field is answered.
   */
  focus?: string[];
  /** Answer the kind's field limits too (a form asks once, when it opens). */
  limits?: boolean;
}

/** A choice field whose catalog the rules narrow (only these codes, or not these, or by catalog criteria). */
export interface Choices {
  only?: string[];
  exclude?: string[];
  /** Catalog criteria the offered values must also meet (a flag rather than codes: guarantee offices of a country). */
  criteria?: ChoiceCriterion[];
}

/** A catalog criterion as the engine writes it (crates/rules Criterion): a BOOLEAN one carries JSON booleans. */
export interface ChoiceCriterion {
  fieldName: string;
  operation: string;
  dataType: string;
  values: (string | boolean | number)[];
}

export interface Evaluation<D = Record<string, unknown>> {
  document: D;
  removed: string[];
  violations: Violation[];
  fields: Record<string, FieldState>;
  choices?: Record<string, Choices>;
  limits?: FieldLimits;
}

export interface EngineFailure {
  error: string;
  message: string;
}

export type EvaluateResult<D = Record<string, unknown>> = Evaluation<D> | EngineFailure;

export function isEngineFailure(result: EvaluateResult<unknown>): result is EngineFailure {
  return 'error' in result;
}

/** What components need from the rule engine; tests pass a fake. */
export interface RuleEngine {
  evaluate<D = Record<string, unknown>>(request: EvaluateRequest<D>): EvaluateResult<D>;
}

export const I_AM_HOLDER = '#i-am-holder';
