import { expect, type Locator, type Page } from '@playwright/test';
import { HEADQUARTERS } from './authorisations';
import { input, pickOption } from './app';
import { group, openCard, section } from './editor';

/**
 * How the trader fills the nine procedure and guarantee forms (issue 'Authorisations II'):
 * every required field through the screen's own controls, the sections found by the titles
 * and numbers the applicant sees. Used by the form journeys and the CGU journey.
 */

const OFFICE = 'MD100100';

/** A place of the location block: name, street and number, city. */
export async function addLocation(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name: 'Add Location' }).last().click();
  // the new row (a first place of use may follow the list with the same fields)
  const row = scope.getByRole('group', { name: /^Location \d+$/ }).last();
  await input(row, 'Name').fill(name);
  await input(row, 'Street and number').fill('Str. Vamii 1');
  await input(row, 'City').fill('Chișinău');
}

/** The main accounts every procedure kind asks: their type and where they are held. */
export async function mainAccounts(page: Page): Promise<void> {
  const accounts = await openCard(page, 2, 'Main accounts');
  await input(accounts, 'Type of main accounts').fill('Stock records in the ERP');
  await addLocation(accounts, 'Head office');
}

/** The goods of the goods block, then the goods item's identification by its serial number. */
async function goodsItem(page: Page, scope: Locator, { rateOfYield = true } = {}): Promise<void> {
  await scope.getByRole('button', { name: 'Add Goods item' }).click();
  const item = group(scope, 'Goods item 1');
  // A new row shows each of its blocks until the rules first answer for it; without equivalence
  // indicated they hide the equivalent goods, whose 'Goods description' would be a second match.
  await expect(item).toBeVisible();
  await expect(group(item, 'Equivalent goods')).toHaveCount(0);
  await input(item, 'TARIC code').fill('8471300000');
  await input(item, 'Goods description').fill('Portable computers');
  await input(item, 'Quantity').fill('100');
  await pickOption(page, input(item, 'Unit of measurement'), 'KGM');
  await input(item, 'Value of the goods').fill('25000');
  if (rateOfYield) await input(item, 'Rate of yield').fill('98 %');
  await pickOption(page, input(item, 'Means of identification'), '1');
}

async function processedProduct(page: Page, scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Add Processed product' }).click();
  const product = group(scope, 'Processed product 1');
  await input(product, 'Commodity code').fill('84713000');
  await input(product, 'Goods description').fill('Refurbished computers');
  await input(product, 'Quantity').fill('95');
  await pickOption(page, input(product, 'Unit of measurement'), 'KGM');
}

/** Section B: planned activities and operations, the suggested offices, the discharge months. */
async function sectionB(page: Page, { discharge = true } = {}): Promise<number> {
  const planned = section(page, '3. Planned activities');
  await input(planned, 'Details of planned activities').fill('Repair and refurbishment of computers');
  await input(planned, 'Number of operations').fill('24');
  const offices = section(page, '4. Suggested customs offices');
  for (const office of ['Customs office of placement', 'Customs office of discharge', 'Supervising customs office']) {
    await pickOption(page, input(offices, office), OFFICE);
  }
  if (!discharge) return 4;
  await input(section(page, '5. Period of discharge'), 'Period of discharge (months)').fill('6');
  return 5;
}

/** A guarantee is given: its office and amount (section B's guarantee card and office). */
async function guarantee(page: Page, card: Locator): Promise<void> {
  await card.getByLabel('Guarantee required').check();
  await input(card, 'Guarantee amount').fill('10000');
  await pickOption(page, input(section(page, '4. Suggested customs offices'), 'Customs office of guarantee'), HEADQUARTERS);
}

async function storageFacility(page: Page, scope: Locator): Promise<void> {
  const facility = group(scope, 'Storage facility');
  await input(facility, 'Description of the storage facility').fill('Bonded warehouse, hall B');
  await input(facility, 'Street').fill('Str. Industriala 7');
  await input(facility, 'Postcode').fill('MD2023');
  await input(facility, 'City').fill('Chișinău');
  await pickOption(page, input(facility, 'Country'), 'MD');
  await input(facility, 'Add Area').fill('1200');
  // the total area is the sum of the areas, locked once an area exists
  await expect(input(facility, 'Total area (m²)')).toHaveValue('1200');
  await expect(input(facility, 'Total area (m²)')).toBeDisabled();
}

/** Fills the kind's own sections; answers the number of the last one. */
export const FORMS: Record<string, (page: Page) => Promise<number>> = {
  dpo: async (page) => {
    const deferment = section(page, '3. Payment deferment');
    await deferment.getByRole('button', { name: 'Add Procedure code' }).click();
    await pickOption(page, input(deferment, 'Procedure code'), '40');
    await pickOption(page, input(deferment, 'Authorisation type'), 'CGU');
    await input(deferment, 'Decision reference number').fill('MDCGU2026000001');
    await pickOption(page, input(deferment, 'Type of deferment of payment'), '1');
    await pickOption(page, input(deferment, 'Customs office of guarantee'), HEADQUARTERS);
    await input(group(deferment, 'Goods'), 'Goods description').fill('Textiles');
    await input(group(deferment, 'Goods'), 'Value of the goods').fill('50000');
    await input(deferment, 'Number of operations').fill('50');
    return 3;
  },
  opo: async (page) => {
    const last = await sectionB(page);
    const outward = section(page, `${last + 2}. Outward processing`);
    await goodsItem(page, outward);
    await processedProduct(page, outward);
    await addLocation(outward, 'Repair shop Iași');
    // no prior import: the guarantee and its office are not asked (the card goes)
    await expect(page.getByRole('region', { name: /Guarantee$/ })).toHaveCount(0);
    return last + 2;
  },
  ipo: async (page) => {
    const last = await sectionB(page);
    const inward = section(page, `${last + 2}. Inward processing`);
    await goodsItem(page, inward);
    await processedProduct(page, inward);
    await addLocation(inward, 'Plant Bălți');
    // prior exportation asks for the guarantee: its card comes before the inward processing
    await inward.getByLabel('Prior exportation of processed products (IP EX/IM)').check();
    await guarantee(page, section(page, `${last + 1}. Guarantee`));
    const renumbered = section(page, `${last + 3}. Inward processing`);
    await input(renumbered, 'Period for declaring the non-Union goods (months)').fill('3');
    return last + 3;
  },
  eus: async (page) => {
    const last = await sectionB(page);
    await guarantee(page, section(page, `${last + 1}. Guarantee`));
    const endUse = section(page, `${last + 3}. End use`);
    await goodsItem(page, endUse);
    await processedProduct(page, endUse);
    await addLocation(endUse, 'Airfield Mărculești');
    return last + 3;
  },
  tst: async (page) => {
    const storage = section(page, '3. Temporary storage');
    await input(group(storage, 'Goods'), 'Goods description').fill('General cargo in transit');
    await pickOption(page, input(storage, 'Customs office of guarantee'), HEADQUARTERS);
    await pickOption(page, input(storage, 'Supervising customs office'), '');
    await storage.getByLabel('Guarantee required').check();
    await input(storage, 'Guarantee amount').fill('75000');
    await storageFacility(page, storage);
    await input(storage, 'Number of operations').fill('900');
    return 3;
  },
  cwp: async (page) => {
    const last = await sectionB(page, { discharge: false });
    await guarantee(page, section(page, `${last + 1}. Guarantee`));
    const warehousing = section(page, `${last + 3}. Customs warehousing`);
    await pickOption(page, input(warehousing, 'Type of customs warehouse'), 'CWP');
    await warehousing.getByRole('button', { name: 'Add Goods item' }).click();
    await input(warehousing, 'TARIC code').fill('2204');
    await input(warehousing, 'Goods description').fill('Wine in bottles');
    await pickOption(page, input(warehousing, 'Means of identification'), '2');
    await storageFacility(page, warehousing);
    return last + 3;
  },
  sde: async (page) => {
    const sde = section(page, '3. Simplified declaration');
    await input(group(sde, 'Goods'), 'Goods description').fill('Consumer electronics');
    await input(sde, 'Number of operations').fill('1200');
    await input(sde, 'Prohibitions and restrictions').fill('None');
    await sde.getByRole('button', { name: 'Add Procedure code' }).click();
    await pickOption(page, input(sde, 'Procedure code'), '40');
    await input(sde, 'Subcontractor').fill('Broker SRL, Chișinău');
    await pickOption(page, input(sde, 'Type of deferment of payment'), '2');
    await pickOption(page, input(sde, 'Customs office of guarantee'), HEADQUARTERS);
    return 3;
  },
  cgu: async (page) => {
    const cgu = section(page, '3. Comprehensive Guarantee Application Information');
    await cgu.getByRole('button', { name: 'Add Procedure code' }).click();
    await pickOption(page, input(cgu, 'Procedure code'), '40');
    await input(group(cgu, 'Guarantee reference amount'), 'Amount').fill('200000');
    await cgu.getByRole('button', { name: 'Add Level of guarantee' }).click();
    await pickOption(page, input(cgu, 'Level of guarantee').last(), 'BB');
    await input(group(cgu, 'Level of guarantee 1'), 'Description').fill('Potential debts at 50 %');
    // a form with a guarantor's undertaking asks for the guarantor
    await pickOption(page, input(cgu, 'Form of guarantee'), '2');
    const guarantor = group(cgu, 'Guarantor');
    await input(guarantor, 'Name').fill('Banca Transilvania SA');
    await input(guarantor, 'Street').fill('Str. Calea Dorobanților 30');
    await input(guarantor, 'Postcode').fill('400117');
    await input(guarantor, 'City').fill('Cluj-Napoca');
    await pickOption(page, input(guarantor, 'Country'), 'RO');
    await input(cgu, 'Description of the guarantee').fill('Bank guarantee 2026/17');
    await pickOption(page, input(cgu, 'Time limit for payment'), '1');
    await input(cgu, 'Number of operations').fill('400');
    return 3;
  },
  tea: async (page) => {
    const last = await sectionB(page);
    await guarantee(page, section(page, `${last + 1}. Guarantee`));
    const admission = section(page, `${last + 3}. Temporary admission`);
    await goodsItem(page, admission, { rateOfYield: false });
    await addLocation(admission, 'Exhibition centre Moldexpo');
    await admission.getByRole('button', { name: 'Add Owner of the goods' }).click();
    const owner = group(admission, 'Owner of the goods 1');
    // the owner starts in the deployment country
    await expect(input(owner, 'Country')).toHaveValue(/MD/);
    await input(owner, 'Name').fill('Pump Rental GmbH');
    await input(owner, 'Street and number').fill('Hauptstr. 5');
    await input(owner, 'Postcode').fill('MD2001');
    await input(owner, 'City').fill('Chișinău');
    return last + 3;
  },
};

