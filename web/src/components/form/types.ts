import type { Violation } from '@/api/types';
import type { JsonObject } from '@/lib/jsonPointer';
import type { Choices, FieldState, FormMode } from '@/rules/types';

/** A violation of the error summary, named after its field's label when it is on screen. */
export type SummaryItem = Violation & { label?: string };

export interface FormSection {
  /** Pointers whose fields this section holds (a field belongs to the longest matching prefix). */
  prefixes: string[];
  open(): void;
}

export interface PendingConfirmation {
  title: string;
  message: string;
  confirm(): void;
  cancel(): void;
}

export interface DocumentFormController {
  mode: FormMode;
  readOnly: boolean;
  document: JsonObject;
  fields: Record<string, FieldState>;
  /** Catalog choices the rules narrow, by pointer. */
  choices: Record<string, Choices>;
  /** Violations to show beside the field at `pointer`. */
  violationsFor(pointer: string): Violation[];
  /** Sets the value at `pointer` and runs the rule engine (undefined removes it). */
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
  focusField(pointer: string): void;
  registerSection(id: string, section: FormSection): () => void;
  pendingConfirmation: PendingConfirmation | null;
}
