import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { fillDeclaration, input, pickOption } from './app';
import { group, openCard, section } from './editor';

/**
 * Filling a complete T01 through the editor, shared by the journeys: the guarantee, the
 * master consignment (actors, transport, location of goods, place of loading), a transport
 * document, and house consignments with their items and packages.
 *
 * The shape follows the rules as the spec writes them: each datum is declared at one level
 * (the master holds consignor, consignee, destination and places; each house its UCR, country
 * of dispatch and own consignee, all different between the houses: spec 4.4, 5.1).
 */

export interface HouseData {
  ucr: string;
  grossMass: string;
  dispatch: string;
  consignee: string;
  /** Items of the house (gross mass 100 kg each). */
  items: number;
}

/** Each item weighs this much (kg); a house must weigh at least the sum of its items (5.3). */
export const ITEM_GROSS_MASS = 100;

/** Two houses of three items: a standard T1 of the issue. */
export const STANDARD_HOUSES: HouseData[] = [
  { ucr: 'UCR-E2E-H1', grossMass: '300', dispatch: 'MD', consignee: 'RO12345678', items: 3 },
  { ucr: 'UCR-E2E-H2', grossMass: '350', dispatch: 'UA', consignee: 'UA123456789012', items: 3 },
];

/** The demo EORIs of the catalog's sample set (crates/server/src/demo.rs). */
export const EORI = {
  trader: 'MD1003600000011',
  agent: 'MD1003600000022',
  trader2: 'MD1003600000033',
};

/** Picks an option in a field only when the engine allows the field (spec 4.4: an item has a datum only when neither its house nor the master holds it). */
export async function pickIfShown(page: Page, field: Locator, search: string): Promise<void> {
  if ((await field.count()) > 0) await pickOption(page, field, search);
}

export async function fillItem(page: Page, item: Locator, house: number, index: number): Promise<void> {
  const goods = section(item, 'Goods Information');
  // the item's form is shown once the engine answered its fields
  await expect(input(goods, 'Description of goods')).toBeVisible();
  await pickIfShown(page, input(goods, 'Declaration type'), 'T1');
  await pickIfShown(page, input(goods, 'Country of dispatch'), 'MD');
  await pickIfShown(page, input(goods, 'Country of destination'), 'MD');
  await input(goods, 'Description of goods').fill(`Live horses, lot ${house}.${index}`);
  await pickOption(page, input(goods, 'HS code'), '010121');
  await input(goods, 'Gross mass (kg)').fill(String(ITEM_GROSS_MASS));
  await input(goods, 'Net mass (kg)').fill('90');
  // an item after the first starts with the package type of the item before it
  const pack = group(goods, 'Package 1');
  if ((await pack.count()) === 0) await goods.getByRole('button', { name: 'Add Package' }).click();
  await pickOption(page, input(pack, 'Type of packages'), 'CT');
  await input(pack, 'Number of packages').fill('10');
  await input(pack, 'Shipping marks').fill(`MARK-${house}-${index}`);

  const value = section(item, 'Goods Value and Quantity');
  await input(value, 'Statistical value').fill('1000');
  await input(value, 'Quantity 1').fill('1');
  await input(value, 'Quantity 2').fill('1');
  const currency = input(value, 'Currency');
  if (!(await currency.inputValue())) await pickOption(page, currency, 'EUR');
}

/** Adds house consignment `house` (1-based) to card 7 and fills it and its items. */
export async function fillHouse(page: Page, card: Locator, house: number, data: HouseData): Promise<void> {
  await card.getByRole('button', { name: 'Add House consignment' }).click();
  const editor = card.getByTestId('house-editor');
  await expect(editor.getByRole('heading', { name: `House consignment ${house}` })).toBeFocused();
  const general = section(editor, 'General');
  await input(general, 'UCR').fill(data.ucr);
  await input(general, 'Gross mass (kg)').fill(data.grossMass);
  // a TIR declares its country of dispatch once, for all houses (card 6)
  await pickIfShown(page, input(general, 'Country of dispatch'), data.dispatch);
  await pickOption(page, input(group(section(editor, 'Consignment Actors'), 'Consignee'), 'EORI number'), data.consignee);

  const items = section(editor, 'Goods items');
  for (let index = 1; index <= data.items; index++) {
    await items.getByRole('button', { name: 'Add Item' }).click();
    const item = editor.getByTestId('item-editor');
    await expect(item.getByRole('heading', { name: new RegExp(`\\(item ${index} of the house consignment\\)`) })).toBeFocused();
    await fillItem(page, item, house, index);
  }
  await expect(items.getByTestId('item-table-row')).toHaveCount(data.items);
}

/** A guarantee reference of a declaration (card 4). */
export interface GuaranteeReferenceData {
  grn: string;
  accessCode: string;
  amount: string;
}

/** A GRN no guarantee of the portal holds: by default another guarantee system's, not checked. */
export const OUTSIDE_GUARANTEE: GuaranteeReferenceData = { grn: '25MD0000E2E000015', accessCode: 'AB12', amount: '5000' };

/** Card 4: guarantee 1 of a type with references (GRN), and its one reference filled (EUR unless a currency is there). */
export async function fillGuaranteeWithReference(page: Page, type = '1', data: GuaranteeReferenceData = OUTSIDE_GUARANTEE): Promise<Locator> {
  const guarantee = group(page, 'Guarantee 1');
  await pickOption(page, input(guarantee, 'Guarantee type'), type);
  await expect(input(guarantee, 'Guarantee type')).toHaveValue(new RegExp(`^${type} - `));
  const reference = group(guarantee, 'Guarantee reference 1');
  await input(reference, 'GRN').fill(data.grn);
  await input(reference, 'Access code').fill(data.accessCode);
  await input(reference, 'Amount to be covered').fill(data.amount);
  if (!(await input(reference, 'Currency').inputValue())) await pickOption(page, input(reference, 'Currency'), 'EUR');
  return guarantee;
}

/** Card 8: general block, consignment actors and transport information of a road transit from MD. */
export async function fillMasterConsignment(page: Page, grossMass: string): Promise<Locator> {
  const master = await openCard(page, 8, 'Master Consignment');
  await input(master, 'Gross mass (kg)').fill(grossMass);
  const actors = section(master, 'Consignment Actors');
  await pickOption(page, input(group(actors, 'Consignor'), 'EORI number'), EORI.agent);
  await pickOption(page, input(group(actors, 'Consignee'), 'EORI number'), EORI.trader2);
  const transport = section(master, 'Transport Information');
  await expect(input(transport, 'Container indicator')).toHaveValue(/^0/);
  await pickOption(page, input(transport, 'Inland mode of transport'), '3');
  await pickOption(page, input(transport, 'Mode of transport at the border'), '3');
  await transport.getByRole('button', { name: 'Add Departure means' }).click();
  const means = group(transport, 'Departure means 1');
  await pickOption(page, input(means, 'Type of identification'), '30');
  await input(means, 'Identification number').fill('CHS123');
  await pickOption(page, input(means, 'Nationality'), 'MD');
  const location = group(transport, 'Location of goods');
  await pickOption(page, input(location, 'Type of location'), 'A');
  await pickOption(page, input(location, 'Qualifier of identification'), 'V');
  await pickOption(page, input(location, 'Customs office'), 'MD100100');
  const loading = group(transport, 'Place of loading');
  await pickOption(page, input(loading, 'UN/LOCODE'), 'MDKIV');
  await pickOption(page, input(loading, 'Country'), 'MD');
  return master;
}

/** Card 9: one transport document (a CMR). */
export async function fillTransportDocument(page: Page): Promise<void> {
  const documents = await openCard(page, 9, 'Documents');
  await documents.getByRole('button', { name: 'Add Transport document' }).click();
  const cmr = group(documents, 'Transport document 1');
  await pickOption(page, input(cmr, 'Type'), 'N730');
  await input(cmr, 'Reference number').fill('CMR-E2E-0001');
}

/** Card 7: the house consignments, added and filled one after another. */
export async function fillHouses(page: Page, houses: HouseData[]): Promise<Locator> {
  const card = await openCard(page, 7, 'House Consignments');
  for (let house = 1; house <= houses.length; house++) await fillHouse(page, card, house, houses[house - 1]);
  await expect(card.getByTestId('house-table-row')).toHaveCount(houses.length);
  return card;
}

/** The master's gross mass that covers `houses` (5.2: at least the sum of the houses'). */
export function masterGrossMass(houses: HouseData[]): string {
  return String(houses.reduce((sum, house) => sum + Number(house.grossMass), 0) + 50);
}

/**
 * A complete standard T1 (security 0) on the open new form: a comprehensive guarantee with
 * one reference, countries and offices, master consignment, a transport document and the
 * house consignments. The holder (card 3) is the caller's; the guarantee reference is
 * `guarantee` (a GRN outside the portal unless told).
 */
export async function fillStandardT1(page: Page, houses: HouseData[] = STANDARD_HOUSES, guarantee: GuaranteeReferenceData = OUTSIDE_GUARANTEE): Promise<void> {
  // 1 Header keeps the defaults of a standard T1 without security data (spec 4.3)
  await expect(input(page, 'Declaration type')).toHaveValue(/^T1/);
  await expect(input(page, 'Security declaration type')).toHaveValue(/^0/);
  await fillGuaranteeWithReference(page, '1', guarantee);
  await fillDeclaration(page);
  const master = await fillMasterConsignment(page, masterGrossMass(houses));
  await fillTransportDocument(page);
  await fillHouses(page, houses);
  const items = houses.reduce((sum, house) => sum + house.items, 0);
  await expect(input(master, 'Total number of items')).toHaveValue(String(items));
}

/** The declaration [`fillStandardT1`] fills with its defaults, as the server keeps it (trader's). */
const STANDARD_T1 = JSON.parse(readFileSync(new URL('../fixtures/t01-standard.json', import.meta.url), 'utf8')) as unknown;
const STANDARD_TEMPLATE = 'Standard T1 (journeys)';

/**
 * The new form holding a complete standard T1 of `trader` (two houses of three items, the
 * declaration [`fillStandardT1`] fills), started from the user's saved template as a broker
 * starts the day's declarations (issue 18), with `guarantee` typed into its reference when
 * given. Filling a declaration field by field is the editor's journeys' (journey-t01-editor,
 * journey-filing-fast, journey-t01-scenarios); the journeys that need one to act on start here.
 */
export async function startStandardT1(page: Page, guarantee?: GuaranteeReferenceData): Promise<void> {
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  const saved = (await (await page.request.get('/v1/t01/templates')).json()) as { id: string; name: string }[];
  let template = saved.find((t) => t.name === STANDARD_TEMPLATE)?.id;
  if (!template) {
    const res = await page.request.post('/v1/t01/templates', { data: { name: STANDARD_TEMPLATE, document: STANDARD_T1 }, headers: { 'X-CSRF-Token': me.csrfToken } });
    expect(res.status(), await res.text()).toBe(201);
    template = ((await res.json()) as { id: string }).id;
  }
  await page.goto(`/transits/t01/new?template=${template}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New declaration');
  await expect(input(page, 'Declaration type')).toHaveValue(/^T1/);
  if (guarantee) {
    const reference = group(group(page, 'Guarantee 1'), 'Guarantee reference 1');
    await input(reference, 'GRN').fill(guarantee.grn);
    await input(reference, 'Access code').fill(guarantee.accessCode);
    await input(reference, 'Amount to be covered').fill(guarantee.amount);
  }
}
