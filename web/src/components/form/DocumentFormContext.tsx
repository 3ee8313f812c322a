import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { DocumentFormController } from './types';

const DocumentFormContext = createContext<DocumentFormController | null>(null);

export function useDocumentForm(): DocumentFormController {
  const controller = use(DocumentFormContext);
  if (!controller) throw new Error('useDocumentForm outside DocumentFormProvider');
  return controller;
}

export interface DocumentFormProviderProps {
  controller: DocumentFormController;
  children: ReactNode;
}

/** Provides the form to its fields and shows the engine's 'Confirm Change' dialog. */
export function DocumentFormProvider({ controller, children }: DocumentFormProviderProps) {
  const { t } = useTranslation();
  const pending = controller.pendingConfirmation;
  return (
    <DocumentFormContext value={controller}>
      {children}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={t('common.proceed')}
        onConfirm={() => pending?.confirm()}
        onCancel={() => pending?.cancel()}
      />
    </DocumentFormContext>
  );
}
