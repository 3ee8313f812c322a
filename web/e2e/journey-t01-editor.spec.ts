import { expect, test } from './support/server';
import { input, runAction, signIn, signOut } from './support/app';
import { fillStandardT1 } from './support/declaration';
import { expectNoAxeViolationsInCards, openCard, section } from './support/editor';

/**
 * The whole transit declaration through the editor, against a running server: a trader fills a
 * complete standard T1 (security 0) from a blank form, with a guarantee and one reference, the
 * master consignment (actors, transport, location of goods, place of loading), a transport
 * document, and two house consignments of three items each with their packages; validates it
 * (no problem left) and stores it; then finds it all again in view mode. Axe checks each card
 * while editing and while viewing. The filling is support/declaration.ts (shared with the
 * other journeys).
 */
test.describe.configure({ mode: 'serial' });

test('a trader fills a complete standard T1 with two house consignments of three items, validates and stores it', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'trader');
  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { name: /New declaration/ })).toBeVisible();

  await fillStandardT1(page);

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
