import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { DocumentAction, DocumentMeta } from '@/api/types';
import type { DocumentFormController } from '@/components/form';
import { executeAction } from '@/documents/api';
import { useActionRunner } from './useActionRunner';

vi.mock('@/documents/api', () => ({ executeAction: vi.fn(), downloadAction: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const execute = vi.mocked(executeAction);

const meta: DocumentMeta = { id: 'd1', documentStatus: 'STORED', version: 3, currentVersion: 3, versions: [], history: [], messages: [], timers: [], actions: [] };
const store: DocumentAction = { name: 'store', method: 'POST', url: '/v1/t01/d1/store', action: true };

function fakeForm(): DocumentFormController {
  return { document: { lrn: 'L1' }, engineViolations: [], showViolations: vi.fn() } as unknown as DocumentFormController;
}

function setup(screen: 'new' | 'view' | 'modify-stored', form = fakeForm()) {
  const reload = vi.fn();
  const openImport = vi.fn();
  let location: ReturnType<typeof useLocation> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/transits/t01/x']}>{children}</MemoryRouter>;
  const hook = renderHook(
    () => {
      location = useLocation();
      return useActionRunner({ screen, meta, form, reload, openImport });
    },
    { wrapper },
  );
  return { hook, form, reload, openImport, location: () => location! };
}

beforeEach(() => {
  execute.mockReset();
});

describe('useActionRunner', () => {
  it('sends the document with the loaded version and goes to the stored version', async () => {
    execute.mockResolvedValue({ id: 'd1', type: 'SUCCESS', message: 'Stored', violations: [{ path: '/x', rule: 'r', message: 'm' }] });
    const { hook, location } = setup('modify-stored');
    act(() => hook.result.current.run(store));
    await waitFor(() => expect(location().pathname).toBe('/transits/t01/view/d1'));
    expect(execute).toHaveBeenCalledWith(store, { lrn: 'L1', id: 'd1', version: 3, documentStatus: 'STORED' });
    expect(location().state).toEqual({ violations: [{ path: '/x', rule: 'r', message: 'm' }] });
  });

  it('shows a stale-version conflict (409) with the server message', async () => {
    execute.mockImplementation(async () => {
      throw new ApiError(409, 'conflict', 'The declaration was changed by someone else');
    });
    const { hook } = setup('modify-stored');
    act(() => hook.result.current.run(store));
    await waitFor(() => expect(hook.result.current.stale).toBe('The declaration was changed by someone else'));
  });

  it('puts validation findings in the summary and stays', async () => {
    const violations = [{ path: '/lrn', rule: 'r', message: 'bad' }];
    execute.mockResolvedValue({ type: 'ERROR', message: 'The declaration has 1 error', violations });
    const { hook, form, location } = setup('new');
    act(() => hook.result.current.run({ name: 'validate', method: 'POST', url: '/v1/t01/validate', action: true }));
    await waitFor(() => expect(form.showViolations).toHaveBeenCalledWith(violations));
    expect(location().pathname).toBe('/transits/t01/x');
  });

  it('asks before deleting, then goes to the list', async () => {
    execute.mockResolvedValue({ id: 'd1', type: 'SUCCESS', message: 'deleted' });
    const { hook, location } = setup('view');
    const remove: DocumentAction = { name: 'delete', method: 'DELETE', url: '/v1/t01/d1', action: true };
    act(() => hook.result.current.run(remove));
    expect(hook.result.current.pendingDelete).toBe(remove);
    expect(execute).not.toHaveBeenCalled();
    act(() => hook.result.current.confirmDelete());
    await waitFor(() => expect(location().pathname).toBe('/transits/t01'));
  });

  it("reloads for the current screen's own action and opens import", () => {
    const { hook, reload, openImport, location } = setup('view');
    act(() => hook.result.current.run({ name: 'view', action: false }));
    expect(reload).toHaveBeenCalled();
    act(() => hook.result.current.run({ name: 'import', action: false }));
    expect(openImport).toHaveBeenCalled();
    act(() => hook.result.current.run({ name: 'modify-stored', action: false }));
    expect(location().pathname).toBe('/transits/t01/modify-stored/d1');
  });
});
