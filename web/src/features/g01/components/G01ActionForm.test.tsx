import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentMeta, Me } from '@/api/types';
import { fakeEngine } from '@/testing/fakeEngine';
import { renderWithProviders } from '@/testing/render';
import { G01ActionForm } from './G01ActionForm';

const me: Me = {
  username: 'trader',
  displayName: 'Trader',
  userType: 'trader',
  eori: 'MD1003600000011',
  aeoAuthorised: false,
  linkedEoris: [],
  customsOffices: [],
  permissions: ['g01-read'],
  csrfToken: 'x',
  sessionIdleTimeoutSeconds: 900,
  sso: false,
  settings: { country: 'MD', currency: 'MDL', language: 'en', locale: 'en' },
};

const WITHDRAW = { name: 'withdraw', method: 'POST', url: '/v1/g01/g1/withdraw', action: true };
const meta: DocumentMeta = { id: 'g1', documentStatus: 'ACCEPTED', version: 3, currentVersion: 3, versions: [], history: [], messages: [], timers: [], actions: [WITHDRAW] };

/** The g01-action kind of the engine (rules/forms.rs action_fields, action_validate): details required. */
const engine = fakeEngine({
  fields: { '/details': { presence: 'required' } },
  violations: (doc) => (typeof doc.details === 'string' && doc.details !== '' ? [] : [{ path: '/details', rule: 'required', message: 'This field is required' }]),
});

const declaration = { grn: '25MD0000000000017', acceptanceDate: '2025-01-10', customsOffice: { code: 'MD1001', name: 'Chisinau' } };

function renderWithdraw() {
  renderWithProviders(<G01ActionForm screen="withdraw" loaded={{ declaration, meta, mode: 'modify' }} me={me} engine={engine} reload={() => {}} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('G01 action form: withdraw', { timeout: 30_000 }, () => {
  it('shows the read-only header (customs office, GRN, acceptance date) and evaluates as g01-action', async () => {
    renderWithdraw();
    const header = await screen.findByTestId('g01-action-header');
    expect(header).toHaveTextContent('MD1001 - Chisinau');
    expect(header).toHaveTextContent('25MD0000000000017');
    await waitFor(() => expect(engine.requests.some((r) => r.kind === 'g01-action')).toBe(true));
  });

  it("refuses to send without details: the engine's required message in the summary and beside the field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithdraw();
    const details = await screen.findByRole('textbox', { name: /Additional information/ });
    expect(details).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const summary = await screen.findByRole('alert', { name: /./ });
    expect(within(summary).getByRole('link', { name: /This field is required/ })).toBeInTheDocument();
    await waitFor(() => expect(details).toHaveAccessibleDescription(/This field is required/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the details to the withdraw action once given', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ id: 'g1', type: 'SUCCESS', message: 'Withdrawn' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithdraw();
    await userEvent.type(await screen.findByRole('textbox', { name: /Additional information/ }), 'No longer needed');
    await waitFor(() => expect(engine.requests.at(-1)?.document).toMatchObject({ details: 'No longer needed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/g01/g1/withdraw');
    expect(JSON.parse(String(init?.body))).toMatchObject({ details: 'No longer needed', id: 'g1', version: 3 });
  });
});

describe('G01 action form: Manage Access Codes', { timeout: 30_000 }, () => {
  const codes = { ...declaration, masterCode: 'AB12', accessCodes: [{ accessCode: 'Q7Q7', restrictionType: 'UNLIMITED' }] };

  it('masks the master access code and each access code until the holder asks to show it', async () => {
    renderWithProviders(<G01ActionForm screen="manage-code" loaded={{ declaration: codes, meta, mode: 'modify' }} me={me} engine={fakeEngine({})} reload={() => {}} />);
    const master = await screen.findByLabelText(/^Master access code/);
    expect(master).toHaveAttribute('type', 'password');
    expect(master).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Access code/)).toHaveAttribute('type', 'password');
    expect(screen.queryByDisplayValue('AB12')?.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show Master access code' }));
    expect(master).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Access code/)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Master access code' }));
    expect(master).toHaveAttribute('type', 'password');
  });
});
