import { describe, expect, it } from 'vitest';
import { LIFECYCLE } from '@/generated/kinds.gen';
import { decisionQuery, kindOfNctsType } from './DecisionFinder';

describe('the decision finder of a declaration (transit-declaration.md section 7)', () => {
  it('looks the NCTS authorisation types up as their kinds: C520 ACT, C521 ACR, C522 ACE, C523 SSE, C524 TRD', () => {
    expect(['C520', 'C521', 'C522', 'C523', 'C524'].map((c) => kindOfNctsType(c)?.code)).toEqual(['ACT', 'ACR', 'ACE', 'SSE', 'TRD']);
    expect(kindOfNctsType('C999')).toBeUndefined();
    expect(kindOfNctsType(undefined)).toBeUndefined();
  });

  it("searches the holder's decisions by EORI and the statuses the registry names (ISSUED, ACTIVE, FAVOURABLE)", () => {
    const acr = kindOfNctsType('C521')!;
    expect(LIFECYCLE.lookupStatuses).toEqual(['ISSUED', 'ACTIVE', 'FAVOURABLE']);
    expect(acr.code).toBe('ACR');
    expect(decisionQuery('MD1234567890123', LIFECYCLE.lookupStatuses).criteria).toEqual([
      { fieldName: 'holderEori', operation: 'EQ', dataType: 'TEXT', values: ['MD1234567890123'] },
      { fieldName: 'status', operation: 'IN', dataType: 'TEXT', values: ['ISSUED', 'ACTIVE', 'FAVOURABLE'] },
    ]);
  });
});
