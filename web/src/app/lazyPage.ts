import { lazy, type ComponentType } from 'react';

/** React.lazy for a module with a named export (the project uses named exports only). */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
