import { describe, expect, it } from 'vitest';
import {
  additionalInformationCriteria,
  authorisationTypeCriteria,
  countryRef,
  destinationCountries,
  identificationTypeCriteria,
  officeCriteria,
  transitCountries,
} from './filters';

const flag = (fieldName: string) => ({ fieldName, operation: 'EQ', dataType: 'BOOLEAN', values: ['true'] });

describe('catalog filters of spec 7', () => {
  it('offers countries by countryNcts, or communityTransit for TIR', () => {
    expect(transitCountries('T1')).toEqual([flag('countryNcts')]);
    expect(transitCountries('TIR')).toEqual([flag('communityTransit')]);
  });

  it('excludes AD and SM as destination from a common-transit departure country', () => {
    expect(destinationCountries('T1', true)).toEqual([flag('countryNcts'), { fieldName: 'code', operation: 'NIN', dataType: 'TEXT', values: ['AD', 'SM'] }]);
    expect(destinationCountries('T1', false)).toEqual([flag('countryNcts')]);
  });

  it('offers offices by role, in the chosen country', () => {
    expect(officeCriteria('departure', 'MD')).toEqual([flag('departure'), { fieldName: 'countryCode', operation: 'EQ', dataType: 'TEXT', values: ['MD'] }]);
    expect(officeCriteria('transit')).toEqual([flag('transit')]);
  });

  it('excludes additional information 30600 for a common-transit destination', () => {
    expect(additionalInformationCriteria('ITEM', false)).toEqual([{ fieldName: 'applyTo', operation: 'EQ', dataType: 'TEXT', values: ['ITEM'] }]);
    expect(additionalInformationCriteria('GENERAL', true)[1]).toEqual({ fieldName: 'code', operation: 'NIN', dataType: 'TEXT', values: ['30600'] });
  });

  it('offers authorisation types by direction, C524 first when the reduced dataset needs it, C522 at destination', () => {
    expect(authorisationTypeCriteria('DEPARTURE', false)).toEqual([{ fieldName: 'type', operation: 'EQ', dataType: 'TEXT', values: ['DEPARTURE'] }]);
    expect(authorisationTypeCriteria('DEPARTURE', true)).toEqual([{ fieldName: 'code', operation: 'EQ', dataType: 'TEXT', values: ['C524'] }]);
    expect(authorisationTypeCriteria('DESTINATION', false)).toEqual([{ fieldName: 'code', operation: 'EQ', dataType: 'TEXT', values: ['C522'] }]);
  });

  it('offers identification types by mode of transport (spec 5.8)', () => {
    expect(identificationTypeCriteria('departureTransport', '3', 0)).toEqual([flag('departureTransport'), { fieldName: 'code', operation: 'EQ', dataType: 'TEXT', values: ['30'] }]);
    expect(identificationTypeCriteria('departureTransport', '3', 1)[1]).toEqual({ fieldName: 'code', operation: 'EQ', dataType: 'TEXT', values: ['31'] });
    expect(identificationTypeCriteria('borderTransport', '4', 0)).toEqual([flag('borderTransport'), { fieldName: 'code', operation: 'BETWEEN', dataType: 'TEXT', values: ['40', '49'] }]);
    expect(identificationTypeCriteria('borderTransport', '5', 0)).toEqual([flag('borderTransport')]);
  });

  it("keeps a country's flags the rules read, the catalog's ctc as countryCtc", () => {
    expect(countryRef({ code: 'UA', name: 'Ukraine', commonTransit: true, ctc: true, regime: 'TOC', postcodeRequired: true, addressType: 'OTHER' })).toEqual({
      code: 'UA',
      name: 'Ukraine',
      commonTransit: true,
      countryCtc: true,
      addressType: 'OTHER',
    });
  });
});
