import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DocumentFormStore, type DocumentFormOptions } from './formStore';
import type { DocumentFormController } from './types';

export type { ConfirmRemovalText, DocumentFormOptions } from './formStore';

/**
 * Creates the form's store for the lifetime of the component and connects it to the rule
 * engine. The component does not re-render when the document changes: pass the store to
 * DocumentFormProvider, read `store.controller` in event handlers, and subscribe to what
 * the component shows with useStoreSelector.
 */
export function useDocumentFormStore(options: DocumentFormOptions): DocumentFormStore {
  const [store] = useState(() => new DocumentFormStore(options));
  useEffect(() => store.setOptions(options));
  useEffect(() => store.connect(), [store]);
  return store;
}

/** A getSnapshot for useSyncExternalStore answering `select`'s value, kept while equal. */
function selection<T>(store: DocumentFormStore, select: (form: DocumentFormController) => T, isEqual: (a: T, b: T) => boolean): () => T {
  let known = false;
  let lastSnapshot: DocumentFormController | null = null;
  let lastValue: T;
  return () => {
    const snapshot = store.getSnapshot();
    if (known && snapshot === lastSnapshot) return lastValue;
    const value = select(snapshot);
    lastSnapshot = snapshot;
    if (known && isEqual(lastValue, value)) return lastValue;
    known = true;
    lastValue = value;
    return value;
  };
}

/** Subscribes to a slice of the store: re-renders only when `select` answers something else. */
export function useStoreSelector<T>(
  store: DocumentFormStore,
  select: (form: DocumentFormController) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  /** The pointer the slice is about (a field): it then updates in the frame of its own keystrokes, others a frame later. */
  pointer?: string,
): T {
  const getSelection = useMemo(() => selection(store, select, isEqual), [store, select, isEqual]);
  const subscribe = useMemo(() => (pointer === undefined ? store.subscribe : store.subscribeAt(pointer)), [store, pointer]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

/**
 * The form controller, re-rendering the component on every change of the form (simple, for
 * small forms and tests). Big forms use useDocumentFormStore.
 */
export function useDocumentFormController(options: DocumentFormOptions): DocumentFormController {
  const store = useDocumentFormStore(options);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
