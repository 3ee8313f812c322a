import { useEffect, useId, useState, type ReactNode } from 'react';
import { NumberedCard } from '@/components/layout/NumberedCard';
import { useDocumentForm } from './DocumentFormContext';

export interface FormCardProps {
  number: number;
  title: string;
  /** Document pointers held by this card: the error summary opens it to focus one of them. */
  pointers: string[];
  defaultExpanded?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A numbered card of a document form, opened by the error summary when it holds the field. */
export function FormCard({ number, title, pointers, defaultExpanded = true, actions, children }: FormCardProps) {
  const { registerSection } = useDocumentForm();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const key = pointers.join('|');
  useEffect(() => registerSection(id, { prefixes: key.split('|'), open: () => setExpanded(true) }), [registerSection, id, key]);
  return (
    <NumberedCard number={number} title={title} expanded={expanded} onExpandedChange={setExpanded} actions={actions}>
      {children}
    </NumberedCard>
  );
}
