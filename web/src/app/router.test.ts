import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './router';

function paths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? base : route.path ? (route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`) : base;
    return [...(route.index || route.path ? [path] : []), ...paths(route.children ?? [], path)];
  });
}

describe('routes (spec 2.1)', () => {
  it('are exactly the spec paths of this issue', () => {
    expect(paths(routes)).toEqual([
      '/login',
      '/',
      '/',
      '/transits/t01',
      '/transits/t01/new',
      '/transits/t01/view/:id',
      '/transits/t01/modify/:id',
      '/transits/t01/modify-stored/:id',
      '/transits/t01/control-results/:id',
      '/transits/t01/clone/:id',
      '/transits/t01/history/:id/:version',
      '/transits/atr/*',
      '/guarantees/g01/*',
      '/authorisations/*',
      '/*',
    ]);
  });
});
