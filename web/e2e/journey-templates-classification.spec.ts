import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { DEMO, fillDeclaration, input, signIn } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openCard, section } from './support/editor';

/**
 * Daily use (issue 18): goods classification by words in the item form (English, and the
 * chapter in Romanian), and saved templates to start a declaration from.
 */

async function language(page: Page, code: 'EN' | 'RO' | 'RU'): Promise<void> {
  await page.getByRole('group', { name: /^(Language|Limba|Язык)$/ }).getByText(code, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code.toLowerCase());
}


test('a broker finds the HS or CN code by describing the goods, in English or by the chapter in Romanian, with its chapter, heading and supplementary unit', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'trader');
  await page.goto('/transits/t01/new');
  const houses = await openCard(page, 7, 'House Consignments');
  await houses.getByRole('button', { name: 'Add House consignment' }).click();
  const house = houses.getByTestId('house-editor');
  await section(house, 'Goods items').getByRole('button', { name: 'Add Item' }).click();
  const goods = section(house.getByTestId('item-editor'), 'Goods Information');

  // English words: every word must be in the description; each subheading names its parents
  await goods.getByRole('button', { name: 'Find the code by description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find the HS or CN code by description' });
  await dialog.getByRole('textbox', { name: 'Words describing the goods' }).fill('milk cream');
  const results = dialog.getByRole('list', { name: 'Subheadings found' });
  const first = results.locator('[data-code="040110"]');
  await expect(first).toContainText('0401 10');
  await expect(first).toContainText('04 Dairy produce');
  await expect(first).toContainText('0401 Milk and cream');
  await expect(dialog.getByRole('status')).toContainText(/subheadings?/);
  await expectNoAxeViolations(page, 'the classification search');
  await first.click();
  await expect(dialog).toBeHidden();
  // the choice fills the code, and the description of goods that was empty
  await expect(input(goods, 'HS code')).toHaveValue(/^040110/);
  await expect(input(goods, 'Description of goods')).toHaveValue(/^Dairy produce; milk and cream/);

  // a CN line is found by the words of its subheading with its own, and fills both codes;
  // the supplementary units field then says which unit the tariff asks for
  await goods.getByRole('button', { name: 'Find the code by description' }).click();
  await dialog.getByRole('textbox', { name: 'Words describing the goods' }).fill('horses slaughter');
  const cnLines = dialog.getByRole('list', { name: 'CN codes under 0101 29' });
  const line = cnLines.locator('[data-code="01012910"]');
  await expect(line).toContainText('0101 29 10 For slaughter');
  await expect(line).toContainText('supplementary unit p/st (number of items)');
  await line.click();
  await expect(dialog).toBeHidden();
  await expect(input(goods, 'HS code')).toHaveValue(/^010129/);
  await expect(input(goods, 'CN code')).toHaveValue('10');
  await expect(input(goods, 'Description of goods')).toHaveValue(/^Dairy produce/); // it was not empty: kept
  await expect(goods).toContainText('CN 0101 29 10 is declared with its supplementary unit p/st (number of items).');

  // in Romanian the chapter's own name finds its subheadings; the description typed is kept
  await language(page, 'RO');
  // (the regions are named in Romanian now)
  const item = page.getByTestId('item-editor');
  await item.getByRole('button', { name: 'Găsiți codul după descriere' }).click();
  const ro = page.getByRole('dialog', { name: 'Găsiți codul SA sau NC după descrierea mărfurilor' });
  await ro.getByRole('textbox', { name: 'Cuvinte care descriu mărfurile' }).fill('lapte');
  const chosen = ro.locator('[data-code="040221"]');
  await expect(chosen).toContainText('04 Lapte și produse lactate');
  await chosen.click();
  await expect(input(item, 'Cod SA')).toHaveValue(/^040221/);
  await expect(input(item, 'Descrierea mărfurilor')).toHaveValue(/^Dairy produce; milk and cream, not concentrated/);

  // nothing found says so
  await item.getByRole('button', { name: 'Găsiți codul după descriere' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('zzqx');
  await expect(page.getByRole('dialog')).toContainText('Nicio subpoziție nu corespunde cu „zzqx”');
});

test('a trader saves a declaration as a template and starts the next one from it; the template keeps no LRN and can be deleted', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'trader');
  await page.goto('/transits/t01/new');
  await fillDeclaration(page);
  // stored, the declaration has its LRN; it is saved as a template from its view
  await page.locator('[data-action="store"]').click();
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  const lrn = await input(page, 'LRN').inputValue();
  expect(lrn).not.toBe('');
  const name = `Kiv to Iasi ${Date.now()}`;

  await page.locator('[data-action="save-template"]').click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  // a name is asked for, beside its field
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toContainText('Enter a name for the template');
  await save.getByRole('textbox', { name: 'Template name' }).fill(name);
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText(`Saved as the template '${name}'`)).toBeVisible();

  await page.goto('/transits/t01');
  await page.getByRole('button', { name: 'From template' }).click();
  const templates = page.getByRole('dialog', { name: 'Start from a template' });
  await templates.getByRole('link', { name: `Start a new document from '${name}'` }).click();
  await expect(page).toHaveURL(/\/transits\/t01\/new\?template=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New declaration');
  await expect(input(page, 'Office of departure')).toHaveValue(new RegExp(`^${DEMO.departureOffice}`));
  await expect(input(page, 'Office of destination')).toHaveValue(new RegExp(`^${DEMO.destinationOffice}`));
  // a declaration's identity is its own: the LRN is not carried over
  expect(await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).not.toContain(lrn);

  await page.goto('/transits/t01');
  await page.getByRole('button', { name: 'From template' }).click();
  await page.getByRole('dialog', { name: 'Start from a template' }).getByRole('button', { name: `Delete the template '${name}'` }).click();
  await expect(page.getByText(`The template '${name}' was deleted.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Start from a template' }).locator(`[data-template="${name}"]`)).toHaveCount(0);
});
