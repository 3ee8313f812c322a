import { TAD_COPIES_DB as DB } from '@/lib/localData';
import type { TadCopy } from './protocol';

/** IndexedDB: one record per released declaration the browser has shown, by id (removed at sign-out). */
const STORE = 'copies';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = body(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export async function saveTadCopy(copy: TadCopy): Promise<void> {
  await run('readwrite', (store) => store.put(copy));
}

/** The remembered copy, or null (none, or IndexedDB unavailable: private windows may refuse it). */
export async function loadTadCopy(id: string): Promise<TadCopy | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return ((await run('readonly', (store) => store.get(id))) as TadCopy | undefined) ?? null;
  } catch {
    return null;
  }
}
