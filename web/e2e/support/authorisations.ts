import { expect, type Locator, type Page } from '@playwright/test';

/** The headquarters of the sample set: the competent office of the transit authorisations. */
export const HEADQUARTERS = 'MD100000';

/** An action of the authorisation's toolbar, by its name (`submit`, `accept`, …). */
export function action(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'Actions' }).locator(`[data-action="${name}"]`);
}

/** The status chip of the page's title shows `status`. */
export async function expectStatus(page: Page, status: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).locator(`[data-status="${status}"]`)).toBeVisible();
}

/** Takes a lifecycle step through its dialog, filling what it asks (fields by label). */
export async function step(page: Page, name: string, fill: Record<string, string> = {}): Promise<void> {
  await action(page, name).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
  await dialog.locator(`[data-action="confirm-${name}"]`).click();
  await expect(dialog).toHaveCount(0);
}
