import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillDeclaration, input, pickOption, runAction, signIn, signOut } from './support/app';
import { expectNoAxeViolationsInCards, group, openCard, section } from './support/editor';

/**
 * The whole transit declaration through the editor, against a running server: a trader fills a
 * complete standard T1 (security 0) from a blank form, with a guarantee and one reference, the
 * master consignment (actors, transport, location of goods, place of loading), a transport
 * document, and two house consignments of three items each with their packages; validates it
 * (no problem left) and stores it; then finds it all again in view mode. Axe checks each card
 * while editing and while viewing.
 *
 * The shape follows the rules as the spec writes them: each datum is declared at one level
 * (the master holds consignor, consignee, destination and places; each house its UCR, country
 * of dispatch and own consignee, all different between the houses: spec 4.4, 5.1).
 */
test.describe.configure({ mode: 'serial' });

const HOUSES = [
  { ucr: 'UCR-E2E-H1', grossMass: '300', dispatch: 'MD', consignee: 'RO12345678' },
  { ucr: 'UCR-E2E-H2', grossMass: '350', dispatch: 'UA', consignee: 'UA123456789012' },
];
const ITEMS_PER_HOUSE = 3;

/** Picks an option in a field only when the engine allows the field (spec 4.4: an item has a datum only when neither its house nor the master holds it). */
async function pickIfShown(page: Page, field: Locator, search: string): Promise<void> {
  if ((await field.count()) > 0) await pickOption(page, field, search);
}

async function fillItem(page: Page, item: Locator, house: number, index: number): Promise<void> {
  const goods = section(item, 'Goods Information');
  // the item's form is shown once the engine answered its fields
  await expect(input(goods, 'Description of goods')).toBeVisible();
  await pickIfShown(page, input(goods, 'Declaration type'), 'T1');
  await pickIfShown(page, input(goods, 'Country of dispatch'), 'MD');
  await pickIfShown(page, input(goods, 'Country of destination'), 'MD');
  await input(goods, 'Description of goods').fill(`Live horses, lot ${house}.${index}`);
  await pickOption(page, input(goods, 'HS code'), '010121');
  await input(goods, 'Gross mass (kg)').fill('100');
  await input(goods, 'Net mass (kg)').fill('90');
  await goods.getByRole('button', { name: 'Add Package' }).click();
  const pack = group(goods, 'Package 1');
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

async function fillHouse(page: Page, card: Locator, house: number): Promise<void> {
  const data = HOUSES[house - 1];
  await card.getByRole('button', { name: 'Add House consignment' }).click();
  const editor = card.getByTestId('house-editor');
  await expect(editor.getByRole('heading', { name: `House consignment ${house}` })).toBeFocused();
  const general = section(editor, 'General');
  await input(general, 'UCR').fill(data.ucr);
  await input(general, 'Gross mass (kg)').fill(data.grossMass);
  await pickOption(page, input(general, 'Country of dispatch'), data.dispatch);
  await pickOption(page, input(group(section(editor, 'Consignment Actors'), 'Consignee'), 'EORI number'), data.consignee);

  const items = section(editor, 'Goods items');
  for (let index = 1; index <= ITEMS_PER_HOUSE; index++) {
    await items.getByRole('button', { name: 'Add Item' }).click();
    const item = editor.getByTestId('item-editor');
    await expect(item.getByRole('heading', { name: new RegExp(`\\(item ${index} of the house consignment\\)`) })).toBeFocused();
    await fillItem(page, item, house, index);
  }
  await expect(items.getByTestId('item-table-row')).toHaveCount(ITEMS_PER_HOUSE);
}

test('a trader fills a complete standard T1 with two house consignments of three items, validates and stores it', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'trader');
  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { name: /New declaration/ })).toBeVisible();

  // 1 Header keeps the defaults of a standard T1 without security data (spec 4.3)
  await expect(input(page, 'Declaration type')).toHaveValue(/^T1/);
  await expect(input(page, 'Security declaration type')).toHaveValue(/^0/);

  // 4 a comprehensive guarantee with one reference
  const guarantee = group(page, 'Guarantee 1');
  await pickOption(page, input(guarantee, 'Guarantee type'), '1');
  await expect(input(guarantee, 'Guarantee type')).toHaveValue(/^1 - /);
  const reference = group(guarantee, 'Guarantee reference 1');
  await input(reference, 'GRN').fill('25MD0000E2E000015');
  await input(reference, 'Access code').fill('AB12');
  await input(reference, 'Amount to be covered').fill('5000');
  if (!(await input(reference, 'Currency').inputValue())) await pickOption(page, input(reference, 'Currency'), 'EUR');

  // 6 countries and offices
  await fillDeclaration(page);

  // 8 master consignment: general block, actors, transport information
  const master = await openCard(page, 8, 'Master Consignment');
  await input(master, 'Gross mass (kg)').fill('700');
  const actors = section(master, 'Consignment Actors');
  await pickOption(page, input(group(actors, 'Consignor'), 'EORI number'), 'MD1003600000022');
  await pickOption(page, input(group(actors, 'Consignee'), 'EORI number'), 'MD1003600000033');
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

  // 9 a transport document
  const documents = await openCard(page, 9, 'Documents');
  await documents.getByRole('button', { name: 'Add Transport document' }).click();
  const cmr = group(documents, 'Transport document 1');
  await pickOption(page, input(cmr, 'Type'), 'N730');
  await input(cmr, 'Reference number').fill('CMR-E2E-0001');

  // 7 two house consignments of three items
  const houses = await openCard(page, 7, 'House Consignments');
  for (let house = 1; house <= HOUSES.length; house++) await fillHouse(page, houses, house);
  await expect(houses.getByTestId('house-table-row')).toHaveCount(HOUSES.length);
  await expect(input(master, 'Total number of items')).toHaveValue(String(HOUSES.length * ITEMS_PER_HOUSE));

  await openCard(page, 3, 'Actors');
  await expectNoAxeViolationsInCards(page, 'edit');

  // validate: nothing left to correct
  await runAction(page, 'Validate');
  await expect(page.getByText('The declaration is valid')).toBeVisible();
  await expect(page.getByTestId('error-summary')).toHaveCount(0);

  // store, then find everything in view mode
  await runAction(page, 'Store');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  const viewHouses = await openCard(page, 7, 'House Consignments');
  await expect(viewHouses.getByTestId('house-table-row')).toHaveCount(2);
  await expect(viewHouses.getByTestId('house-table-row').nth(1)).toContainText('UA123456789012');
  await viewHouses.getByRole('button', { name: 'Open House consignment 2' }).click();
  const editor = viewHouses.getByTestId('house-editor');
  await expect(input(section(editor, 'General'), 'UCR')).toHaveValue('UCR-E2E-H2');
  await expect(editor.getByTestId('item-table-row')).toHaveCount(3);
  await editor.getByRole('button', { name: 'Open Item 6' }).click();
  await expect(input(section(editor.getByTestId('item-editor'), 'Goods Information'), 'Description of goods')).toHaveValue('Live horses, lot 2.3');
  const viewMaster = await openCard(page, 8, 'Master Consignment');
  await expect(input(viewMaster, 'Total number of items')).toHaveValue('6');
  await openCard(page, 3, 'Actors');
  await expectNoAxeViolationsInCards(page, 'view');
  await signOut(page);
});
