import { expect, test } from './support/server';
import { signIn } from './support/app';

/**
 * Russian throughout (issue 18): a trader switches to Russian and works on a declaration; what the
 * rule engine and the server answer comes in Russian too (texts by key), with no English and no
 * raw code on the way.
 */
test('a trader works in Russian: the rule engine, the server and the list answer in Russian', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.getByRole('group', { name: 'Language' }).getByText('RU', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Новая декларация');
  // validate a blank declaration: the summary and the fields speak Russian
  await page.locator('[data-action="validate"]').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText('Это поле обязательно');
  await expect(summary).not.toContainText('This field is required');

  // store it: the server's answer in Russian, and the list names its status in Russian
  await page.locator('[data-action="store"]').click();
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expect(page.getByText(/Декларация сохранена как версия 1\./)).toBeVisible();
  const id = decodeURIComponent(/\/view\/([^/?#]+)/.exec(page.url())![1]!);
  const lrn = await page.getByRole('textbox', { name: 'LRN', exact: true }).inputValue();
  // this declaration's row, found with the list's filter in Russian (the worker's server holds others)
  await page.goto('/transits/t01');
  await page.getByLabel('LRN содержит').fill(lrn);
  await page.getByRole('button', { name: 'Найти', exact: true }).click();
  const status = page.locator(`[data-testid="t01-row"][data-id="${id}"]`).locator('[data-status]');
  await expect(status).toHaveText('Сохранена');
  await expect(page.getByTestId('t01-table')).not.toContainText('STORED');
});
