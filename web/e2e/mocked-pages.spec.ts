import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './support/axe';
import { mockApi } from './support/mockApi';

/**
 * Every page of the app against a mocked API: axe finds no violation and nothing overflows
 * at 1280px and 390px. Screenshots go to SCREENSHOT_DIR (default /tmp/vama-shots).
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/vama-shots';

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, name);
  await expectNoHorizontalOverflow(page, name);
  if (!process.env.CI) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sign-in page', async ({ page }) => {
      await mockApi(page, null);
      await page.goto('/transits/t01');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { name: 'Sign in to Vama' })).toBeVisible();
      await check(page, 'login');
      await page.getByLabel('User name').fill('trader');
      await page.getByLabel('Password', { exact: true }).fill('wrong');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(page.getByRole('alert')).toContainText('Wrong user name or password');
      await check(page, 'login-error');
    });

    test('declaration list', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01');
      // the stored declaration d1 and the arrived complete declaration d2
      await expect(page.getByTestId('t01-row')).toHaveCount(2);
      await expect(page.getByTestId('t01-row').filter({ hasText: 'LRN-0001' })).toHaveCount(1);
      await expect(page.getByTestId('t01-row').filter({ hasText: 'GEN26T0NM05U81FZJ' })).toHaveCount(1);
      await check(page, 'list');
    });

    test('new declaration with every card open, and the error summary', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01/new');
      await expect(page.getByRole('heading', { name: 'New declaration' })).toBeVisible();
      await page.getByRole('button', { name: '3 Actors' }).click();
      await page.getByRole('button', { name: 'Add Guarantee' }).click();
      await check(page, 'new');
      await page.getByRole('toolbar').getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByTestId('error-summary')).toBeFocused();
      await check(page, 'new-errors');
    });

    test('view, actions and history, old version', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01/view/d1');
      await expect(page.getByRole('heading', { name: /View declaration/ })).toBeVisible();
      await check(page, 'view');
      await page.getByRole('tab', { name: 'Actions and History' }).click();
      await check(page, 'view-history-tab');
      await page.getByRole('link', { name: 'Open version 1' }).click();
      await expect(page.getByTestId('history-banner')).toContainText('You are viewing version 1 (history).');
      await check(page, 'history');
    });

    test('import dialog and Romanian', async ({ page }) => {
      await mockApi(page);
      await page.goto('/transits/t01');
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
      await expect(page.getByText('Input file is mandatory')).toBeVisible();
      await check(page, 'import');
      await page.keyboard.press('Escape');
      await page.getByText('RO', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Declarații de tranzit' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Declarații de tranzit' })).toBeVisible();
      await check(page, 'list-ro');
    });

    test('authorisations and not found', async ({ page }) => {
      await mockApi(page);
      await page.goto('/authorisations');
      await expect(page.locator('[data-kind]')).toHaveCount(1);
      await check(page, 'authorisations');
      await page.locator('[data-kind="acr"]').click();
      await expect(page).toHaveURL(/\/authorisations\/acr$/);
      await expect(page.getByTestId('authorisation-table').getByRole('row')).toHaveCount(2);
      await expect(page.getByTestId('authorisation-table')).toContainText('ROACR2026000001');
      await check(page, 'authorisations-acr');
      await page.goto('/authorisations/a99');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await page.goto('/transits/t01/view/missing');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await check(page, 'not-found');
    });
  });
}
