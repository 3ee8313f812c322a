/**
 * What the app keeps in the browser for a signed-in user: the copies of released declarations
 * the TAD is printed from when the server cannot be reached (IndexedDB). Removed at sign-out,
 * so that a shared computer keeps no declaration of the last user.
 */
export const TAD_COPIES_DB = 'vama-tad';

export function clearLocalData(): void {
  if (typeof indexedDB === 'undefined') return;
  try {
    indexedDB.deleteDatabase(TAD_COPIES_DB);
  } catch {
    // a browser that refuses IndexedDB (some private windows) kept nothing
  }
}
