import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '@/api/types';
import { translateOr } from '@/i18n';
import { resultNotifications } from '@/lib/actionResult';
import { notify } from '@/lib/notify';

/** Shows a server action's answer as notifications (spec 4.2). */
export function useNotifyResult() {
  const { t } = useTranslation();
  return useCallback(
    (result: ActionResult) => {
      for (const shown of resultNotifications(result)) {
        if (shown.kind === 'message') {
          notify({ color: shown.color, message: shown.message, title: translateOr(`notify.resultTitle.${result.type ?? 'SUCCESS'}`, '') || undefined });
        } else {
          const color = translateOr(`notify.riskColors.${shown.riskColor}`, shown.riskColor);
          // the operation by its name: what the step did, else the status it reached
          const operation = translateOr(`notify.operations.${shown.operation}`, translateOr(`t01.status.${shown.operation}`, shown.operation));
          notify({ color: shown.color, title: t('notify.riskTitle'), message: t('notify.risk', { operation, color }) });
        }
      }
    },
    [t],
  );
}
