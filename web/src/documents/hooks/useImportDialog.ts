import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActionResult } from '@/api/types';
import { useNotifyResult } from './useNotifyResult';

export interface ImportDialogControl {
  open(): void;
  /** Spread into ImportDialog (with its kind and types). */
  dialog: { opened: boolean; onClose(): void; onImported(result: ActionResult): void };
}

/**
 * The import of a list or a form, the same for every kind: the server's answer is notified,
 * and the imported document opens (or `onNoId` runs when the answer names none).
 */
export function useImportDialog(viewPath: (id: string) => string, onNoId?: () => void): ImportDialogControl {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  return {
    open: () => setOpened(true),
    dialog: {
      opened,
      onClose: () => setOpened(false),
      onImported: (result) => {
        setOpened(false);
        notifyResult(result);
        if (result.id) void navigate(viewPath(result.id));
        else onNoId?.();
      },
    },
  };
}
