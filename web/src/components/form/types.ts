import type { Violation } from '@/api/types';
import type { JsonObject } from '@/lib/jsonPointer';
import type { Choices, FieldLimits, FieldState, FormMode } from '@/rules/types';

/** A violation of the error summary, named after its field's label when it is on screen. */
export type SummaryItem = Violation & { label?: string };

/**
 * A part of the form that can show the field of a pointer: a card, a tab, a house consignment
 * table, an item editor. The error summary's links (and `focusField`) call `open(pointer)` on
 * every registered section whose prefix holds the pointer, outermost first, then wait for the
 * field to appear (sections that mount meanwhile are opened too), then focus it.
 *
 * For the house consignment and item screens: the screen that owns the houses registers, e.g.
 *
 * ```tsx
 * useFormSection(['/houseConsignments'], (pointer) => {
 *   const row = rowOf(pointer); // '/houseConsignments/3' or '/houseConsignments/3/houseItems/7'
 *   if (row) selectRow(row);    // go to its page, open the house, open the item editor
 * });
 * ```
 *
 * and the item editor, once mounted, may register its own inner sections (tabs, collapsed
 * blocks) with prefixes below `/houseConsignments/3/houseItems/7`. The field is focused once
 * an element with id `fieldId(pointer)` (or a field inside it) is rendered; after about a
 * second without progress the nearest field above it is focused instead.
 */
export interface FormSection {
  /** Pointers whose fields this section holds. */
  prefixes: string[];
  /** Shows the field at `pointer` (expands, selects the row...); may finish asynchronously. */
  open(pointer: string): void | Promise<void>;
}

export interface PendingConfirmation {
  title: string;
  message: string;
  confirm(): void;
  cancel(): void;
}

/**
 * A document form. The rule engine runs in a Web Worker: `change` updates `document` at once
 * and the engine's answer (normalisation, violations, fields, choices) follows asynchronously.
 */
export interface DocumentFormController {
  mode: FormMode;
  readOnly: boolean;
  document: JsonObject;
  /** Presence of the fields: header level, rows of small lists, and the rows in focus. */
  fields: Record<string, FieldState>;
  /** Catalog choices the rules narrow, by pointer. */
  choices: Record<string, Choices>;
  /** The kind's field limits by pointer pattern (`*` for any row), from the engine. */
  limits: FieldLimits;
  /** Violations to show beside the field at `pointer` (an index lookup). */
  violationsFor(pointer: string): Violation[];
  /** Sets the value at `pointer` (undefined removes it; at a list index, removes the row) and runs the rule engine. */
  change(pointer: string, value: unknown): void;
  /** Runs an engine command (e.g. "#i-am-holder"); returns the document before it. */
  command(name: string): JsonObject;
  /** Replaces the whole document (undo) and re-evaluates it. */
  replace(document: JsonObject): void;
  /** Violations listed in the error summary, null when it is hidden. */
  summary: SummaryItem[] | null;
  /** Increments each time the summary should take focus. */
  summaryFocusKey: number;
  /** Shows violations (server ones plus the engine's) in the summary and beside fields. */
  showViolations(serverViolations: Violation[]): void;
  /** All current engine violations (used before submit). */
  engineViolations: Violation[];
  /** Opens the sections holding `pointer` (see FormSection), then focuses its field. */
  focusField(pointer: string): void;
  registerSection(id: string, section: FormSection): () => void;
  pendingConfirmation: PendingConfirmation | null;

  /** The engine's first answer has arrived: fields and violations are known. */
  ready: boolean;
  /** Evaluations are running or queued (the document is ahead of fields and violations). */
  evaluating: boolean;
  /**
   * Declares a house consignment or item open on screen (`/houseConsignments/3`,
   * `/houseConsignments/3/houseItems/7`): the engine answers the fields and choices of the
   * rows in focus only (and of the header). Returns the release. Screens use `useFocusRow`.
   */
  addFocusRow(pointer: string): () => void;
  /** True when the fields and choices of the row holding `pointer` are known. */
  isRowReady(pointer: string): boolean;
  /** Resolves once no evaluation is running or queued. */
  whenSettled(): Promise<void>;
}
