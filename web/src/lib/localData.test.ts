import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAD_COPIES_DB, clearLocalData } from './localData';

afterEach(() => vi.unstubAllGlobals());

describe('clearLocalData', () => {
  it('removes the remembered declarations at sign-out', () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    clearLocalData();
    expect(deleteDatabase).toHaveBeenCalledWith(TAD_COPIES_DB);
  });

  it('does nothing where the browser has no IndexedDB', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(() => clearLocalData()).not.toThrow();
  });
});
