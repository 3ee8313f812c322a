import { useCallback, useState, type ReactNode } from 'react';
import { NumberedCard } from '@/components/layout/NumberedCard';
import { useFormSection, useFormSelector } from './DocumentFormContext';
import type { DocumentFormController } from './types';

export interface FormCardProps {
  number: number;
  title: string;
  /** Document pointers held by this card: the error summary opens it to focus one of them. */
  pointers: string[];
  defaultExpanded?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A numbered card of a document form, opened by the error summary when it holds the field.
 * A card that starts collapsed renders its fields when first opened (a big form opens faster),
 * and keeps them afterwards.
 */
export function FormCard({ number, title, pointers, defaultExpanded = true, actions, children }: FormCardProps) {
  const [state, setState] = useState({ expanded: defaultExpanded, opened: defaultExpanded });
  const setExpanded = (expanded: boolean) => setState((s) => ({ expanded, opened: s.opened || expanded }));
  useFormSection(pointers, () => setState({ expanded: true, opened: true }));
  // a card is mandatory when the engine requires one of its fields (a list, a group, a value)
  const mandatory = useFormSelector(useCallback((form: DocumentFormController) => !form.readOnly && pointers.some((pointer) => form.fields[pointer]?.presence === 'required'), [pointers]));
  return (
    <NumberedCard number={number} title={title} expanded={state.expanded} onExpandedChange={setExpanded} actions={actions} mandatory={mandatory}>
      {state.opened ? children : null}
    </NumberedCard>
  );
}
