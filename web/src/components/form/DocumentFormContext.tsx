import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { storeOf, type DocumentFormStore } from './formStore';
import type { DocumentFormController } from './types';
import { useStoreSelector } from './useDocumentFormController';

const DocumentFormContext = createContext<DocumentFormStore | null>(null);

/** The store of the enclosing DocumentFormProvider (stable: no re-render on changes). */
export function useFormStore(): DocumentFormStore {
  const store = use(DocumentFormContext);
  if (!store) throw new Error('useDocumentForm outside DocumentFormProvider');
  return store;
}

/**
 * A view of the controller that remembers which members were read, so that a component
 * re-renders only when one of those changed (a card that only calls `command` never does).
 */
function trackedView(store: DocumentFormStore): () => DocumentFormController {
  const used = new Set<PropertyKey>();
  let current = store.getSnapshot();
  let seen = current;
  const read = (key: PropertyKey) => (current as unknown as Record<PropertyKey, unknown>)[key];
  const handler: ProxyHandler<object> = {
    get: (_target, key) => {
      used.add(key);
      return read(key);
    },
    has: (_target, key) => {
      used.add(key);
      return key in current;
    },
    ownKeys: () => {
      for (const key of Reflect.ownKeys(current)) used.add(key);
      return Reflect.ownKeys(current);
    },
    getOwnPropertyDescriptor: (_target, key) =>
      key in current ? { value: read(key), enumerable: typeof key === 'string', configurable: true, writable: false } : undefined,
  };
  let view = new Proxy({}, handler) as DocumentFormController;
  return () => {
    const snapshot = store.getSnapshot();
    if (snapshot === seen) return view;
    let changed = false;
    for (const key of used) {
      if (!Object.is((seen as unknown as Record<PropertyKey, unknown>)[key], (snapshot as unknown as Record<PropertyKey, unknown>)[key])) {
        changed = true;
        break;
      }
    }
    seen = snapshot;
    current = snapshot;
    if (changed) view = new Proxy({}, handler) as DocumentFormController;
    return view;
  };
}

/**
 * The form controller. The component re-renders when a member it has read changes (reading
 * `document` means every keystroke); fields use useField, which watches only their pointer.
 */
export function useDocumentForm(): DocumentFormController {
  const store = useFormStore();
  const getView = useMemo(() => trackedView(store), [store]);
  return useSyncExternalStore(store.subscribe, getView, getView);
}

/** A slice of the form: the component re-renders only when `select` answers something else. */
export function useFormSelector<T>(select: (form: DocumentFormController) => T, isEqual?: (a: T, b: T) => boolean, pointer?: string): T {
  return useStoreSelector(useFormStore(), select, isEqual, pointer);
}

/**
 * Declares the house consignment or item at `pointer` open on screen (null: none): the engine
 * then answers its fields and choices (spec: fields are answered for the rows in focus
 * only). Returns whether they are known yet (false for a moment after the row opens).
 */
export function useFocusRow(pointer: string | null): boolean {
  const store = useFormStore();
  useEffect(() => (pointer ? store.addFocusRow(pointer) : undefined), [store, pointer]);
  const select = useCallback((form: DocumentFormController) => (pointer ? form.isRowReady(pointer) : true), [pointer]);
  return useStoreSelector(store, select);
}

/**
 * Registers a section of the form (see FormSection) for the error summary's links: `open`
 * is called with the pointer to show. `prefixes` may change between renders.
 */
export function useFormSection(prefixes: string[], open: (pointer: string) => void | Promise<void>): void {
  const store = useFormStore();
  const id = useId();
  const key = prefixes.join('|');
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => store.registerSection(id, { prefixes: key.split('|'), open: (pointer) => openRef.current(pointer) }), [store, id, key]);
}

export interface DocumentFormProviderProps {
  /** The controller of useDocumentFormController, or give `store` (useDocumentFormStore). */
  controller?: DocumentFormController;
  store?: DocumentFormStore;
  children: ReactNode;
}

const selectPending = (form: DocumentFormController) => form.pendingConfirmation;

/** Provides the form to its fields and shows the engine's 'Confirm Change' dialog. */
export function DocumentFormProvider({ controller, store, children }: DocumentFormProviderProps) {
  const formStore = store ?? storeOf(controller!);
  return (
    <DocumentFormContext value={formStore}>
      {children}
      <PendingConfirmationDialog store={formStore} />
    </DocumentFormContext>
  );
}

function PendingConfirmationDialog({ store }: { store: DocumentFormStore }) {
  const { t } = useTranslation();
  const pending = useStoreSelector(store, selectPending);
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message ?? ''}
      confirmLabel={t('common.proceed')}
      onConfirm={() => pending?.confirm()}
      onCancel={() => pending?.cancel()}
    />
  );
}
