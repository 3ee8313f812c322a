import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { DOCUMENT_KINDS } from '@/generated/kinds.gen';
import { routes } from './router';

/** Spec 2.1: the declaration routes under /transits/t01, each with an {id}. */
const T01_ACTION_ROUTES = (
  'view, modify, modify-stored, delete, validate, cancel, control-results, clone, presentation-notification, control-decision, ' +
  'actions, modify-guarantee, discrepancy-resolution, unloading-remark, arrival-notification, manual-write-off, incident-registration, ' +
  'status-request, non-arrival-enquiry, enquiry-request, enquiry-recovery-view, information-exchange, recovery-request, recovery-response, ' +
  'recommend-recovery, initiate-movement-recovery, complete-recovery, transit-timers, invalidate, destination-control-results, movement-release'
).split(', ');

/** The path pattern of the page a URL opens. */
function page(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  return matches[matches.length - 1]?.route.path;
}

describe('routes (spec 2.1)', () => {
  it('every action route of spec 2.1 opens a declaration screen, not the not-found page', () => {
    expect(T01_ACTION_ROUTES).toHaveLength(31);
    for (const name of T01_ACTION_ROUTES) {
      expect(page(`/transits/t01/${name}/0193-abc`), name).not.toBe('*');
    }
  });

  it('the form screens keep their own pages and the rest open the view with the action', () => {
    expect(page('/transits/t01/view/x')).toBe('transits/t01/view/:id');
    expect(page('/transits/t01/control-decision/x')).toBe('transits/t01/control-decision/:id');
    expect(page('/transits/t01/modify-guarantee/x')).toBe('transits/t01/modify-guarantee/:id');
    expect(page('/transits/t01/cancel/x')).toBe('transits/t01/:action/:id');
    expect(page('/transits/t01')).toBe('transits/t01');
    expect(page('/transits/t01/new')).toBe('transits/t01/new');
    expect(page('/nowhere/at/all')).toBe('*');
  });
});

describe('guarantee routes (guarantee spec section 2)', () => {
  it('every route of section 2 opens its own page, modify-code and manage-code the same screen', () => {
    expect(page('/guarantees/g01')).toBe('guarantees/g01');
    expect(page('/guarantees/g01/new')).toBe('guarantees/g01/new');
    for (const name of ['view', 'modify', 'update', 'modify-code', 'manage-code', 'delete', 'actions', 'withdraw', 'appeal']) {
      expect(page(`/guarantees/g01/${name}/g-1`), name).toBe(`guarantees/g01/${name}/:id`);
    }
    expect(page('/guarantees/g01/unknown/g-1')).toBe('*');
  });
});

describe('the registry drives the routes (x-vama-documents)', () => {
  it("every kind of the registry opens its list, new, view and modify screens at the route the server names", () => {
    expect(DOCUMENT_KINDS.length).toBeGreaterThanOrEqual(18);
    for (const { name, route } of DOCUMENT_KINDS) {
      for (const url of [route, `${route}/new`, `${route}/view/x`, `${route}/modify/x`]) {
        expect(page(url), `${name}: ${url}`).not.toBe('*');
      }
    }
  });

  it('a kind the registry does not name has no screen', () => {
    expect(page('/guarantees/g02')).toBe('*');
    expect(page('/authorisations/xyz/view/x/more')).toBe('*');
  });
});
