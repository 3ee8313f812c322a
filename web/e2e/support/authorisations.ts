import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, signOut } from './app';
import { expectNoAxeViolations } from './axe';

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

/**
 * Each form of `kinds` has no axe violation when refused (a blank application submitted: the
 * errors listed and beside their fields) and viewed (a stored draft), as the signed-in
 * `trader` sees them, in English and in Romanian. The new forms are walked in all three
 * languages, with axe, by journey-every-page; the states it cannot reach are checked here.
 */
export async function expectFormsAccessible(page: Page, kinds: readonly string[]): Promise<void> {
  await signIn(page, 'trader');
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  // the toolbar's name is translated: the action by its name
  const submit = page.getByRole('toolbar').locator('[data-action="submit"]').first();
  const drafts = new Map<string, string>();
  for (const kind of kinds) {
    // a stored draft of the kind to view
    const blank = await (await page.request.get(`/v1/${kind}/info`)).json();
    const stored = await page.request.post(`/v1/${kind}/store`, { data: blank, headers: { 'X-CSRF-Token': me.csrfToken } });
    expect(stored.status()).toBe(200);
    drafts.set(kind, ((await stored.json()) as { id: string }).id);
  }
  // the switcher's name is translated too: a language by its own tag
  const speak = async (language: string) => {
    await page.locator(`[role="group"] span[lang="${language}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  };
  for (const language of ['en', 'ro'] as const) {
    await speak(language);
    for (const kind of kinds) {
      await page.goto(`/authorisations/${kind}/new`);
      await submit.click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      await expectNoAxeViolations(page, `${kind} refused in ${language}`);
      await page.goto(`/authorisations/${kind}/view/${drafts.get(kind)}`);
      await expectStatus(page, 'STORED');
      await expectNoAxeViolations(page, `${kind} view in ${language}`);
    }
  }
  await speak('en');
  await signOut(page);
}
