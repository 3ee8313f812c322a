import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { NumberedCard } from '@/components/layout/NumberedCard';
import { useFormSection, useFormSelector } from './DocumentFormContext';
import { useContentsEntry } from './FormContents';
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
 * and keeps them afterwards. It lists itself in the screen's table of contents (FormContents).
 */
export function FormCard({ number, title, pointers, defaultExpanded = true, actions, children }: FormCardProps) {
  const [state, setState] = useState({ expanded: defaultExpanded, opened: defaultExpanded });
  const setExpanded = (expanded: boolean) => setState((s) => ({ expanded, opened: s.opened || expanded }));
  const open = () => setState({ expanded: true, opened: true });
  useFormSection(pointers, open);
  const id = `card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const cardRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useContentsEntry({ id, number, title, open, element: () => cardRef.current, heading: () => toggleRef.current });
  // a card is mandatory when the engine requires one of its fields (a list, a group, a value)
  const mandatory = useFormSelector(useCallback((form: DocumentFormController) => !form.readOnly && pointers.some((pointer) => form.fields[pointer]?.presence === 'required'), [pointers]));
  return (
    <NumberedCard
      id={id}
      cardRef={cardRef}
      toggleRef={toggleRef}
      number={number}
      title={title}
      expanded={state.expanded}
      onExpandedChange={setExpanded}
      actions={actions}
      mandatory={mandatory}
    >
      {state.opened ? children : null}
    </NumberedCard>
  );
}
