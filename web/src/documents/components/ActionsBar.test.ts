import { describe, expect, it } from 'vitest';
import type { DocumentAction } from '@/api/types';
import { visibleActions } from '@/documents/components/ActionsBar';

const actions: DocumentAction[] = [
  { name: 'view', action: false },
  { name: 'return-view', action: false },
  { name: 'store', method: 'POST', url: '/v1/t01/d1/store', action: true },
  { name: 'export', method: 'GET', url: '/v1/t01/d1/export', action: false },
  { name: 'export-xml', method: 'GET', url: '/v1/t01/d1/export?format=xml', action: false },
  { name: 'delete', method: 'DELETE', url: '/v1/t01/d1', action: true },
];
const names = (list: DocumentAction[]) => list.map((a) => a.name);

describe('visibleActions', () => {
  it('hides return-view without an id', () => {
    expect(names(visibleActions(actions, 'new', false))).not.toContain('return-view');
  });

  it('offers no way to the screen already shown (neither view nor return-view in view mode), nor a store of what was not edited', () => {
    expect(names(visibleActions(actions, 'view', true))).toEqual(['export', 'export-xml', 'delete']);
    expect(names(visibleActions(actions, 'modify-stored', true))).toContain('view');
  });

  it('offers verify only where validate, which gives the same answer, is not offered', () => {
    const both: DocumentAction[] = [
      { name: 'validate', method: 'POST', url: '/v1/t01/d1/validate', action: true },
      { name: 'verify-document', method: 'POST', url: '/v1/t01/d1/verify-document', action: true },
    ];
    expect(names(visibleActions(both, 'view', true))).toEqual(['validate']);
    expect(names(visibleActions(both.slice(1), 'view', true))).toEqual(['verify-document']);
  });

  it('puts the main action first, delete and the way back to the list last', () => {
    const stored: DocumentAction[] = [
      { name: 'validate', method: 'POST', action: true },
      { name: 'return-list', action: false },
      { name: 'delete', method: 'DELETE', action: true },
      { name: 'clone', action: false },
      { name: 'submit-stored', method: 'POST', action: true },
      { name: 'modify-stored', action: false },
    ];
    expect(names(visibleActions(stored, 'view', true))).toEqual(['submit-stored', 'modify-stored', 'validate', 'clone', 'delete', 'return-list']);
  });

  it('offers only navigation and downloads on an old version', () => {
    expect(names(visibleActions(actions, 'history', true))).toEqual(['view', 'return-view', 'export', 'export-xml']);
  });
});
