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

  it('treats view and return-view as one in view mode', () => {
    expect(names(visibleActions(actions, 'view', true))).toEqual(['view', 'store', 'export', 'export-xml', 'delete']);
  });

  it('offers only navigation and downloads on an old version', () => {
    expect(names(visibleActions(actions, 'history', true))).toEqual(['view', 'return-view', 'export', 'export-xml']);
  });
});
