import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { PartyFields } from '@/documents/fields/PartyFields';

function renderParty(applicant: Record<string, string | boolean>) {
  renderWithProviders(
    <FormHarness engine={fakeEngine({})} initialDocument={{ applicant }}>
      <PartyFields pointer="/applicant" title="Applicant" withAddress={false} />
    </FormHarness>,
  );
  return screen.getByRole('group', { name: 'Applicant' });
}

describe('PartyFields', () => {
  it('shows an AEO-authorised party as such, beside its title and not as an input', () => {
    const party = renderParty({ EORINumber: 'MD1000000000001', name: 'Trader', aeoAuthorised: true });
    expect(within(party).getByText('AEO authorised')).toBeInTheDocument();
    expect(within(party).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says nothing of the AEO status of a party without one', () => {
    const party = renderParty({ EORINumber: 'MD1000000000001', name: 'Trader' });
    expect(within(party).queryByText('AEO authorised')).not.toBeInTheDocument();
  });
});
