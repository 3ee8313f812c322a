import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './support/axe';
import { openCard } from './support/editor';
import { mockApi } from './support/mockApi';

/**
 * The whole declaration editor against a mocked API, on a complete declaration with what
 * customs recorded later (d2): every card open with a house consignment and an item open, in
 * view, modify-stored and control-results mode, and the Control and Risk Results and
 * Incidents tabs. Axe finds no violation and nothing overflows at 1280px and 390px.
 * Screenshots go to SCREENSHOT_DIR (default /tmp/vama-shots), outside the CI.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/vama-shots';

// A complete declaration's every card checked by axe takes half a minute here and twice that on
// the CI machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, name);
  await expectNoHorizontalOverflow(page, name);
  // screenshots are for a developer to look at, not for the CI
  if (!process.env.CI) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Opens the collapsed cards, house consignment 1 and its first item. */
async function openEverything(page: Page) {
  await openCard(page, 3, 'Actors');
  await openCard(page, 8, 'Master Consignment');
  const houses = await openCard(page, 7, 'House Consignments');
  await expect(houses.getByTestId('house-table-row')).toHaveCount(3);
  await houses.getByRole('button', { name: 'Open House consignment 1' }).click();
  const house = houses.getByTestId('house-editor');
  await house.getByRole('button', { name: 'Open Item 1' }).click();
  await expect(house.getByTestId('item-editor')).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`editor at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('view of a complete declaration: cards, house and item, control and incidents tabs', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01/view/d2');
      await expect(page.getByRole('heading', { name: /View declaration/ })).toBeVisible();
      await openEverything(page);
      await expect(page.getByTestId('item-taxes')).toContainText('260');
      await expect(page.getByRole('button', { name: '10 Arrival' })).toBeVisible();
      await check(page, 'editor-view');

      await page.getByRole('tab', { name: 'Control and Risk Results' }).click();
      await expect(page.getByTestId('departure-risk-rules')).toContainText('RR-17');
      await check(page, 'editor-control-tab');

      await page.getByRole('tab', { name: 'Incidents' }).click();
      await expect(page.getByRole('group', { name: 'Incident 1' })).toBeVisible();
      await check(page, 'editor-incidents-tab');
    });

    test('modify-stored and control-results of a complete declaration', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01/modify-stored/d2');
      await expect(page.getByRole('heading', { name: /Modify declaration/ })).toBeVisible();
      await openEverything(page);
      await check(page, 'editor-modify');

      await page.goto('/transits/t01/control-results/d2');
      await expect(page.getByRole('button', { name: '11 Control results' })).toBeVisible();
      await check(page, 'editor-control-results');
    });
  });
}

test('house consignments and items with the keyboard only', async ({ page }) => {
  await mockApi(page);
  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { name: 'New declaration' })).toBeVisible();
  const houses = page.getByRole('region', { name: '7. House Consignments', exact: true });

  // add a house consignment: its editor takes focus, and Tab leads into its fields
  await houses.getByRole('button', { name: 'Add House consignment' }).focus();
  await page.keyboard.press('Enter');
  await expect(houses.getByRole('heading', { name: 'House consignment 1' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[id="field/houseConsignments/0/countryOfDestination"]')).toBeFocused();

  // add an item the same way, type into it
  await houses.getByRole('button', { name: 'Add Item' }).focus();
  await page.keyboard.press('Enter');
  await expect(houses.getByRole('heading', { name: /^Item 1 / })).toBeFocused();
  await page.locator('[id="field/houseConsignments/0/houseItems/0/goodsDescription"]').focus();
  await page.keyboard.type('Live horses');
  await expect(houses.getByTestId('item-table-row')).toContainText('Live horses');

  // delete the item: the dialog asks, Escape cancels, Enter on Delete confirms
  await houses.getByRole('button', { name: 'Delete Item 1' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete entry' });
  await expect(dialog).toContainText('Delete Item 1? Its data will be lost.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(houses.getByTestId('item-table-row')).toHaveCount(1);
  await houses.getByRole('button', { name: 'Delete Item 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(houses.getByTestId('item-table-row')).toHaveCount(0);

  // close the house editor from its row
  await houses.getByRole('button', { name: 'Close House consignment 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(houses.getByTestId('house-editor')).toHaveCount(0);
  await expect(houses.getByRole('button', { name: 'Open House consignment 1' })).toBeFocused();
});

test('the editor in Romanian on a phone: nothing overflows, axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('vama.language', 'ro'));
  await mockApi(page);
  await page.goto('/transits/t01/view/d2');
  await expect(page.getByRole('heading', { name: /Vizualizare declarație/ })).toBeVisible();
  await openCard(page, 8, 'Transport principal');
  const houses = await openCard(page, 7, 'Transporturi secundare');
  await houses.getByRole('button', { name: 'Deschide Transportul secundar 1' }).click();
  await houses.getByTestId('house-editor').getByRole('button', { name: 'Deschide Articolul 1' }).click();
  await expect(houses.getByTestId('item-editor')).toContainText('Valoarea și cantitatea mărfurilor');
  await check(page, 'editor-view-ro');
});
