import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import classes from './FormContents.module.css';

/** A numbered card as the table of contents knows it (FormCard registers itself). */
export interface ContentsEntry {
  /** The card's element id (the link's target). */
  id: string;
  number: number;
  title: string;
  /** The card's element: the contents list the cards in the order they are on the page. */
  element(): HTMLElement | null;
  /** Expands the card (and renders its fields if it never showed them). */
  open(): void;
  /** What takes the focus: the card heading's toggle. */
  heading(): HTMLElement | null;
}

/** The cards on screen; the contents re-render when one comes, goes or is renamed. */
export class ContentsRegistry {
  private readonly entries = new Map<string, ContentsEntry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: ContentsEntry[] = [];

  register(entry: ContentsEntry): () => void {
    this.entries.set(entry.id, entry);
    this.changed();
    return () => {
      if (this.entries.get(entry.id) !== entry) return;
      this.entries.delete(entry.id);
      this.changed();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ContentsEntry[] => this.snapshot;

  private changed() {
    // in the page's order, whatever order the cards mounted in (a card shown later slots in)
    this.snapshot = [...this.entries.values()].sort((a, b) => {
      const ea = a.element();
      const eb = b.element();
      if (!ea || !eb || ea === eb) return a.number - b.number;
      return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
    for (const listener of [...this.listeners]) listener();
  }
}

const ContentsContext = createContext<ContentsRegistry | null>(null);

/** Collects the numbered cards below it for a FormContents (the document screen's tabs). */
export function FormContentsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new ContentsRegistry());
  return <ContentsContext value={registry}>{children}</ContentsContext>;
}

/** The registry of the enclosing FormContentsProvider, or null (a card outside a document screen). */
export function useContentsRegistry(): ContentsRegistry | null {
  return use(ContentsContext);
}

/**
 * Lists the card with the table of contents while it is mounted. `entry` may change between
 * renders; the card registers again only when its id, number or title does.
 */
export function useContentsEntry(entry: ContentsEntry): void {
  const registry = useContentsRegistry();
  const latest = useRef(entry);
  useEffect(() => {
    latest.current = entry;
  });
  const { id, number, title } = entry;
  useEffect(() => {
    if (!registry) return undefined;
    return registry.register({
      id,
      number,
      title,
      element: () => latest.current.element(),
      open: () => latest.current.open(),
      heading: () => latest.current.heading(),
    });
  }, [registry, id, number, title]);
}

/** Whether the window is at the theme's `md` breakpoint or wider (where the contents show). */
export function useContentsShown(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
}

export interface FormContentsProps {
  /** The navigation's accessible name (and visible heading). */
  label: string;
  /** Where the cards listed must be (cards in a dialog's portal are left out). */
  within?: HTMLElement | null;
}

/** Whether the card is on the page in `root` (not in a dialog's portal). */
function inside(entry: ContentsEntry, root: HTMLElement): boolean {
  const element = entry.element();
  return !element || root.contains(element);
}

/** Scrolls to the card, expands it and moves the focus to its heading. */
function goTo(entry: ContentsEntry) {
  entry.open();
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  entry.element()?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  entry.heading()?.focus({ preventScroll: true });
}

/**
 * The table of contents of a document form (spec 2 'Tabs and common layout': at medium width
 * and above): a link to each numbered card of the current tab, in order, with its number and
 * title. Not rendered below the `md` breakpoint, nor for fewer than two cards.
 */
export function FormContents({ label, within }: FormContentsProps) {
  const registry = useContentsRegistry();
  const shown = useContentsShown();
  const all = useSyncExternalStore(registry?.subscribe ?? noSubscribe, registry?.getSnapshot ?? noEntries, registry?.getSnapshot ?? noEntries);
  const entries = within ? all.filter((entry) => inside(entry, within)) : all;
  if (!shown || entries.length < 2) return null;
  return (
    <nav aria-label={label} className={classes.contents} data-testid="form-contents">
      <p className={classes.heading} aria-hidden>
        {label}
      </p>
      <ol className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={classes.link}
              onClick={(event) => {
                event.preventDefault();
                goTo(entry);
              }}
            >
              <span className={classes.number}>{entry.number}</span>{' '}
              <span className={classes.title}>{entry.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const noSubscribe = () => () => {};
const NONE: ContentsEntry[] = [];
const noEntries = () => NONE;
