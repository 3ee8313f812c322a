import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { ro } from '@/i18n/ro';
import type { JsonObject } from '@/lib/jsonPointer';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { fieldKeys } from './fields';
import { SECTIONS, SectionCards } from './sections';

const EUR = { code: 'EUR', name: 'Euro' };
const office = (code: string) => ({ code, name: `Office ${code}` });

/** Section B of the special procedures, as the engine keeps it at the document root. */
const SECTION_B: JsonObject = {
  detailsOfPlannedActivities: 'Assembly of industrial pumps',
  operationsNumber: 24,
  suggestedCustomsOffices: { placement: office('RO100001'), discharge: office('RO100002'), supervision: office('RO100003'), guarantee: office('RO100004') },
  periodOfDischarge: { procedureMonths: 6, billOfDischarge: true, dischargeDescription: 'Six months of assembly' },
  guarantee: { guaranteeIndication: true, guaranteeReferenceNumber: '24RO0000000000001', guaranteeAmount: { amountValue: 5000, amountCurrency: EUR } },
  rightsTransfer: { indication: true, description: 'To the subsidiary in Cluj' },
};

const LOCATION = { sequence: 1, name: 'Plant Brașov', streetNumber: 'Str. Fabricii 3', postcode: '500001', city: 'Brașov' };

/** A goods item of a special procedure: the goods, the rate of yield, the identification, the economic conditions. */
const PROCEDURE_GOODS = {
  goods: { sequence: 1, taricCode: '8413910000', goodsDescription: 'Pump housings', goodsQuantity: 100, measureUnit: { code: 'PCE', name: 'Pieces' }, amountValue: 2500, amountCurrency: EUR },
  rateOfYield: 'One pump per housing',
  equivalentGoodsIndication: false,
  goodsIdentification: { code: { code: '1', name: 'Serial numbers' }, description: 'Engraved serial numbers' },
  economicConditions: [{ code: { code: '01', name: 'Not produced in the Union' }, description: 'No Union producer' }],
};

const PROCESSING = {
  specialProcedureGoods: [PROCEDURE_GOODS],
  processedProducts: [{ sequence: 1, commodityCode: '84137021', goodsDescription: 'Centrifugal pumps', goodsQuantity: 100, measureUnit: { code: 'PCE' }, specialProvisions: true }],
  placesOfProcessing: [LOCATION],
  firstPlaceOfUse: LOCATION,
};

const STORAGE_FACILITY = { identificationNumber: 'RO-TS-0001', facilityDescription: 'Bonded shed', street: 'Str. Portului 1', postcode: '900001', city: 'Constanța', country: { code: 'RO', name: 'Romania' }, totalArea: 350, areas: [200, 150] };

const SECTION_B_TITLES = ['Planned activities', 'Suggested customs offices', 'Period of discharge', 'Guarantee', 'Transfer of rights and obligations'];
const SECTION_B_VALUES = ['Assembly of industrial pumps', '24', 'RO100001 - Office RO100001', 'RO100004 - Office RO100004', '6', '24RO0000000000001', '5000', 'To the subsidiary in Cluj'];

interface Case {
  document: JsonObject;
  /** The kind's own sections in order, numbered from 3. */
  titles: string[];
  /** Labels of inputs (checkboxes included) the form shows. */
  labels: string[];
  /** Values the inputs show. */
  values: string[];
  /** Rows of lists (their item label and number). */
  rows?: string[];
}

const CASES: Record<string, Case> = {
  dpo: {
    document: {
      paymentDeferment: {
        proceduresConcerned: [
          {
            procedureCode: { code: '40', name: 'Release for free circulation' },
            authorisationType: { code: 'CWP', name: 'Customs warehousing' },
            decisionReferenceNumber: 'ROCWP2025000001',
            amountValue: 1500.5,
            amountCurrency: EUR,
            averagePeriod: 'Three months',
          },
        ],
        guarantee: { indication: true, guaranteeReference: '24RO0000000000009' },
        defermentPaymentType: { code: 'B', name: 'Global deferment' },
        customsOfficeOfGuarantee: office('RO100000'),
        defermentGoods: { goodsDescription: 'Spare parts', valueOfGoods: { amountValue: 10000, amountCurrency: EUR } },
      },
      operationsNumber: 12,
    },
    titles: ['Payment deferment'],
    labels: ['Procedure code', 'Authorisation type', 'Decision reference number', 'Average period under the procedure', 'Guarantee required', 'Type of deferment of payment', 'Customs office of guarantee', 'Value of the goods', 'Number of operations'],
    values: ['40 - Release for free circulation', 'CWP - Customs warehousing', 'ROCWP2025000001', '1500.5', 'EUR - Euro', '24RO0000000000009', 'B - Global deferment', 'RO100000 - Office RO100000', 'Spare parts', '10000', '12'],
    rows: ['Procedure code 1'],
  },
  opo: {
    document: {
      ...SECTION_B,
      outwardProcessing: {
        specialProcedureGoods: [PROCEDURE_GOODS],
        processedProducts: PROCESSING.processedProducts,
        priorImport: { replacementProducts: { indicator: true, timeLimit: 3 }, processedProducts: { indicator: false } },
        standardExchange: {
          indication: true,
          exchangeType: { code: '1', name: 'Standard exchange without prior import' },
          replacementProducts: [{ commodityCode: '84139100', productCode: { code: '2', name: 'Serial number' }, productsDescription: 'Repaired housings' }],
          exchangeSystemDescription: 'Repaired units replace the faulty ones',
        },
        placesOfProcessing: [LOCATION],
      },
    },
    titles: [...SECTION_B_TITLES, 'Outward processing'],
    labels: ['Rate of yield', 'Prior import of replacement products', 'Prior import of processed products', 'Time limit (months)', 'Standard exchange system used', 'Type of standard exchange system', 'Identification of the replacement products', 'Description of the standard exchange system'],
    values: [...SECTION_B_VALUES, 'Pump housings', '8413910000', 'One pump per housing', '3', '2 - Serial number', 'Repaired units replace the faulty ones', 'Plant Brașov'],
    rows: ['Goods item 1', 'Processed product 1', 'Replacement product 1', 'Location 1', 'Economic condition 1'],
  },
  ipo: {
    document: { ...SECTION_B, inwardProcessing: { ...PROCESSING, indicators: { priorExportation: true, declarationPeriod: 4, releaseBillOfDischarge: true, dutiesCalculation: false } } },
    titles: [...SECTION_B_TITLES, 'Inward processing'],
    labels: ['Prior exportation of processed products (IP EX/IM)', 'Period for declaring the non-Union goods (months)', 'Bill of discharge to be released', 'Import duty calculated under Article 86(3) of the Code', 'Special provisions apply'],
    values: [...SECTION_B_VALUES, 'Pump housings', 'Centrifugal pumps', '84137021', '4', '1 - Serial numbers', 'Engraved serial numbers'],
    rows: ['Goods item 1', 'Processed product 1', 'Location 1'],
  },
  eus: {
    document: { ...SECTION_B, endUse: PROCESSING },
    titles: [...SECTION_B_TITLES, 'End use'],
    labels: ['Places of processing or use', 'First place of processing or use', 'Equivalent goods used', 'Economic conditions code'],
    values: [...SECTION_B_VALUES, 'Pump housings', 'Centrifugal pumps', 'No Union producer', '01 - Not produced in the Union'],
    rows: ['Goods item 1', 'Processed product 1', 'Location 1'],
  },
  tst: {
    document: {
      temporaryStorage: {
        temporaryStorageGoods: { goodsDescription: 'Containers of textiles' },
        guarantee: { guaranteeIndication: true, guaranteeReferenceNumber: '24RO0000000000002', comprehensiveIndication: true, guaranteeAmount: { amountValue: 800, amountCurrency: EUR }, guaranteeNote: 'Bank guarantee' },
        customsOfficeOfGuarantee: office('RO100000'),
        customsOfficeOfSupervision: office('RO200000'),
        storageFacilityDetails: STORAGE_FACILITY,
        storageOfUnionGoods: { indication: true, description: 'Union goods on separate shelves' },
        movementOfGoods: { legalBase: { code: 'A', name: 'Article 148(5)(a)' }, holder: 'RO9876543210', location: { name: 'Depot Galați', city: 'Galați' } },
      },
      operationsNumber: 40,
    },
    titles: ['Temporary storage'],
    labels: ['Supervising customs office', 'Comprehensive guarantee used', 'Guarantee note', 'Storage of Union goods', 'Legal base', 'EORI number of the holder', 'Total area (m²)', 'Area 1', 'Area 2', 'Add Area'],
    values: ['Containers of textiles', 'RO200000 - Office RO200000', 'Bonded shed', 'RO - Romania', '350', '200', '150', 'Union goods on separate shelves', 'A - Article 148(5)(a)', 'RO9876543210', 'Depot Galați', '40'],
  },
  cwp: {
    document: {
      ...SECTION_B,
      periodOfDischarge: undefined as never,
      warehouseType: { code: 'CW1', name: 'Public customs warehouse type I' },
      customsWarehousing: {
        customsWarehousingGoods: [
          {
            commodityCodeTaricCode: '2204',
            goodsDescription: 'Wine in bottles',
            equivalentGoodsIndication: true,
            equivalentGoods: { commodityCode: '22042100', goodsDescription: 'Wine of the same grade', goodsIdentification: { code: '3', name: 'Samples' }, commercialQuality: 'Same vintage and region' },
          },
        ],
        storageOfUnionGoods: { indication: false },
        temporaryRemoval: { indication: true, description: 'Bottling on site' },
        storageFacilityDetails: STORAGE_FACILITY,
        additionalInformation: 'Cellar kept at 12 °C',
      },
    },
    titles: ['Planned activities', 'Suggested customs offices', 'Guarantee', 'Transfer of rights and obligations', 'Customs warehousing'],
    labels: ['Type of customs warehouse', 'Commercial quality and technical characteristics', 'Temporary removal', 'Notes'],
    values: ['CW1 - Public customs warehouse type I', '2204', 'Wine in bottles', 'Wine of the same grade', '3 - Samples', 'Bottling on site', 'Cellar kept at 12 °C'],
    rows: ['Goods item 1'],
  },
  sde: {
    document: {
      simplifiedDeclarationGoods: { goodsDescription: 'Fresh fruit' },
      operationsNumber: 1200,
      prohibitionsAndRestrictions: 'Phytosanitary certificates',
      proceduresConcerned: [{ code: '40', name: 'Release for free circulation' }],
      subcontractor: 'Broker SRL, Str. Vămii 2, Iași',
      guaranteeReferenceNumber: '24RO0000000000003',
      defermentPaymentType: { code: 'A', name: 'Individual deferment' },
      customsOfficeOfGuarantee: office('RO300000'),
    },
    titles: ['Simplified declaration'],
    labels: ['Prohibitions and restrictions', 'Subcontractor', 'Guarantee reference number', 'Type of deferment of payment'],
    values: ['Fresh fruit', '1200', 'Phytosanitary certificates', '40 - Release for free circulation', 'Broker SRL, Str. Vămii 2, Iași', 'A - Individual deferment', 'RO300000 - Office RO300000'],
    rows: ['Procedure code 1'],
  },
  cgu: {
    document: {
      proceduresConcerned: [{ code: '71', name: 'Customs warehousing' }],
      locations: [LOCATION],
      guaranteeReferenceAmount: { amountValue: 250000, amountCurrency: EUR, description: 'Average monthly duties' },
      levelOfGuarantees: [{ sequence: 1, levelOfGuarantee: { code: 'A1', name: '100%' }, description: 'Existing debts' }],
      guaranteeForm: { guaranteeForm: { code: '2', name: 'Guarantor undertaking', guarantorUndertaking: true }, guarantor: { name: 'Bank SA', street: 'Bd. Unirii 1', postCode: '030167', city: 'București', country: { code: 'RO', name: 'Romania' } }, textDescription: 'Bank guarantee' },
      placeOfAccount: 'Head office, Cluj',
      paymentTimeLimit: { code: '1', name: '30 days' },
      operationsNumber: 500,
    },
    titles: ['Comprehensive Guarantee Application Information'],
    labels: ['Applicable customs procedures', 'Guarantee reference amount', 'Level of guarantee', 'Form of guarantee', 'Guarantor', 'Description of the guarantee', 'Place where the accounts are kept', 'Time limit for payment'],
    values: ['71 - Customs warehousing', 'Plant Brașov', '250000', 'Average monthly duties', 'A1 - 100%', '2 - Guarantor undertaking', 'Bank SA', '030167', '1 - 30 days', '500'],
    rows: ['Procedure code 1', 'Location 1', 'Level of guarantee 1'],
  },
  tea: {
    document: {
      ...SECTION_B,
      temporaryAdmission: {
        temporaryAdmissionGoods: [{ ...PROCEDURE_GOODS, rateOfYield: undefined as never, economicConditions: undefined as never }],
        placesOfProcessing: [LOCATION],
        firstPlaceOfUse: LOCATION,
        goodsOwners: [{ name: 'Pump Rental GmbH', country: { code: 'DE', name: 'Germany' }, postcode: '80331', city: 'München', streetNumber: 'Marienplatz 1' }],
      },
    },
    titles: [...SECTION_B_TITLES, 'Temporary admission'],
    labels: ['Goods to be placed under temporary admission', 'Places of use', 'First place of processing or use', 'Owners of the goods'],
    values: [...SECTION_B_VALUES, 'Pump housings', 'Pump Rental GmbH', 'DE - Germany', 'München'],
    rows: ['Goods item 1', 'Location 1', 'Owner of the goods 1'],
  },
};

/** The document without the keys a case set to undefined (the JSON the engine would keep). */
const json = (doc: JsonObject): JsonObject => JSON.parse(JSON.stringify(doc)) as JsonObject;

function renderKind(kind: string, document: JsonObject) {
  renderWithProviders(
    <FormHarness engine={fakeEngine()} initialDocument={json(document)}>
      <SectionCards sections={SECTIONS[kind]} first={3} />
    </FormHarness>,
  );
}

describe('the sections of the procedure and guarantee kinds', () => {
  it.each(Object.keys(CASES))('%s shows its sections in the order of the spec, with the fields of its document', async (kind) => {
    const { document, titles, labels, values, rows = [] } = CASES[kind];
    renderKind(kind, document);
    await waitFor(() => expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(titles.map((title, i) => `${i + 3}. ${title}`)));
    for (const label of labels) expect(screen.getAllByLabelText(label, { exact: true }).length, label).toBeGreaterThan(0);
    for (const value of values) expect(screen.getAllByDisplayValue(value).length, value).toBeGreaterThan(0);
    for (const row of rows) expect(screen.getAllByRole('group', { name: row }).length, row).toBeGreaterThan(0);
    // the richest forms render a few hundred inputs: a loaded machine takes longer than the default
  }, 30_000);

  it('puts section B where the document has it (the root) and the kind block under its own key', () => {
    renderKind('tea', CASES.tea.document);
    const planned = screen.getByRole('region', { name: '3. Planned activities' });
    expect(within(planned).getByLabelText('Details of planned activities')).toHaveAttribute('id', 'field/detailsOfPlannedActivities');
    expect(within(screen.getByRole('region', { name: '4. Suggested customs offices' })).getByLabelText('Customs office of placement')).toHaveAttribute('id', 'field/suggestedCustomsOffices/placement');
    const owner = within(screen.getByRole('region', { name: '8. Temporary admission' })).getByRole('group', { name: 'Owner of the goods 1' });
    expect(within(owner).getByLabelText('Name')).toHaveAttribute('id', 'field/temporaryAdmission/goodsOwners/0/name');
    expect(within(owner).getByLabelText('Name')).toHaveValue('Pump Rental GmbH');
  });

  it('shows the guarantee of the special procedures with its amount in a currency', () => {
    renderKind('opo', CASES.opo.document);
    const guarantee = screen.getByRole('region', { name: '6. Guarantee' });
    expect(within(guarantee).getByLabelText('Guarantee required')).toBeChecked();
    expect(within(guarantee).getByLabelText('Guarantee amount')).toHaveValue('5000');
    expect(within(guarantee).getByLabelText('Currency')).toHaveValue('EUR - Euro');
  });
});

describe('the sections of the transit kinds', () => {
  it.each([
    ['act', ['Locations where goods will be received', 'Destination and operations']],
    ['acr', ['Locations from which goods will be sent', 'Comprehensive guarantee', 'Destination and operations']],
    ['trd', ['Reduced data set']],
    ['etd', ['Electronic transport document']],
    ['sse', ['Type of Seals']],
    ['eir', ["Entry in the declarant's records"]],
  ])('%s keeps its sections', async (kind, titles) => {
    renderKind(kind, {});
    await waitFor(() => expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(titles.map((title, i) => `${i + 3}. ${title}`)));
  });

  it('keeps the rows of the declarant entry: commodity codes, offices, locations and procedure codes typed', () => {
    renderKind('eir', {
      declarantData: {
        goodsConcerned: [{ taricCode: '8471300000', goodsDescription: 'Portable computers' }],
        responsibleCustomsOffices: [office('MD100100')],
        locationOfGoods: [LOCATION],
        proceduresConcerned: [{ code: '4000' }],
        waiver: { indication: true },
      },
    });
    expect(screen.getByRole('group', { name: 'Commodity code 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('TARIC code')).toHaveValue('8471300000');
    expect(within(screen.getByRole('group', { name: 'Customs office 1' })).getByLabelText('Customs office')).toHaveValue('MD100100 - Office MD100100');
    expect(within(screen.getByRole('group', { name: 'Location 1' })).getByLabelText('City')).toHaveValue('Brașov');
    expect(within(screen.getByRole('group', { name: 'Procedure code 1' })).getByLabelText('Procedure code')).toHaveAttribute('id', 'field/declarantData/proceduresConcerned/0/code');
    expect(screen.getByLabelText('Waiver of the presentation of goods')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add Customs office' })).toBeInTheDocument();
  });
});

describe('the labels of the sections', () => {
  const sections = Object.values(SECTIONS).flat();
  // the amount's currency is labelled by the renderer
  const fields = [...new Set([...sections.flatMap((s) => fieldKeys(s.fields)), 'amountCurrency' as const])];
  const titles = [...new Set(sections.map((s) => s.title))];

  it('exist in English and in Romanian for every field and section', () => {
    for (const key of fields) {
      expect(en.authorisations.fields[key], key).toBeTruthy();
      expect(ro.authorisations.fields[key], key).toBeTruthy();
    }
    for (const key of titles) {
      expect(en.authorisations.sections[key], key).toBeTruthy();
      expect(ro.authorisations.sections[key], key).toBeTruthy();
    }
  });

  it('cover the sixteen kinds', () => {
    expect(Object.keys(SECTIONS).sort()).toEqual(['ace', 'acr', 'act', 'cgu', 'cwp', 'dpo', 'eir', 'etd', 'eus', 'ipo', 'opo', 'sde', 'sse', 'tea', 'trd', 'tst']);
  });
});
