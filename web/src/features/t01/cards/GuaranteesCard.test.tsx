import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '@/lib/jsonPointer';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { GuaranteesCard } from './GuaranteesCard';

const GRN = '25MD0000000000017';

/** POST /v1/g01/balance answers `answer` (status and body); the requests are recorded. */
function mockBalance(status: number, answer: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard(references: JsonObject[]) {
  const declaration: JsonObject = { guarantees: [{ sequence: 1, type: { code: '1' }, guaranteeReferences: references }] };
  renderWithProviders(
    <FormHarness engine={fakeEngine()} initialDocument={declaration} mode="modify">
      <GuaranteesCard />
    </FormHarness>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('guarantee card: Check balance (IE034/IE037)', () => {
  it('offers Check balance only for a reference with a GRN and an access code', async () => {
    renderCard([
      { sequence: 1, grn: GRN, accessCode: 'AB12' },
      { sequence: 2, grn: '25MD0000000000025' },
    ]);
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'GRN' })).toHaveLength(2));
    const buttons = screen.getAllByRole('button', { name: /Check the balance/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(`Check the balance of guarantee ${GRN}`);
  });

  it('asks POST /v1/g01/balance with the GRN and access code and shows the balance and currency', async () => {
    const fetchMock = mockBalance(200, { grn: GRN, amount: '10000.00', balance: '7500.50', currency: 'EUR', accountSummaries: [] });
    renderCard([{ sequence: 1, grn: GRN, accessCode: 'AB12' }]);
    await userEvent.click(await screen.findByRole('button', { name: /Check the balance/ }));
    const row = screen.getByTestId('reference-balance');
    expect(await within(row).findByText('Balance: 7500.50 EUR')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/g01/balance');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ grn: GRN, accessCode: 'AB12' });
  });

  it("shows the server's refusal (the NCTS reason) beside the reference", async () => {
    mockBalance(422, { error: 'invalid-guarantee', message: 'G03 Access code not valid', violations: [] });
    renderCard([{ sequence: 1, grn: GRN, accessCode: 'ZZ99' }]);
    await userEvent.click(await screen.findByRole('button', { name: /Check the balance/ }));
    const row = screen.getByTestId('reference-balance');
    expect(await within(row).findByRole('alert')).toHaveTextContent('G03 Access code not valid');
    expect(within(row).queryByText(/^Balance:/)).not.toBeInTheDocument();
  });

  it('forgets the answer when the access code is edited', async () => {
    mockBalance(200, { grn: GRN, amount: '100', balance: '100', currency: { code: 'MDL' }, accountSummaries: [] });
    renderCard([{ sequence: 1, grn: GRN, accessCode: 'AB12' }]);
    await userEvent.click(await screen.findByRole('button', { name: /Check the balance/ }));
    expect(await screen.findByText('Balance: 100 MDL')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Access code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'CD34');
    await waitFor(() => expect(screen.queryByText('Balance: 100 MDL')).not.toBeInTheDocument());
  });

  it("defaults the reference's currency to the guarantee's once the server names it (MDL, not EUR)", async () => {
    mockBalance(200, { grn: GRN, amount: '50000', balance: '50000', currency: 'MDL', accountSummaries: [] });
    renderCard([{ sequence: 1, grn: GRN, accessCode: 'AB12', coveredAmount: '100', currency: { code: 'EUR', name: 'Euro' } }]);
    await userEvent.click(await screen.findByRole('button', { name: /Check the balance/ }));
    expect(await screen.findByTestId('currency-defaulted')).toHaveTextContent('The currency is now the guarantee’s: MDL.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('MDL'));
  });
});
