import { describe, expect, it } from 'vitest';
import { authorisationRoutes, isLegacySegment, isStepForm, kindOf, requestedAmendmentOf, stepFieldsOf } from './model';

describe('authorisation kinds of the registry', () => {
  it('resolve the legacy link segments of other screens to their kinds (a06 SSE, a07 TRD)', () => {
    expect(kindOf('a06')?.code).toBe('SSE');
    expect(kindOf('a07')?.code).toBe('TRD');
    expect(kindOf('acr')?.code).toBe('ACR');
    expect(isLegacySegment('a06')).toBe(true);
    expect(isLegacySegment('acr')).toBe(false);
    expect(kindOf('a99')).toBeUndefined();
  });

  it('post a step form for the office decisions and the applicant replies, not for store and submit', () => {
    expect(isStepForm('request-information')).toBe(true);
    expect(stepFieldsOf('request-information')).toEqual(['reasons', 'deadline']);
    expect(isStepForm('appeal')).toBe(true);
    expect(isStepForm('submit')).toBe(false);
    expect(isStepForm('provide-information')).toBe(false);
    expect(isStepForm('constructor')).toBe(false);
  });

  it('navigate the list, view and modify routes of the kind', () => {
    const routes = authorisationRoutes('acr');
    expect(routes.list()).toBe('/authorisations/acr');
    expect(routes.navigationTarget('modify', 'x/1')).toBe('/authorisations/acr/modify/x%2F1');
    expect(routes.navigationTarget('return-list', null)).toBe('/authorisations/acr');
  });

  it('open the modify screen for the steps that send the changed application', () => {
    const routes = authorisationRoutes('acr');
    for (const step of ['provide-information', 'request-amendment']) {
      expect(routes.actionScreen(step)).toBe('modify');
      expect(routes.navigationTarget(step, 'a1')).toBe('/authorisations/acr/modify/a1');
    }
    expect(routes.actionScreen('suspend')).toBeNull();
  });

  it('show a requested amendment as the server sends it, and nothing when none waits', () => {
    const amended = { operationsNumber: 400, decision: { referenceNumber: 'MDACR2026000001' } };
    expect(requestedAmendmentOf({ operationsNumber: 250, requestedAmendment: amended })).toEqual(amended);
    expect(requestedAmendmentOf({ operationsNumber: 250 })).toBeUndefined();
    expect(requestedAmendmentOf({ requestedAmendment: [] })).toBeUndefined();
  });
});
