import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '@/api/types';
import { translateOr } from '@/i18n';

export interface ActionsBarProps {
  /** The document kind: the buttons are labelled by its action names. */
  kind: string;
  actions: DocumentAction[];
  /** The screen showing the bar (`history` offers only what changes nothing). */
  screen: string;
  hasId: boolean;
  busy: string | null;
  onRun(action: DocumentAction): void;
}

const PRIMARY = ['store', 'submit', 'modify-stored'];

/** Which server actions are offered: return-view needs an id; in view mode view = return-view. */
export function visibleActions(actions: DocumentAction[], screen: string, hasId: boolean): DocumentAction[] {
  const shown = actions.filter(
    (action) =>
      !(action.name === 'return-view' && !hasId) &&
      // an old version is only looked at: navigation and downloads, nothing that changes it
      !(screen === 'history' && action.method && action.method.toUpperCase() !== 'GET'),
  );
  if (screen === 'view' && shown.some((a) => a.name === 'view') && shown.some((a) => a.name === 'return-view')) {
    return shown.filter((a) => a.name !== 'return-view');
  }
  return shown;
}

export function ActionsBar({ kind, actions, screen, hasId, busy, onRun }: ActionsBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="toolbar" aria-label={translateOr(`${kind}.actions.label`, t('documents.actions.label'))}>
      {visibleActions(actions, screen, hasId).map((action) => (
        <Button
          key={action.name}
          size="sm"
          variant={PRIMARY.includes(action.name) ? 'filled' : 'default'}
          color={action.name === 'delete' ? 'red.9' : undefined}
          loading={busy === action.name}
          disabled={busy !== null && busy !== action.name}
          onClick={() => onRun(action)}
          data-action={action.name}
        >
          {translateOr(`${kind}.actions.${action.name}`, action.name)}
        </Button>
      ))}
    </Group>
  );
}
