import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORDS: Record<string, string> = {
  trader: 'trader',
  trader2: 'trader2',
  agent: 'agent',
  officer: 'officer',
  officer2: 'officer2',
  officer3: 'officer3',
};

/** An input by its label's text (the required asterisk is not part of its accessible name). */
export function input(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));
}

/**
 * A secret input (the master access code, an access code): a password-type field, which has no
 * textbox role; found by its label (with the required mark, not its Show/Hide button).
 */
export function secret(scope: Page | Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS[username] ?? username);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/transits\/t01$/);
  await expect(page.getByRole('heading', { name: 'Transit declarations', level: 1 })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Picks an option of a catalog select: types `search` (if any) and clicks the first option
 * whose text is not in `avoid`, options that start with `search` first. Returns the chosen option's text ("code - name").
 *
 * A dropdown the page closes or redraws while the option is clicked (a late search answer on a
 * busy machine) is opened again: up to three tries, each click waiting at most 20 s, rather than
 * one click waiting out the test's whole time limit on an option that is gone.
 */
export async function pickOption(page: Page, field: Locator, search = '', avoid: string[] = [], options: { confirmed?: boolean } = {}): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pickOnce(page, field, search, avoid, options, attempt < 3 ? 20_000 : 0);
    } catch (error) {
      if (attempt >= 3 || (error instanceof Error && error.message.startsWith('no option to pick'))) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function pickOnce(page: Page, field: Locator, search: string, avoid: string[], options: { confirmed?: boolean }, clickTimeout: number): Promise<string> {
  await field.click();
  if (search) await field.fill(search);
  // the search answered: the field's "Loading…" spinner is gone (until then only the current value is offered)
  await expect(field.locator('xpath=..').getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  const listbox = page.getByRole('listbox');
  // only options that answer what was typed (the list refreshes after a short debounce)
  const matching = search ? listbox.getByRole('option', { name: new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') }) : listbox.getByRole('option');
  await expect(matching.first()).toBeVisible();
  const texts = (await matching.allTextContents()).map((text) => text.trim());
  // an option whose code is what was typed comes before one that merely mentions it ('A' is
  // guarantee type A, not the current '2 - ... by a guarantor')
  const order = texts.map((_, i) => i);
  if (search) {
    const starts = (text: string) => text.toLowerCase().startsWith(search.toLowerCase());
    order.sort((a, b) => Number(starts(texts[b])) - Number(starts(texts[a])) || a - b);
  }
  for (const i of order) {
    const text = texts[i];
    if (!avoid.includes(text)) {
      await matching.nth(i).click(clickTimeout ? { timeout: clickTimeout } : {});
      await expect(listbox).toBeHidden();
      if (options.confirmed !== false) await expect(field).toHaveValue(text);
      return text;
    }
  }
  throw new Error(`no option to pick for ${search}`);
}

/** The demo deployment (VAMA_COUNTRY=MD) and its sample offices. */
export const DEMO = {
  country: process.env.VAMA_E2E_COUNTRY ?? 'MD',
  departureOffice: process.env.VAMA_E2E_DEPARTURE_OFFICE ?? 'MD100100',
  destinationOffice: process.env.VAMA_E2E_DESTINATION_OFFICE ?? 'MD200000',
};

/** Fills what a T01 needs to be stored usefully (header card 1 and card 6). */
export async function fillDeclaration(page: Page, operations = '1'): Promise<void> {
  await pickOption(page, input(page, 'Country of departure'), DEMO.country);
  const departure = await pickOption(page, input(page, 'Office of departure'), DEMO.departureOffice);
  await pickOption(page, input(page, 'Country of destination'), DEMO.country);
  await pickOption(page, input(page, 'Office of destination'), DEMO.destinationOffice, [departure]);
  await input(page, 'Number of operations').fill(operations);
}

export async function runAction(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name, exact: true }).click();
}

/** Id of the declaration shown at /transits/t01/view/{id}. */
export function idFromUrl(page: Page): string {
  const match = /\/transits\/t01\/view\/([^/?#]+)/.exec(page.url());
  if (!match) throw new Error(`not a view URL: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

export async function filterByLrn(page: Page, lrn: string): Promise<void> {
  await page.goto('/transits/t01');
  await page.getByLabel('LRN contains').fill(lrn);
  await page.getByRole('button', { name: 'Search' }).click();
}
