import { createElement, lazy, type ComponentType } from 'react';
import { startRuleWorker } from '@/rules/workerEngine';

/** A page whose code loads on first use; `preload` starts loading it ahead (see preloadRoute). */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Starts loading the page's code (once), plus its `warm` work. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy for a module with a named export (the project uses named exports only). Once the
 * module is loaded (e.g. preloaded while the session is checked), the page renders at once,
 * without suspending. `warm` runs with the preload: work the page will need soon (starting
 * the rule worker), begun while the page's code and data load.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, warm?: () => void): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = () => {
    warm?.();
    return loadOnce();
  };
  return Page;
}

/** A document screen: it needs the rule engine, whose worker starts with the page's code. */
export function rulesPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return lazyPage(load, name, startRules);
}

// the page reports a worker that fails to start
const startRules = () => void startRuleWorker().catch(() => undefined);
