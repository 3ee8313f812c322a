import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as CatalogApi from '@/api/catalog';
import type { DocumentFormController } from '@/components/form';
import type { JsonObject } from '@/lib/jsonPointer';
import type { FormMode } from '@/rules/types';
import { fakeEngine, type FakeEngineScript } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { guaranteeForm, procedureGoods, storageFacility } from './blocks';
import { amount, Fields, list, text, type Field } from './fields';
import { SECTIONS, SectionCards } from './sections';

const FORMS = [
  { code: '1', name: 'Cash deposit', guarantorUndertaking: false, legalBasis: 'UCC 92(1)(a)' },
  { code: '2', name: 'Undertaking given by a guarantor', guarantorUndertaking: true, legalBasis: 'UCC 92(1)(b)' },
];

vi.mock('@/api/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogApi>()),
  searchCatalog: vi.fn(async () => ({ items: FORMS, total: FORMS.length })),
}));

function renderFields(fields: readonly Field[], document: JsonObject, options: { script?: FakeEngineScript; mode?: FormMode } = {}) {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness engine={fakeEngine(options.script)} initialDocument={document} mode={options.mode} onController={(c) => (form = c)}>
      <Fields fields={fields} />
    </FormHarness>,
  );
  return () => form!;
}

describe('the fields of an authorisation form', () => {
  it('join the pointers of groups and list rows to their parent, an amount under its own', async () => {
    const form = renderFields([list('/proceduresConcerned', 'proceduresConcerned', 'procedure', [text('/averagePeriod', 'averagePeriod'), amount('', 'amount')])], {
      proceduresConcerned: [{ averagePeriod: 'Two months' }],
    });
    const row = screen.getByRole('group', { name: 'Procedure code 1' });
    expect(within(row).getByLabelText('Average period under the procedure')).toHaveAttribute('id', 'field/proceduresConcerned/0/averagePeriod');
    await userEvent.type(within(row).getByLabelText('Amount'), '12.5');
    await waitFor(() => expect(form().document).toEqual({ proceduresConcerned: [{ averagePeriod: 'Two months', amountValue: 12.5 }] }));
    expect(within(row).getByLabelText('Currency')).toHaveAttribute('id', 'field/proceduresConcerned/0/amountCurrency');
  });

  it('show nothing of a block the engine does not allow: the equivalent goods while the switch is off', async () => {
    const goods = { goods: { taricCode: '8413910000' }, equivalentGoodsIndication: false, goodsIdentification: {} };
    renderFields([procedureGoods('/goods')], { goods: [goods] }, { script: { fields: { '/goods/0/equivalentGoods': { presence: 'notAllowed' }, '/goods/0/rateOfYield': { presence: 'required' } } } });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Equivalent goods' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Identification of goods' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Commercial quality and technical characteristics')).not.toBeInTheDocument();
    // the engine says what is required, the form only shows it
    expect(screen.getByRole('textbox', { name: /Rate of yield/ })).toHaveAttribute('aria-required', 'true');
  });

  it('keep the guarantor undertaking of the guarantee form picked (the model keeps code, name and the flag)', async () => {
    const form = renderFields([guaranteeForm('/guaranteeForm')], { guaranteeForm: {} });
    await userEvent.type(screen.getByLabelText('Form of guarantee'), 'Under');
    await userEvent.click(await screen.findByRole('option', { name: '2 - Undertaking given by a guarantor' }));
    await waitFor(() => expect(form().document.guaranteeForm).toEqual({ guaranteeForm: { code: '2', name: 'Undertaking given by a guarantor', guarantorUndertaking: true } }));
  });
});

describe('the areas of a storage facility (a list of numbers)', () => {
  it('append what is typed in the last input, and each area leaves the list by its delete', async () => {
    const form = renderFields([storageFacility('/storageFacilityDetails')], { storageFacilityDetails: { areas: [200] } });
    expect(screen.getByLabelText('Area 1')).toHaveValue('200');
    await userEvent.type(screen.getByLabelText('Add Area'), '150.5');
    await waitFor(() => expect(form().document.storageFacilityDetails).toEqual({ areas: [200, 150.5] }));
    expect(screen.getByLabelText('Area 2')).toHaveValue('150.5');
    expect(screen.getByLabelText('Add Area')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Area 1' }));
    await waitFor(() => expect(form().document.storageFacilityDetails).toEqual({ areas: [150.5] }));
    expect(screen.getByLabelText('Area 1')).toHaveValue('150.5');
  });

  it('are only read in view mode', () => {
    renderFields([storageFacility('/storageFacilityDetails')], { storageFacilityDetails: { areas: [200, 150] } }, { mode: 'view' });
    expect(screen.getByLabelText('Area 2')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Add Area')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('the sections of a kind', () => {
  it('leave out a section the engine hides and number the next ones on (OPO without prior import has no guarantee)', async () => {
    renderWithProviders(
      <FormHarness engine={fakeEngine({ fields: { '/guarantee': { presence: 'notAllowed' }, '/suggestedCustomsOffices/guarantee': { presence: 'notAllowed' } } })} initialDocument={{}}>
        <SectionCards sections={SECTIONS.opo} first={3} />
      </FormHarness>,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
        '3. Planned activities',
        '4. Suggested customs offices',
        '5. Period of discharge',
        '6. Transfer of rights and obligations',
        '7. Outward processing',
      ]),
    );
    expect(screen.queryByLabelText('Customs office of guarantee')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customs office of placement')).toBeInTheDocument();
  });
});
