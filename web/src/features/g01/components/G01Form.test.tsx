import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentMeta, Me } from '@/api/types';
import type { JsonObject } from '@/lib/jsonPointer';
import type { FieldState, FormMode } from '@/rules/types';
import { fakeEngine } from '@/testing/fakeEngine';
import { renderWithProviders } from '@/testing/render';
import type { G01Screen } from '../model';
import { G01Form } from './G01Form';

const me: Me = {
  username: 'trader',
  displayName: 'Trader',
  userType: 'trader',
  eori: 'MD1003600000011',
  aeoAuthorised: false,
  linkedEoris: [],
  customsOffices: [],
  permissions: ['g01-read', 'g01-applicant'],
  csrfToken: 'x',
  sessionIdleTimeoutSeconds: 900,
  sso: false,
  settings: { country: 'MD', currency: 'MDL', language: 'en', locale: 'en' },
};

const meta: DocumentMeta = { id: null, documentStatus: 'NEW', version: 0, currentVersion: 0, versions: [], history: [], messages: [], timers: [], actions: [] };

const code = (doc: Record<string, unknown>, key: string) => (doc[key] as { code?: string } | undefined)?.code;
const only = (cond: boolean): FieldState => ({ presence: cond ? 'required' : 'notAllowed' });

/**
 * What the G01 engine answers for these fields (crates/rules/src/g01/rules/presence.rs): the
 * form shows what the engine allows and nothing else.
 */
function presence(doc: Record<string, unknown>): Record<string, FieldState> {
  const type = code(doc, 'guaranteeType');
  const comprehensive = code(doc, 'simplification') === '1';
  return {
    '/guarantor': only(['1', '2', '4', '9', 'B'].includes(type ?? '')),
    '/voucherNumber': only(type === '4'),
    '/authorisationReference': { presence: comprehensive ? 'optional' : 'notAllowed' },
    '/levelOfGuarantee': only(comprehensive),
    '/offices': only(type === '2' || type === '9'),
    '/countriesNotCovered': { presence: doc.nationalGuarantee === true ? 'notAllowed' : 'optional' },
  };
}

/**
 * The engine's normalise: what presence no longer allows is removed and reported ("changing the
 * guarantee type removes the guarantor if the new type does not need one"; "toggling national-only
 * guarantee removes ... the countries-not-covered list").
 */
const engine = fakeEngine({
  fields: presence,
  normalise: (doc) => {
    const fields = presence(doc);
    const document = { ...doc };
    const removed: string[] = [];
    for (const key of ['guarantor', 'countriesNotCovered']) {
      if (document[key] !== undefined && fields[`/${key}`].presence === 'notAllowed') {
        delete document[key];
        removed.push(`/${key}`);
      }
    }
    return { document, removed };
  },
});

function renderForm(declaration: JsonObject, { screenName = 'modify', mode = 'modify', actions = [] }: { screenName?: G01Screen; mode?: FormMode; actions?: DocumentMeta['actions'] } = {}) {
  renderWithProviders(<G01Form screen={screenName} loaded={{ declaration, meta: { ...meta, actions }, mode }} me={me} engine={engine} engineStatus="ready" reload={() => {}} />);
}

const guarantorGroup = () => screen.queryByRole('group', { name: 'Guarantor' });

describe('G01Form: presence from the engine (sections 4 and 5)', { timeout: 30_000 }, () => {
  it('shows the guarantor, required, for type 1', async () => {
    renderForm({ guaranteeType: { code: '1' }, guarantor: { EORINumber: 'MD1' } });
    const group = await screen.findByRole('group', { name: 'Guarantor' });
    // the required mark of the block (aria-hidden: the inputs carry aria-required)
    expect(within(group).getByRole('heading', { name: 'Guarantor' })).toHaveTextContent('Guarantor *');
    expect(screen.getByRole('region', { name: '4. Guarantor' })).toBeInTheDocument();
  });

  it('hides the guarantor and its card for type 3', async () => {
    renderForm({ guaranteeType: { code: '3' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: '4. Guarantor' })).not.toBeInTheDocument());
    expect(guarantorGroup()).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '3. Guarantee Reference' })).toBeInTheDocument();
  });

  it('shows the voucher number for type 4 only', async () => {
    renderForm({ guaranteeType: { code: '4' }, voucherNumber: 'A123456' });
    expect(await screen.findByRole('textbox', { name: /Voucher number/ })).toHaveValue('A123456');
    renderForm({ guaranteeType: { code: '1' } });
    await waitFor(() => expect(screen.getAllByRole('region', { name: '3. Guarantee Reference' })).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Voucher number/ })).toHaveLength(1));
  });

  it('shows the authorisation reference only when simplification is comprehensive, as one field to type or pick it', async () => {
    renderForm({ guaranteeType: { code: '1' }, simplification: { code: '1', name: 'Comprehensive' } });
    expect(await screen.findByRole('combobox', { name: /Authorisation reference/ })).toBeInTheDocument();
    // one input: no separate text field beside the decision picker
    expect(screen.getAllByRole('combobox', { name: /Authorisation reference|CGU decision/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /Authorisation reference|CGU decision/ })).not.toBeInTheDocument();
  });

  it('has no authorisation reference when simplification is not comprehensive', async () => {
    renderForm({ guaranteeType: { code: '1' }, simplification: { code: '3' } });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Guarantor' })).toBeInTheDocument());
    expect(screen.queryByLabelText(/Authorisation reference/)).not.toBeInTheDocument();
  });

  it("asks 'Confirm Change' before national-only clears the countries not covered, and cancel keeps them", async () => {
    renderForm({ guaranteeType: { code: '3' }, nationalGuarantee: false, countriesNotCovered: [{ code: 'RO', name: 'Romania' }] });
    await userEvent.click(await screen.findByRole('checkbox', { name: /National guarantee only/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Change' });
    expect(dialog).toHaveTextContent('A national-only guarantee has no countries not covered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /National guarantee only/ })).not.toBeChecked();
    expect(within(screen.getByRole('region', { name: '7. Countries Not Covered' })).getByDisplayValue('RO - Romania')).toBeInTheDocument();
  });
});

describe("G01Form: 'Confirm Change' on a type change", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before a type that needs no guarantor clears it; proceed removes the guarantor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [{ code: '3', name: 'Cash deposit' }] }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderForm({ guaranteeType: { code: '1', name: 'Comprehensive guarantee' }, guarantor: { EORINumber: 'MD1', name: 'Bank' } });
    expect(await screen.findByRole('group', { name: 'Guarantor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Guarantee type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3 - Cash deposit' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Change' });
    expect(dialog).toHaveTextContent('You have changed the Guarantee type');
    expect(guarantorGroup()).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(guarantorGroup()).not.toBeInTheDocument());
  });
});

describe('G01Form: info header', { timeout: 30_000 }, () => {
  it('masks the master access code until asked, and masks it again', async () => {
    renderForm({ grn: '25MD0000000000017', masterCode: 'AB12', guaranteeType: { code: '1' } }, { screenName: 'view', mode: 'view' });
    const info = await screen.findByTestId('g01-info');
    expect(within(info).getByTestId('master-code')).toHaveTextContent('••••');
    expect(info).not.toHaveTextContent('AB12');
    await userEvent.click(within(info).getByRole('button', { name: 'Show the master access code' }));
    expect(within(info).getByTestId('master-code')).toHaveTextContent('AB12');
    const hide = within(info).getByRole('button', { name: 'Hide the master access code' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(within(info).getByTestId('master-code')).toHaveTextContent('••••');
    expect(info).toHaveTextContent('25MD0000000000017');
  });
});

describe('G01Form: the master access code in card 3', { timeout: 30_000 }, () => {
  for (const mode of ['view', 'modify'] as const) {
    it(`masks it in ${mode} mode until asked, and masks it again`, async () => {
      renderForm({ grn: '25MD0000000000017', masterCode: 'AB12', guaranteeType: { code: '1' } }, { screenName: mode, mode });
      const card = await screen.findByRole('region', { name: '3. Guarantee Reference' });
      const input = within(card).getByLabelText(/^Master access code/);
      expect(input).toHaveAttribute('type', 'password');
      await userEvent.click(within(card).getByRole('button', { name: 'Show Master access code' }));
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveValue('AB12');
      await userEvent.click(within(card).getByRole('button', { name: 'Hide Master access code' }));
      expect(input).toHaveAttribute('type', 'password');
    });
  }
});

describe('G01Form: import', { timeout: 30_000 }, () => {
  it("opens the guarantee's import (a JSON file) from the server's import action", async () => {
    renderForm({}, { screenName: 'new', mode: 'new', actions: [{ name: 'import', action: false }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Application from File' });
    expect(within(dialog).getByLabelText(/Exported guarantee/)).toHaveAttribute('accept', '.json,application/json');
  });
});

describe('G01Form: actions with their own screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the update screen from the view: the view's document is not posted to the update", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const update = { name: 'update', method: 'POST', url: '/v1/g01/g1/update', action: true };
    renderWithProviders(
      <Routes>
        <Route
          path="/guarantees/g01/view/:id"
          element={<G01Form screen="view" loaded={{ declaration: { grn: '25MD0000000000017' }, meta: { ...meta, id: 'g1', documentStatus: 'ACCEPTED', actions: [update] }, mode: 'view' }} me={me} engine={engine} engineStatus="ready" reload={() => {}} />}
        />
        <Route path="/guarantees/g01/update/:id" element={<p>the update screen</p>} />
      </Routes>,
      { route: '/guarantees/g01/view/g1' },
    );
    await userEvent.click(within(await screen.findByRole('toolbar', { name: 'Guarantee actions' })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('the update screen')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/update'))).toEqual([]);
  });
});

describe("G01Form: an officer's decision asks first", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the decision, its effect and who is told; nothing is sent until confirmed, and cancel sends nothing', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('{"type":"INFO","message":"done"}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const revoke = { name: 'revoke', method: 'POST', url: '/v1/g01/g1/revoke', action: true };
    renderWithProviders(
      <G01Form screen="view" loaded={{ declaration: { grn: '25MD0000000000017' }, meta: { ...meta, id: 'g1', documentStatus: 'ACCEPTED', actions: [revoke] }, mode: 'view' }} me={me} engine={engine} engineStatus="ready" reload={() => {}} />,
    );
    const sent = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/revoke'));
    const toolbar = await screen.findByRole('toolbar', { name: 'Guarantee actions' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this guarantee?' });
    expect(dialog).toHaveTextContent('can no longer be used');
    expect(dialog).toHaveTextContent('The holder is told');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([]);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Revoke this guarantee?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
  });
});
