import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentMeta, Me } from '@/api/types';
import type { JsonObject } from '@/lib/jsonPointer';
import type { FormMode } from '@/rules/types';
import { fakeEngine } from '@/testing/fakeEngine';
import { renderWithProviders } from '@/testing/render';
import type { T01Screen } from '../model';
import { T01Form } from './T01Form';

const me: Me = {
  username: 'trader',
  displayName: 'Trader',
  userType: 'trader',
  eori: 'MD1003600000011',
  aeoAuthorised: false,
  linkedEoris: [],
  customsOffices: [],
  permissions: [],
  csrfToken: 'x',
  sessionIdleTimeoutSeconds: 900,
  sso: false,
  settings: { country: 'MD', currency: 'MDL', language: 'en', locale: 'en' },
};

const meta: DocumentMeta = { id: 'd1', documentStatus: 'ACCEPTED', version: 1, currentVersion: 1, versions: [], history: [], messages: [], timers: [], actions: [] };

/** What customs recorded later in the movement's life. */
const lifecycle: JsonObject = {
  lrn: 'LRN1',
  controlDecision: { notificationType: { code: '0', name: 'Decision to control' } },
  departureRiskRules: [{ sequence: 1, code: 'R1', description: 'Rule one', riskColor: 'RED' }],
  incidents: [{ sequence: 1, text: 'Seal broken' }],
  arrival: { arrivalDateAndTimeActual: '2025-01-12T10:00:00' },
};

function renderForm(screenName: T01Screen, mode: FormMode, declaration: JsonObject) {
  renderWithProviders(
    <T01Form screen={screenName} loaded={{ declaration, meta, mode }} me={me} engine={fakeEngine()} engineStatus="ready" reload={() => {}} />,
  );
}

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace('▸', '').replace(/^(\d+)/, '$1 ').replace(/\s+/g, ' ').trim());

describe('T01Form tabs and cards (spec 2.3)', { timeout: 30_000 }, () => {
  it('shows the numbered cards in order, and in view mode the arrival card and the control, history and incidents tabs', async () => {
    renderForm('view', 'view', lifecycle);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Control and Risk Results' })).toBeInTheDocument());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Transit Operation', 'Control and Risk Results', 'Actions and History', 'Incidents']);
    expect(cardTitles()).toEqual([
      '1 Header',
      '3 Actors',
      '4 Transit Guarantees',
      '5 Transit Authorisations',
      '6 Countries and Customs Offices',
      '7 House Consignments',
      '8 Master Consignment',
      '9 Documents',
      '10 Arrival',
    ]);
  });

  it('leaves out the control tab and the arrival card when editing, and the incidents tab when there are none', async () => {
    renderForm('modify-stored', 'modify-stored', { lrn: 'LRN1', arrival: lifecycle.arrival, controlDecision: lifecycle.controlDecision });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Transit Operation' })).toBeInTheDocument());
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(cardTitles()).not.toContain('10 Arrival');
  });

  it('shows card 2 for an amendment of type Other only', async () => {
    renderForm('modify', 'modify', { lrn: 'LRN1', amendmentType: { code: '0', name: 'Other' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '2 Transit operation' })).toHaveAttribute('aria-expanded', 'false'));
    expect(within(screen.getByRole('radiogroup', { name: /Amendment type/ })).getByLabelText('0 - Other')).toBeChecked();
  });

  it('shows the goods block (3.6, 5.9) in the master consignment card', async () => {
    const goods = [{ sequence: 1, taricCode: '6109100010', commodityCode: '61091000', goodsDescription: 'T-shirts of cotton' }];
    renderForm('modify-stored', 'modify-stored', { lrn: 'LRN1', goods });
    const master = await screen.findByRole('button', { name: '8 Master Consignment' });
    master.click();
    const block = await screen.findByRole('group', { name: 'Goods' });
    expect(within(block).getByRole('textbox', { name: 'CN code' })).toHaveValue('6109100010');
    expect(within(block).getByRole('textbox', { name: 'Commodity code' })).toHaveValue('61091000');
    expect(within(block).getByRole('textbox', { name: 'Description of goods' })).toHaveValue('T-shirts of cotton');
  });

  it('records control results in an eleventh card in control-results mode', async () => {
    renderForm('control-results', 'control-results', { lrn: 'LRN1' });
    expect(await screen.findByRole('button', { name: '11 Control results' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Control result' })).toBeEnabled();
    // the results answer an IE060 decision (spec 5.1): the officer can complete it in the same card
    expect(screen.getByRole('heading', { name: 'IE060 Decision Control' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Notification type' })).toBeEnabled();
  });
});

describe('T01Form: the refusal in words (issue 14)', { timeout: 30_000 }, () => {
  const ie056 = (payload: Record<string, unknown>) =>
    ({ id: 2, messageType: 'IE056', name: 'Rejection from Office of Departure', action: 'reject', atMs: Date.UTC(2026, 10, 24, 9, 30), userName: 'officer', office: 'MD100100', version: 1, hasXml: true, payload }) as unknown as DocumentMeta['messages'][number];

  function renderRejected(messages: DocumentMeta['messages'], mode: FormMode = 'view') {
    renderWithProviders(
      <T01Form screen="view" loaded={{ declaration: { lrn: 'LRN1' }, meta: { ...meta, documentStatus: 'REJECTED', messages }, mode }} me={me} engine={fakeEngine()} engineStatus="ready" reload={() => {}} />,
    );
  }

  it("shows the office's reason for the rejection on the declaration, not only under Actions and History", async () => {
    renderRejected([ie056({ reason: 'Box 18: gross mass missing', businessRejectionType: '015' })]);
    const region = await screen.findByRole('region', { name: 'Rejected by the office of departure' });
    expect(region).toHaveTextContent('Reason: Box 18: gross mass missing');
    expect(region).toHaveTextContent('office MD100100 (IE056)');
    expect(region).not.toHaveTextContent('{');
  });

  it('lists each functional error of an IE056 with its field in words', async () => {
    renderRejected([
      ie056({
        reason: 'Errors in the declaration',
        functionalErrors: [
          { errorPointer: '/houseConsignments/0/houseItems/1/grossMass', errorCode: '13', errorReason: 'R0042' },
          { errorPointer: '/CC015C/Consignment/HouseConsignment[1]/ConsignmentItem[2]/Commodity/descriptionOfGoods', errorCode: '12', originalAttributeValue: 'x' },
        ],
      }),
    ]);
    const errors = await screen.findByTestId('refusal-errors');
    const items = within(errors).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('House consignment 1 › House item 2 › Gross mass: Condition violation (missing) — R0042');
    expect(within(items[0]).getByRole('button', { name: 'House consignment 1 › House item 2 › Gross mass' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Consignment › House consignment 1 › Consignment item 2 › Commodity › Description of goods: Codelist violation — value found: x');
    expect(screen.getByRole('region', { name: 'Rejected by the office of departure' })).toHaveTextContent('The office found 2 errors in the data:');
  });

  it('shows nothing once a later message answered the refusal, nor while editing', async () => {
    const ie013 = { ...ie056({}), id: 3, messageType: 'IE013' } as DocumentMeta['messages'][number];
    renderRejected([{ ...ie056({ reason: 'G09' }), messageType: 'IE055' } as DocumentMeta['messages'][number], ie013]);
    await screen.findByRole('heading', { level: 2, name: /Transit Operation|Header/ });
    expect(screen.queryByTestId('refusal-reasons')).toBeNull();
  });
});
