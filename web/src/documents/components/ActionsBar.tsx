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

/** The main actions, the first of them first (the one that moves the document on). */
const MAIN_FIRST = ['submit', 'submit-stored', 'submit-modify', 'modify-stored', 'store'];
/** What comes last: removing the document, leaving for the list. */
const LAST = ['delete', 'return-list'];

/** Actions that give the same answer as another one offered beside them (spec 2.6: verify is a validation). */
const SAME_AS: Record<string, string> = { 'verify-document': 'validate' };

const rank = (name: string) => {
  const main = MAIN_FIRST.indexOf(name);
  if (main >= 0) return main - MAIN_FIRST.length;
  const last = LAST.indexOf(name);
  return last >= 0 ? 1 + last : 0;
};

/**
 * Which server actions are offered, and in which order (issue 18): not the screen already
 * shown (view in view, return-view without an id or beside view), not an action that gives the
 * same answer as another one offered (verify beside validate); an old version offers only
 * navigation and downloads. The main action comes first, delete and the way back to the list
 * last; the rest keep the server's order.
 */
export function visibleActions(actions: DocumentAction[], screen: string, hasId: boolean): DocumentAction[] {
  const offered = new Set(actions.map((action) => action.name));
  const shown = actions.filter(
    (action) =>
      !(action.name === 'return-view' && (!hasId || screen === 'view')) &&
      // navigation to the screen already shown
      !(!action.method && action.name === screen) &&
      // nothing was edited on the view: storing it again changes nothing
      !(action.name === 'store' && screen === 'view') &&
      !(SAME_AS[action.name] && offered.has(SAME_AS[action.name]!)) &&
      // an old version is only looked at: navigation and downloads, nothing that changes it
      !(screen === 'history' && action.method && action.method.toUpperCase() !== 'GET'),
  );
  return shown
    .map((action, index) => ({ action, index }))
    .sort((a, b) => rank(a.action.name) - rank(b.action.name) || a.index - b.index)
    .map(({ action }) => action);
}

export function ActionsBar({ kind, actions, screen, hasId, busy, onRun }: ActionsBarProps) {
  const { t } = useTranslation();
  const shown = visibleActions(actions, screen, hasId);
  // one main action stands out: the first, when it moves the document on
  const main = shown[0] && MAIN_FIRST.includes(shown[0].name) ? shown[0].name : null;
  return (
    <Group gap="xs" role="toolbar" aria-label={translateOr(`${kind}.actions.label`, t('documents.actions.label'))}>
      {shown.map((action) => (
        <Button
          key={action.name}
          size="sm"
          variant={action.name === main ? 'filled' : 'default'}
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
