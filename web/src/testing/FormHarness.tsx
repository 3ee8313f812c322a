import type { ReactNode } from 'react';
import type { Violation } from '@/api/types';
import { DocumentFormProvider, useDocumentFormController, type DocumentFormController } from '@/components/form';
import type { JsonObject } from '@/lib/jsonPointer';
import type { DocumentKind, EngineContext, FormMode, RuleEngine } from '@/rules/types';

export const TEST_CTX: EngineContext = {
  mode: 'new',
  today: '2025-01-10',
  now: '2025-01-10T10:00:00',
  user: { userType: 'trader', eori: 'RO1234567890', name: 'Trader', linkedEoris: [], customsOffices: [] },
  country: 'RO',
  currency: 'RON',
  language: 'ro',
};

export interface FormHarnessProps {
  engine: RuleEngine;
  /** The kind of document the form edits (t01 unless told). */
  kind?: DocumentKind;
  initialDocument?: JsonObject;
  mode?: FormMode;
  confirmRemoval?: (changed: string) => { title: string; message: string } | null;
  /** Gives the test the controller (to read the document or trigger a summary). */
  onController?: (controller: DocumentFormController) => void;
  serverViolations?: Violation[];
  children: ReactNode;
}

export function FormHarness({ engine, kind = 't01', initialDocument = {}, mode = 'new', confirmRemoval, onController, serverViolations, children }: FormHarnessProps) {
  const controller = useDocumentFormController({
    kind,
    mode,
    engine,
    ctx: { ...TEST_CTX, mode },
    initialDocument,
    confirmRemoval,
    initialServerViolations: serverViolations,
  });
  onController?.(controller);
  return <DocumentFormProvider controller={controller}>{children}</DocumentFormProvider>;
}
