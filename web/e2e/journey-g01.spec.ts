import { expect, test, type Locator, type Page } from '@playwright/test';
import { input, pickOption, signIn, signOut } from './support/app';
import { EORI } from './support/declaration';
import { group, section } from './support/editor';
import { nctsCheckDigit } from './support/ncts';

/**
 * The guarantee G01 in Chromium (issue 6, "End to end in Chromium"): `trader` applies for a
 * comprehensive guarantee with a guarantor and an attachment at the guarantee office; its
 * officer `officer4` accepts it (GRN with a valid check digit); the trader manages its access
 * codes, covers a transit declaration with it (released: the balance goes down; written off:
 * it comes back), increases its amount and withdraws it. A wrong access code on a declaration
 * is refused with G03.
 */
test.describe.configure({ mode: 'serial' });

const GUARANTEE_OFFICE = 'MD900000';
const AMOUNT = '10000';
const shared: { id?: string; grn?: string; code?: string } = {};

/** A 1x1 PNG, built here so that the attachment is recognised by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const today = () => isoDate(new Date());
const inAYear = () => isoDate(new Date(Date.now() + 365 * 86_400_000));

function g01Action(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'Guarantee actions' }).locator(`[data-action="${name}"]`);
}

/** The guarantee on screen is in `expected` status (the chip beside its title). */
async function expectG01Status(page: Page, expected: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).locator(`[data-status="${expected}"]`)).toBeVisible();
}

function idFromG01Url(page: Page): string {
  const match = /\/guarantees\/g01\/[a-z-]+\/([^/?#]+)/.exec(page.url());
  if (!match) throw new Error(`not a guarantee URL: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

async function pickIfEmpty(page: Page, field: Locator, search: string): Promise<void> {
  if (!(await field.inputValue())) await pickOption(page, field, search);
}

test('the trader applies for a comprehensive guarantee with a guarantor and an attachment', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.goto('/guarantees/g01/new');
  const office = section(page, '1. Customs Office of Guarantee');
  await pickOption(page, input(office, 'Customs office'), GUARANTEE_OFFICE);
  await pickIfEmpty(page, input(office, 'Guarantee language'), 'RO');

  const reference = section(page, '3. Guarantee Reference');
  await pickOption(page, input(reference, 'Simplification'), '1');
  await pickOption(page, input(reference, 'Guarantee type'), '1');
  await pickOption(page, input(reference, 'Monitoring code'), '');
  await input(reference, 'Authorisation reference').fill('MDCGU2026000001');
  await pickOption(page, input(reference, 'Level of guarantee'), '');
  await input(reference, 'Master access code').fill('K7P3');

  const guarantor = group(page, 'Guarantor');
  await pickOption(page, input(guarantor, 'EORI number'), EORI.agent);
  await input(guarantor, 'Street and number').fill('Str. Ștefan cel Mare 1');
  await input(guarantor, 'Postcode').fill('MD2001');
  await input(guarantor, 'City').fill('Chișinău');
  await pickOption(page, input(guarantor, 'Country'), 'MD');

  const amount = section(page, '5. Guarantee Amount');
  await input(amount, 'Amount').fill(AMOUNT);
  await pickOption(page, input(amount, 'Currency'), 'EUR');
  await input(amount, 'Start date').fill(today());
  await input(amount, 'End date').fill(inAYear());

  const commodities = section(page, '6. Commodities');
  await commodities.getByRole('button', { name: 'Add commodity' }).click();
  const commodity = group(commodities, 'commodity 1');
  await pickOption(page, input(commodity, 'Commodity code'), '');
  await input(commodity, 'Description').fill('Motor cars');

  await g01Action(page, 'store').click();
  await expect(page).toHaveURL(/\/guarantees\/g01\/view\//);
  shared.id = idFromG01Url(page);
  await expectG01Status(page, 'STORED');

  // the file is attached once the application is stored (it belongs to a document)
  await g01Action(page, 'modify').click();
  await expect(page).toHaveURL(/\/guarantees\/g01\/modify\//);
  const documents = section(page, '8. Reference Document Information');
  await documents.getByRole('button', { name: 'Add document' }).click();
  const document = group(documents, 'document 1');
  await pickOption(page, input(document, 'Document type'), '');
  await input(document, 'Document reference number').fill('CGU-E2E-0001');
  await input(document, 'Issue date').fill(today());
  // the File button opens the browser's file chooser (Mantine's FileInput hides its input)
  const chooser = page.waitForEvent('filechooser');
  await document.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name: 'authorisation.png', mimeType: 'image/png', buffer: PNG });
  await expect(document.getByRole('button', { name: 'Download authorisation.png' })).toBeVisible();
  await g01Action(page, 'submit').click();
  await expect(page).toHaveURL(/\/guarantees\/g01\/view\//);
  await expectG01Status(page, 'REGISTERED');
  await signOut(page);
});

test('the officer at the guarantee office accepts it: the GRN is shown with a valid check digit', async ({ page }) => {
  await signIn(page, 'officer4');
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  await g01Action(page, 'accept').click();
  await expectG01Status(page, 'ACCEPTED');
  const info = page.getByTestId('g01-info');
  await expect(info).toContainText(/\d{2}MD[A-Z0-9]{12}\d/);
  const grn = /(\d{2}MD[A-Z0-9]{12}\d)/.exec((await info.textContent()) ?? '')![1];
  expect(grn).toHaveLength(17);
  expect(Number(grn[16])).toBe(nctsCheckDigit(grn.slice(0, 16)));
  shared.grn = grn;
  await signOut(page);
});
