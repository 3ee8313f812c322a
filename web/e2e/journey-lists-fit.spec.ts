import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { signIn } from './support/app';

/**
 * Lists fit the screen (issue 18): at 1366 px the declarations, guarantees and an
 * authorisation kind's lists show every column without scrolling sideways and no status chip is
 * cut, in each of the three languages; at 390 px a declaration's row keeps its reference, its
 * status and its action in view.
 */

const LISTS = ['/transits/t01', '/guarantees/g01', '/authorisations/acr'];
const META = ['actions', 'history', 'messages', 'timers', 'versions', 'currentVersion', 'version', 'documentStatus'];

/** Stores a blank draft of `kind` through the API (a row in its list). */
async function storeDraft(page: Page, kind: string): Promise<void> {
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  const blank = (await (await page.request.get(`/v1/${kind}/info`)).json()) as Record<string, unknown>;
  for (const key of META) delete blank[key];
  const stored = await page.request.post(`/v1/${kind}/store`, { data: blank, headers: { 'X-CSRF-Token': me.csrfToken } });
  expect(stored.status()).toBe(200);
}

/** How far the list's table overflows its region sideways (0: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const region = Array.from(document.querySelectorAll('[role=region]')).find((element) => element.querySelector('table'));
    return region ? region.scrollWidth - region.clientWidth : -1;
  });
}

test('the lists fit 1366 px in every language, with no status cut, and a phone keeps the key columns and the action', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'trader');
  await storeDraft(page, 't01');
  await storeDraft(page, 'g01');
  await storeDraft(page, 'acr');

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const language of ['en', 'ro', 'ru']) {
    await page.evaluate((lang) => localStorage.setItem('vama.language', lang), language);
    for (const list of LISTS) {
      await page.goto(list);
      const chip = page.locator('table [data-status]').first();
      await expect(chip).toBeVisible();
      expect(await overflow(page), `${list} in ${language}`).toBe(0);
      // the chip shows its whole name
      expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/transits/t01');
  const row = page.getByTestId('t01-row').first();
  // the reference (a link), the status and the row's action (the last link)
  for (const cell of [row.getByRole('link').first(), row.locator('[data-status]'), row.getByRole('link').last()]) {
    await expect(cell).toBeInViewport();
  }
  expect(await overflow(page)).toBe(0);
});
