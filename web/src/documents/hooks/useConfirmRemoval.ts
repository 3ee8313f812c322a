import { useTranslation } from 'react-i18next';
import type { ConfirmRemovalText } from '@/components/form/useDocumentFormController';
import { isWithin } from '@/lib/jsonPointer';

/** A change a kind asks about before the engine's normalisation drops data (the `removed` pointers). */
export interface RemovalPrompt {
  /** The changed field (a pointer: it or anything within it), or a test of the changed pointer. */
  changed: string | ((changed: string) => boolean);
  /** What is lost, in the kind's words. */
  message: string;
}

const matches = (prompt: RemovalPrompt, changed: string) => (typeof prompt.changed === 'string' ? isWithin(changed, prompt.changed) : prompt.changed(changed));

/**
 * The `confirmRemoval` of a document form (formStore): when a change of one of `prompts`
 * makes the engine remove data, 'Confirm Change' asks first (DocumentFormProvider shows the
 * dialog; cancel restores the document as it was). Every kind asks the same way.
 */
export function useConfirmRemoval(prompts: readonly RemovalPrompt[]): (changed: string, removed: string[]) => ConfirmRemovalText | null {
  const { t } = useTranslation();
  return (changed) => {
    const prompt = prompts.find((p) => matches(p, changed));
    return prompt ? { title: t('documents.confirmChange'), message: prompt.message } : null;
  };
}
