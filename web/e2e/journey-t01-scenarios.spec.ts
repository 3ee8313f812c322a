import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/server';
import { DEMO, filterByLrn, input, pickOption, runAction, signIn, signOut } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  EORI,
  fillGuaranteeWithReference,
  fillHouses,
  fillMasterConsignment,
  fillStandardT1,
  fillTransportDocument,
  masterGrossMass,
  STANDARD_HOUSES,
  type HouseData,
} from './support/declaration';
import { expectNoAxeViolationsIn, expectNoAxeViolationsInCards, group, openCard, section } from './support/editor';

/**
 * The T01 scenarios of issue 3 against a running server and its database, each through the
 * editor as a user would: an agent filing for a trader with 'I am Holder' and its undo (spec
 * 4.3, 6); a TIR declaration with its carnet (4.4, 5.1, 5.5); the guarantee type change on a
 * filled guarantee with 'Confirm Change' (4.4, 5.5); a house consignment lighter than its items
 * (5.3), found from the error summary. Axe checks the states reached.
 */
test.describe.configure({ mode: 'serial' });

const ERROR_SUMMARY = '[data-testid="error-summary"]';

/** Validates on the server and in the browser: nothing is left to correct. */
async function expectValid(page: Page): Promise<void> {
  await runAction(page, 'Validate');
  await expect(page.getByText('The declaration is valid')).toBeVisible();
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
}

/** Stores the declaration (new → view) and returns its LRN. */
async function store(page: Page): Promise<string> {
  await runAction(page, 'Store');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  const lrn = input(page, 'LRN');
  await expect(lrn).toHaveValue(/.+/);
  return lrn.inputValue();
}

async function newDeclaration(page: Page, user: string): Promise<void> {
  await signIn(page, user);
  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { name: /New declaration/ })).toBeVisible();
}

/** A picture of what the user sees around `at` (kept with the test's results). */
async function shot(page: Page, name: string, at: Locator): Promise<void> {
  await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test("an agent files the complete T1 for the trader, uses 'I am Holder' once and undoes it, validates and stores; the trader lists it", async ({ page }) => {
  test.setTimeout(600_000);
  await newDeclaration(page, 'agent');

  // 4.3: the agent is the default representative (fixed: 6), and picks the holder among the linked traders
  const actors = await openCard(page, 3, 'Actors');
  const holder = group(actors, 'Holder of the transit procedure');
  const representative = group(actors, 'Representative');
  await expect(input(representative, 'EORI number')).toHaveValue(new RegExp(`^${EORI.agent}`));
  await expect(input(representative, 'EORI number')).toBeDisabled();
  await expect(input(holder, 'EORI number')).toHaveValue('');
  await pickOption(page, input(holder, 'EORI number'), EORI.trader);
  await expect(input(holder, 'EORI number')).toHaveValue(new RegExp(`^${EORI.trader}`));
  await expectNoAxeViolationsIn(page, 'section[aria-label="3. Actors"]', 'actors in agent mode');

  await fillStandardT1(page);

  // 'I am Holder': the agent becomes the holder, the representative is cleared, agent mode ends
  await page.getByRole('button', { name: 'I am Holder', exact: true }).click();
  await expect(page.getByText('You are now the holder of the transit procedure.')).toBeVisible();
  await expect(input(holder, 'EORI number')).toHaveValue(new RegExp(`^${EORI.agent}`));
  await expect(representative).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I am Holder', exact: true })).toHaveCount(0);
  await shot(page, 'agent-i-am-holder', actors);
  await expectNoAxeViolationsIn(page, 'section[aria-label="3. Actors"]', 'actors after I am Holder');

  // undo: back to the agent as representative and the trader as holder, nothing else lost
  await page.getByRole('button', { name: "Undo 'I am Holder'", exact: true }).click();
  // the notice that no longer holds goes away
  await expect(page.getByText('You are now the holder of the transit procedure.')).toHaveCount(0);
  await expect(input(holder, 'EORI number')).toHaveValue(new RegExp(`^${EORI.trader}`));
  await expect(input(representative, 'EORI number')).toHaveValue(new RegExp(`^${EORI.agent}`));
  await expect(input(representative, 'EORI number')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'I am Holder', exact: true })).toBeVisible();
  await expect(input(await openCard(page, 8, 'Master Consignment'), 'Total number of items')).toHaveValue('6');
  await expectNoAxeViolationsInCards(page, 'agent edit');

  await expectValid(page);
  const lrn = await store(page);
  const viewActors = await openCard(page, 3, 'Actors');
  await expect(input(group(viewActors, 'Holder of the transit procedure'), 'EORI number')).toHaveValue(new RegExp(`^${EORI.trader}`));
  await expect(input(group(viewActors, 'Representative'), 'EORI number')).toHaveValue(new RegExp(`^${EORI.agent}`));
  await signOut(page);

  await signIn(page, 'trader');
  await filterByLrn(page, lrn);
  const row = page.getByTestId('t01-row').filter({ hasText: lrn });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Stored');
  await expectNoAxeViolations(page, 'trader list with the agent’s declaration');
  await signOut(page);
});

test('a TIR declaration with its carnet number: reduced dataset 0 and disabled, transit offices removed, a dispatch block, only guarantee type B', async ({ page }) => {
  test.setTimeout(300_000);
  await newDeclaration(page, 'trader');
  await expect(input(page, 'TIR carnet number')).toHaveCount(0);

  // a transit office entered while the declaration is a T1 ...
  const places = await openCard(page, 6, 'Countries and Customs Offices');
  await places.getByRole('button', { name: 'Add Office of transit' }).click();
  await pickOption(page, input(group(places, 'Office of transit 1'), 'Customs office'), 'MD300000');
  // a T1 has no dispatch block (4.4)
  await expect(input(places, 'Country of dispatch')).toHaveCount(0);

  // ... goes when it becomes a TIR (4.4), which fixes the reduced dataset to 0 and asks for the carnet
  await pickOption(page, input(page, 'Declaration type'), 'TIR');
  await expect(input(page, 'Reduced dataset')).toHaveValue(/^0/);
  await expect(input(page, 'Reduced dataset')).toBeDisabled();
  await expect(group(places, 'Office of transit 1')).toHaveCount(0);
  await expect(places.getByRole('button', { name: 'Add Office of transit' })).toHaveCount(0);
  // its limit (10 to 11 letters and digits) comes from the rule crate's table, through rules.wasm
  await expect(input(page, 'TIR carnet number')).toHaveAttribute('maxlength', '11');
  await input(page, 'TIR carnet number').fill('XA12345678');

  // countries and offices: departure from the deployment country, destination a Community transit country
  await expect(input(page, 'Country of departure')).toHaveValue(new RegExp(`^${DEMO.country}`));
  await pickOption(page, input(page, 'Office of departure'), DEMO.departureOffice);
  await pickOption(page, input(page, 'Country of destination'), 'RO');
  await pickOption(page, input(page, 'Office of destination'), 'ROBU1030');
  // a TIR has its country of dispatch, once for all its houses
  await pickOption(page, input(places, 'Country of dispatch'), DEMO.country);
  await input(page, 'Number of operations').fill('1');

  const houses: HouseData[] = [{ ...STANDARD_HOUSES[0], grossMass: '200', items: 2 }];
  await fillMasterConsignment(page, masterGrossMass(houses));
  await fillTransportDocument(page);
  await fillHouses(page, houses);

  // the new form's guarantee (type A) is not one a TIR may have: 5.1 beside the field and in the summary
  const guarantee = group(page, 'Guarantee 1');
  const type = input(guarantee, 'Guarantee type');
  await expect(type).toHaveValue(/^A - /);
  await runAction(page, 'Validate');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  const message = 'TIR transit can have only Guarantee type B';
  await expect(summary.getByRole('link', { name: new RegExp(message) })).toHaveCount(1);
  await expect(summary.getByRole('link')).toHaveCount(1);
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  await expect(type).toHaveAccessibleDescription(new RegExp(message));
  await shot(page, 'tir-guarantee-error', guarantee);
  await expectNoAxeViolationsIn(page, ERROR_SUMMARY, 'TIR error summary');
  await expectNoAxeViolationsInCards(page, 'TIR with errors');

  // the link focuses the field; besides the current value, the only type offered is B (5.5)
  await summary.getByRole('link', { name: new RegExp(message) }).click();
  await expect(type).toBeFocused();
  await type.fill('');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasNotText: /^A - / })).toHaveText([/^B - /]);
  await pickOption(page, type, 'B');
  await expect(type).toHaveValue(/^B - /);
  await expect(type).not.toHaveAttribute('aria-invalid', 'true');
  await expect(group(guarantee, 'Guarantee reference 1')).toHaveCount(0);

  await expectValid(page);
  await store(page);
  await expect(input(page, 'Declaration type')).toHaveValue(/^TIR/);
  await expect(input(page, 'TIR carnet number')).toHaveValue('XA12345678');
  await expect(input(group(page, 'Guarantee 1'), 'Guarantee type')).toHaveValue(/^B - /);
  await expectNoAxeViolationsInCards(page, 'TIR view');
  await signOut(page);
});

test("changing the type of a filled guarantee asks first ('Confirm Change'): cancel loses nothing, proceed replaces the references", async ({ page }) => {
  await newDeclaration(page, 'trader');
  const guarantee = await fillGuaranteeWithReference(page, '1');
  const type = input(guarantee, 'Guarantee type');
  const references = guarantee.getByRole('group', { name: /^Guarantee reference \d+$/ });
  const reference = group(guarantee, 'Guarantee reference 1');
  const filled = async () => {
    await expect(references).toHaveCount(1);
    await expect(input(reference, 'GRN')).toHaveValue('25MD0000E2E000015');
    await expect(input(reference, 'Access code')).toHaveValue('AB12');
    await expect(input(reference, 'Amount to be covered')).toHaveValue(/^5[ ,.]?000$/);
    await expect(input(reference, 'Currency')).toHaveValue(/^EUR/);
  };
  await filled();

  // to another type with references (2): the dialog with the text of 5.5
  await pickOption(page, type, '2', [], { confirmed: false });
  const dialog = page.getByRole('dialog', { name: 'Confirm Change' });
  await expect(dialog).toContainText(
    'You have changed the Guarantee type that affects the GRN. You will loose the filled Guarantee guaranteeReferencess. Are you sure to proceed?',
  );
  await shot(page, 'confirm-change', dialog);
  await expectNoAxeViolations(page, 'confirm-change');

  // cancel: the previous type and every reference field stay
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // focus is back on the type, whose list stays closed
  await expect(type).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(type).toHaveValue(/^1 - /);
  await filled();

  // proceed: the references are replaced by one blank reference, sequence 1, currency EUR
  await pickOption(page, type, '2', [], { confirmed: false });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
  await expect(type).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(type).toHaveValue(/^2 - /);
  await expect(references).toHaveCount(1);
  await expect(reference).toBeVisible();
  await expect(input(reference, 'GRN')).toHaveValue('');
  await expect(input(reference, 'Access code')).toHaveValue('');
  await expect(input(reference, 'Amount to be covered')).toHaveValue('');
  await expect(input(reference, 'Currency')).toHaveValue(/^EUR/);
  await shot(page, 'confirm-change-proceeded', guarantee);
  await expectNoAxeViolationsIn(page, 'section[aria-label="4. Transit Guarantees"]', 'guarantee after the change');

  // to a type without references (A): after confirming, no reference is left
  await input(reference, 'GRN').fill('25MD0000E2E000016');
  await pickOption(page, type, 'A', [], { confirmed: false });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(type).toHaveValue(/^A - /);
  await expect(references).toHaveCount(0);
  await signOut(page);
});

test("a house consignment lighter than its items shows the spec's message on that house, and the summary link opens it and focuses the field", async ({ page }) => {
  test.setTimeout(300_000);
  await newDeclaration(page, 'trader');
  // house 2 weighs 50 kg but holds one item of 100 kg (5.3)
  const houses: HouseData[] = [
    { ...STANDARD_HOUSES[0], grossMass: '100', items: 1 },
    { ...STANDARD_HOUSES[1], grossMass: '50', items: 1 },
  ];
  await fillStandardT1(page, houses);

  const card = await openCard(page, 7, 'House Consignments');
  await card.getByRole('button', { name: 'Open House consignment 1' }).click();
  const editor = card.getByTestId('house-editor');
  await expect(editor.getByRole('heading', { name: 'House consignment 1' })).toBeVisible();

  await runAction(page, 'Validate');
  const message = 'Consignment Gross mass must be greater than or equal to the sum of its Items Gross masses';
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  // the summary names the house: each house has a 'Gross mass'
  const link = summary.getByRole('link', { name: `House consignment 2: ${message}` });
  await expect(link).toHaveCount(1);
  await expect(summary.getByRole('link')).toHaveCount(1);
  // house 1 is right: no message beside its gross mass
  const grossMass = input(section(editor, 'General'), 'Gross mass (kg)');
  await expect(grossMass).toHaveValue('100');
  await expect(grossMass).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsIn(page, ERROR_SUMMARY, 'gross mass error summary');

  // the link opens house 2 and focuses its gross mass, with the message beside it
  await link.click();
  await expect(editor.getByRole('heading', { name: 'House consignment 2' })).toBeVisible();
  await expect(grossMass).toBeFocused();
  await expect(grossMass).toHaveValue('50');
  await expect(grossMass).toHaveAttribute('aria-invalid', 'true');
  await expect(grossMass).toHaveAccessibleDescription(new RegExp(message));
  await expect(section(editor, 'General').getByText(message)).toBeVisible();
  await shot(page, 'gross-mass-error', grossMass);
  await expectNoAxeViolationsInCards(page, 'gross mass error');

  // corrected, it validates
  await grossMass.fill('100');
  await expectValid(page);
  await signOut(page);
});
