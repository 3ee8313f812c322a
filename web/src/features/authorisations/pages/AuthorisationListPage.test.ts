import { describe, expect, it } from 'vitest';
import { criteria } from './AuthorisationListPage';

describe("the authorisation list's filters, as the server declares its columns", () => {
  it('sends codes in capitals, names as typed and the status exactly', () => {
    expect(criteria({ applicationReference: ' acr26 ', holderName: 'Vama Demo', status: 'ACTIVE', decisionType: 'ACR' })).toEqual([
      { fieldName: 'applicationReference', operation: 'CONTAINS', dataType: 'TEXT', values: ['ACR26'] },
      { fieldName: 'holderName', operation: 'CONTAINS', dataType: 'TEXT', values: ['Vama Demo'] },
      { fieldName: 'status', operation: 'EQ', dataType: 'TEXT', values: ['ACTIVE'] },
    ]);
  });

  it('sends a date range with either end open', () => {
    expect(criteria({ 'submissionDate.from': '2026-01-01', 'endDate.to': '2026-12-31' })).toEqual([
      { fieldName: 'submissionDate', operation: 'BETWEEN', dataType: 'TEXT', values: ['2026-01-01', '9999-12-31'] },
      { fieldName: 'endDate', operation: 'BETWEEN', dataType: 'TEXT', values: ['0000-01-01', '2026-12-31'] },
    ]);
  });

  it('sends nothing for blank filters', () => {
    expect(criteria({ applicationReference: '  ', 'decisionDate.from': '' })).toEqual([]);
  });
});
