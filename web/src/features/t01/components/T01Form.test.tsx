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
  linkedEoris: [],
  permissions: [],
  csrfToken: 'x',
  sessionIdleTimeoutSeconds: 900,
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
