import { describe, expect, it } from 'vitest';
import { ACTION_FORM_KIND, actionScreen, g01Paths, maskCode, navigationTarget, screenMode } from './model';

describe('guarantee routes (section 2)', () => {
  it('routes every navigation action to its screen', () => {
    expect(navigationTarget('return-list', 'g1')).toBe('/guarantees/g01');
    expect(navigationTarget('view', 'g1')).toBe('/guarantees/g01/view/g1');
    for (const name of ['modify', 'update', 'modify-code', 'manage-code', 'delete', 'actions', 'withdraw', 'appeal']) {
      expect(navigationTarget(name, 'g1')).toBe(`/guarantees/g01/${name}/g1`);
    }
    expect(navigationTarget('store', 'g1')).toBeNull();
    expect(g01Paths.version('g1', 2)).toBe('/guarantees/g01/view/g1?version=2');
  });

  it('treats modify-code and manage-code as one screen', () => {
    expect(actionScreen('modify-code')).toBe('manage-code');
    expect(actionScreen('manage-code')).toBe('manage-code');
  });

  it('evaluates each action screen with its own engine kind, always editable', () => {
    expect(ACTION_FORM_KIND).toEqual({ update: 'g01-update', 'manage-code': 'g01-access-codes', withdraw: 'g01-action', appeal: 'g01-action' });
    expect(screenMode('manage-code')).toBe('modify');
    expect(screenMode('view')).toBe('view');
  });

  it('masks the master access code until asked', () => {
    expect(maskCode('AB12')).toBe('••••');
    expect(maskCode(undefined)).toBe('');
  });
});
