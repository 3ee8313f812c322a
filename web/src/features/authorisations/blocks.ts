import { amount, catalog, check, codes, decimal, group, list, number, numbers, office, text, type Field, type FieldKey, type SectionKey } from './fields';

/**
 * The shared blocks of the authorisation forms (spec 3 'Shared entities'), declared once as
 * the rule crate's blocks are (crates/rules/src/authorisation/blocks): a kind composes them.
 * Pointers inside a block are relative to where the kind puts it.
 */

/** A section of a kind's form: a title and its fields (pointers from the document root). */
export interface Section {
  title: SectionKey;
  fields: readonly Field[];
}

export const operations = number('/operationsNumber', 'operationsNumber');

/** A location (location.rs): one row of the places lists, or one place. */
export const LOCATION: readonly Field[] = [text('/name', 'name'), text('/streetNumber', 'streetNumber'), text('/postcode', 'postcode'), text('/city', 'city')];
export const locations = (pointer: string, label: FieldKey = 'locations'): Field => list(pointer, label, 'location', LOCATION);

/** Customs offices (rows of {code, name}). */
export const offices = (pointer: string, label: FieldKey): Field => codes(pointer, label, 'customsOffice', 'customs-office');

/** The goods of an authorisation (blocks/goods.rs: the CN code, the description, the quantity and the value). */
export const GOODS: readonly Field[] = [
  text('/taricCode', 'taricCode'),
  text('/goodsDescription', 'goodsDescription'),
  decimal('/goodsQuantity', 'goodsQuantity'),
  catalog('/measureUnit', 'measureUnit'),
  amount('', 'goodsValue'),
];

/** Goods described in words (TST, SDE). */
export const describedGoods = (pointer: string): Field => group(pointer, 'goods', [text('/goodsDescription', 'goodsDescription')]);

/**
 * The equivalent goods switch (equivalent_goods.rs): on shows the equivalent goods, off the
 * identification of goods (the engine says which, and that end use keeps both).
 */
export const EQUIVALENCE: readonly Field[] = [
  check('/equivalentGoodsIndication', 'equivalentGoodsIndication'),
  group('/goodsIdentification', 'goodsIdentification', [catalog('/code', 'identificationCode'), text('/description', 'identificationDescription')]),
  group('/equivalentGoods', 'equivalentGoods', [
    text('/commodityCode', 'commodityCode'),
    text('/goodsDescription', 'goodsDescription'),
    catalog('/goodsIdentification', 'identificationCode'),
    text('/commercialQuality', 'commercialQuality'),
  ]),
];

/**
 * Goods of a special procedure (procedure_goods.rs): the goods, the rate of yield, the
 * equivalent goods switch and the economic conditions; temporary admission has no rate of
 * yield nor economic conditions (the engine hides them).
 */
export const procedureGoods = (pointer: string, label: FieldKey = 'goodsToBeProcessed'): Field =>
  list(pointer, label, 'goodsItem', [
    group('/goods', undefined, GOODS),
    text('/rateOfYield', 'rateOfYield'),
    ...EQUIVALENCE,
    list('/economicConditions', 'economicConditions', 'economicCondition', [catalog('/code', 'economicConditionCode'), text('/description', 'description')]),
  ]);

/** Processed products (processed_product.rs); the special provisions of end use only. */
export const processedProducts = (pointer: string): Field =>
  list(pointer, 'processedProducts', 'processedProduct', [
    text('/commodityCode', 'commodityCode'),
    text('/goodsDescription', 'goodsDescription'),
    number('/goodsQuantity', 'goodsQuantity'),
    catalog('/measureUnit', 'measureUnit'),
    check('/specialProvisions', 'specialProvisions'),
  ]);

/** An indication (the label says of what) and its description (rights_transfer.rs: rights transfer, storage of Union goods, temporary removal). */
export const indicated = (pointer: string, label: FieldKey): Field => group(pointer, undefined, [check('/indication', label), text('/description', 'description')]);

/** The CDS guarantee (cds_guarantee.rs). */
export const cdsGuarantee = (pointer: string, label?: FieldKey): Field =>
  group(pointer, label, [
    check('/guaranteeIndication', 'guaranteeIndication'),
    text('/guaranteeReferenceNumber', 'guaranteeReferenceNumber'),
    check('/comprehensiveIndication', 'comprehensiveIndication'),
    amount('/guaranteeAmount', 'guaranteeAmount'),
    text('/guaranteeNote', 'guaranteeNote'),
  ]);

/** The storage facility (storage_facility.rs); the total area is the engine's sum once an area exists. */
export const storageFacility = (pointer: string): Field =>
  group(pointer, 'storageFacility', [
    text('/identificationNumber', 'identificationNumber'),
    text('/facilityDescription', 'facilityDescription'),
    text('/street', 'street'),
    text('/postcode', 'postcode'),
    text('/city', 'city'),
    catalog('/country', 'country', 'country'),
    decimal('/totalArea', 'totalArea'),
    numbers('/areas', 'areas', 'area'),
  ]);

/** The form of guarantee and its guarantor (guarantee_form.rs): the catalog item keeps whether a guarantor undertakes. */
export const guaranteeForm = (pointer: string): Field =>
  group(pointer, undefined, [
    catalog('/guaranteeForm', 'guaranteeForm', 'guarantee-form', ['code', 'name', 'guarantorUndertaking']),
    group('/guarantor', 'guarantor', [text('/name', 'name'), text('/street', 'street'), text('/postCode', 'postcode'), text('/city', 'city'), catalog('/country', 'country', 'country')]),
    text('/textDescription', 'textDescription'),
  ]);

/** A goods owner (goods_owner.rs). */
export const goodsOwners = (pointer: string): Field =>
  list(pointer, 'goodsOwners', 'goodsOwner', [text('/name', 'name'), catalog('/country', 'country', 'country'), text('/postcode', 'postcode'), text('/city', 'city'), text('/streetNumber', 'streetNumber')]);

/**
 * Section B of the special procedures (procedure.rs, flattened at the document root): planned
 * activities, suggested customs offices, period of discharge (not customs warehousing),
 * guarantee, transfer of rights and obligations. The engine hides the guarantee where the
 * kind asks none (OPO without prior import, IPO without prior exportation).
 */
export function procedure({ discharge }: { discharge: boolean }): Section[] {
  return [
    { title: 'plannedActivities', fields: [text('/detailsOfPlannedActivities', 'detailsOfPlannedActivities'), operations] },
    {
      title: 'suggestedCustomsOffices',
      fields: [
        group('/suggestedCustomsOffices', undefined, [
          office('/placement', 'customsOfficeOfPlacement'),
          office('/discharge', 'customsOfficeOfDischarge'),
          office('/supervision', 'customsOfficeOfSupervision'),
          office('/guarantee', 'customsOfficeOfGuarantee'),
        ]),
      ],
    },
    ...(discharge
      ? [
          {
            title: 'periodOfDischarge',
            fields: [
              group('/periodOfDischarge', undefined, [
                number('/procedureMonths', 'procedureMonths'),
                check('/billOfDischarge', 'billOfDischarge'),
                text('/dischargeDescription', 'dischargeDescription'),
                check('/automaticExtension', 'automaticExtension'),
              ]),
            ],
          } satisfies Section,
        ]
      : []),
    { title: 'guarantee', fields: [cdsGuarantee('/guarantee')] },
    { title: 'rightsTransfer', fields: [indicated('/rightsTransfer', 'rightsTransfer')] },
  ];
}

/**
 * The goods, products and places of inward processing and of end use (ipo.rs `Processing`);
 * the indicators are inward processing's (the engine hides them in end use).
 */
export const processing = (pointer: string): Field =>
  group(pointer, undefined, [
    procedureGoods('/specialProcedureGoods'),
    processedProducts('/processedProducts'),
    group('/indicators', 'indicators', [
      check('/priorExportation', 'priorExportation'),
      number('/declarationPeriod', 'declarationPeriod'),
      check('/releaseBillOfDischarge', 'releaseBillOfDischarge'),
      check('/dutiesCalculation', 'dutiesCalculation'),
    ]),
    locations('/placesOfProcessing', 'placesOfProcessing'),
    group('/firstPlaceOfUse', 'firstPlaceOfUse', LOCATION),
  ]);
