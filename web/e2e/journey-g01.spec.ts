import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/server';
import { idFromUrl, input, pickOption, runAction, secret, signIn, signOut } from './support/app';
import { EORI, startStandardT1 } from './support/declaration';
import { group, section } from './support/editor';
import { fillComprehensiveGuarantee, today } from './support/guarantee';
import { decide, expectStatus } from './support/movement';
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
/** The codes the trader registers: one limited to an amount, one unlimited (an4, upper case). */
const AMOUNT_CODE = 'AM01';
const AMOUNT_LIMIT = '3000';
const UNLIMITED_CODE = 'UN01';
/** What the released declaration covers, and the increase of the update. */
const COVERED = '2500';
const INCREASE = '5000';
const shared: { id?: string; grn?: string; declaration?: string; mrn?: string } = {};

/** A 1x1 PNG, built here so that the attachment is recognised by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');


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


test('the trader applies for a comprehensive guarantee with a guarantor and an attachment', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.goto('/guarantees/g01/new');
  await fillComprehensiveGuarantee(page, {
    masterCode: 'K7P3',
    amount: AMOUNT,
    // a CGU of another system (this portal issued none with this reference)
    authorisation: (reference) => input(reference, 'Authorisation reference').fill('MDCGU2025000099'),
  });
  // the master code is masked until the holder asks to show it
  await expect(secret(section(page, '3. Guarantee Reference'), 'Master access code')).toHaveAttribute('type', 'password');

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

test('the officer at the guarantee office accepts it, confirming what acceptance does: the GRN is shown with a valid check digit', async ({ page }) => {
  await signIn(page, 'officer4');
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  // a decisive action asks first, naming its effect and who is told; cancelling changes nothing
  await g01Action(page, 'accept').click();
  const confirm = page.getByRole('dialog', { name: 'Accept this guarantee?' });
  await expect(confirm).toContainText('The applicant is told');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expectG01Status(page, 'REGISTERED');
  await g01Action(page, 'accept').click();
  await page.getByRole('dialog', { name: 'Accept this guarantee?' }).getByRole('button', { name: 'Accept' }).click();
  await expectG01Status(page, 'ACCEPTED');
  const info = page.getByTestId('g01-info');
  await expect(info).toContainText(/\d{2}MD[A-Z0-9]{12}\d/);
  const grn = /(\d{2}MD[A-Z0-9]{12}\d)/.exec((await info.textContent()) ?? '')![1];
  expect(grn).toHaveLength(17);
  expect(Number(grn[16])).toBe(nctsCheckDigit(grn.slice(0, 16)));
  shared.grn = grn;
  // the officer never receives the master code: not in the page, not in what the server sends
  await expect(info).not.toContainText('K7P3');
  expect(await (await page.request.get(`/v1/g01/${shared.id}/document`)).text()).not.toContain('K7P3');
  await signOut(page);
});

/** The guarantee's view: asks for its balance and answers the panel (amount and balance read). */
async function checkBalance(page: Page, amount: string, balance: string): Promise<Locator> {
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  const panel = page.getByTestId('g01-balance');
  await panel.getByRole('button', { name: 'Check balance' }).click();
  await expect(panel.getByTestId('balance-amount')).toHaveText(new RegExp(`^Amount ${amount}(\\.00)? EUR; balance ${balance}(\\.00)? EUR\\.$`));
  return panel;
}

test('the guarantee list shows it with its columns, and the export downloads md-guarantee-export.xlsx', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto('/guarantees/g01');
  const table = page.getByTestId('g01-table');
  await expect(table.getByRole('columnheader')).toContainText(['Customs office', 'Storage reference', 'Applicant EORI', 'Applicant name', 'GRN', 'Guarantee type', 'Amount', 'Balance', 'End date', 'Updated', 'Status', 'Actions']);
  const row = table.locator(`tr[data-id="${shared.id}"]`);
  await expect(row).toContainText(shared.grn!);
  await expect(row).toContainText(GUARANTEE_OFFICE);
  await expect(row).toContainText(EORI.trader);
  await expect(row.locator('[data-status="ACCEPTED"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/g01-list.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'Guarantee list tools' }).getByRole('button', { name: 'Export to spreadsheet' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('md-guarantee-export.xlsx');
  // an XLSX is a zip: its first bytes are PK
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');
});

test('the trader manages access codes: an AMOUNT-restricted one and an UNLIMITED one', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  await page.screenshot({ path: '/tmp/g01-view.png', fullPage: true });
  await g01Action(page, 'manage-code').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/manage-code/${shared.id}$`));
  const card = section(page, '1. Access Codes');
  await expect(card.getByText('No Access codes are registered')).toBeVisible();
  // Manage Access Codes masks the master code too, until asked
  const master = secret(card, 'Master access code');
  await expect(master).toHaveAttribute('type', 'password');
  await card.getByRole('button', { name: 'Show Master access code' }).click();
  await expect(master).toHaveAttribute('type', 'text');
  await expect(master).toHaveValue('K7P3');
  await card.getByRole('button', { name: 'Hide Master access code' }).click();
  await expect(master).toHaveAttribute('type', 'password');
  const add = async (number: number, code: string, restriction: string) => {
    await card.getByRole('button', { name: 'Add access code' }).click();
    const row = group(card, `access code ${number}`);
    await secret(row, 'Access code').fill(code);
    await input(row, 'Restriction type').click();
    await page.getByRole('option', { name: restriction, exact: true }).click();
    return row;
  };
  const limited = await add(1, AMOUNT_CODE, 'Amount');
  await input(limited, 'Amount limit').fill(AMOUNT_LIMIT);
  const unlimited = await add(2, UNLIMITED_CODE, 'Unlimited');
  // UNLIMITED keeps no limit, dates or beneficiary
  await expect(input(unlimited, 'Amount limit')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/g01-codes.png', fullPage: true });
  await g01Action(page, 'manage-code').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/view/${shared.id}$`));
  const codes = page.getByTestId('access-codes-table');
  await expect(codes.getByRole('row')).toHaveCount(3);
  await expect(codes).toContainText('AMOUNT');
  await expect(codes).toContainText('UNLIMITED');
  // the codes stay masked in the view
  await expect(codes).not.toContainText(UNLIMITED_CODE);
});

test('a declaration covered by the guarantee is released: the balance goes down by its amount', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  await startStandardT1(page, { grn: shared.grn!, accessCode: UNLIMITED_CODE, amount: COVERED });
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  shared.declaration = idFromUrl(page);
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.declaration}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');
  shared.mrn = await input(page, 'MRN').inputValue();
  await signOut(page);

  await signIn(page, 'trader');
  const panel = await checkBalance(page, AMOUNT, '7500');
  const summary = panel.getByTestId('account-summaries').getByRole('row').filter({ hasText: shared.mrn });
  await expect(summary).toContainText('DEBIT');
  await expect(summary).toContainText(COVERED);
  await panel.screenshot({ path: '/tmp/g01-balance.png' });
  await signOut(page);
});

test('the movement is written off: the balance comes back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.declaration}`);
  await decide(page, 'arrival-notification', 'Arrival notification');
  await expectStatus(page, 'ARRIVED');
  await signOut(page);

  await signIn(page, 'officer2');
  await page.goto(`/transits/t01/view/${shared.declaration}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'goods-release', 'Release goods');
  await expectStatus(page, 'GOODS_RELEASED');
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.declaration}`);
  await decide(page, 'manual-write-off', 'Write off');
  await signOut(page);

  await signIn(page, 'trader');
  const panel = await checkBalance(page, AMOUNT, AMOUNT);
  await expect(panel.getByTestId('account-summaries').getByRole('row').filter({ hasText: shared.mrn })).toHaveCount(2);
  await signOut(page);
});

test('a wrong access code on a declaration is refused with G03', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  await startStandardT1(page, { grn: shared.grn!, accessCode: 'ZZ99', amount: '100' });
  await runAction(page, 'Submit');
  await expect(page.getByTestId('error-summary')).toContainText('G03 Access code not valid');
  await expect(page).toHaveURL(/\/transits\/t01\/new/);
});

test('an update increases the amount: the amount and the balance go up', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  await g01Action(page, 'update').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/update/${shared.id}$`));
  await page.getByLabel('Update type').selectOption('INCREASE_AMOUNT');
  await input(page, 'Amount').fill(INCREASE);
  await page.getByRole('textbox', { name: 'Details' }).fill('Higher volume of movements from January');
  await g01Action(page, 'update').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/view/${shared.id}$`));
  await expect(input(section(page, '5. Guarantee Amount'), 'Amount')).toHaveValue(/^15,?000(\.00)?$/);
  await checkBalance(page, '15000', '15000');
});

test('the trader withdraws the guarantee with details: WITHDRAWN', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/guarantees/g01/view/${shared.id}`);
  await g01Action(page, 'withdraw').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/withdraw/${shared.id}$`));
  await expect(page.getByTestId('g01-action-header')).toContainText(shared.grn!);
  await page.getByRole('textbox', { name: 'Additional information' }).fill('The business moved to another guarantee');
  await g01Action(page, 'withdraw').click();
  await expect(page).toHaveURL(new RegExp(`/guarantees/g01/view/${shared.id}$`));
  await expectG01Status(page, 'WITHDRAWN');
});
