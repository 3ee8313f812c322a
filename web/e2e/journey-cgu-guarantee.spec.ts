import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/server';
import { action, expectStatus, step } from './support/authorisations';
import { idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { startStandardT1 } from './support/declaration';
import { section } from './support/editor';
import { fillComprehensiveGuarantee } from './support/guarantee';
import { decide, expectStatus as expectMovementStatus } from './support/movement';
import { FORMS, mainAccounts } from './support/procedures';

/**
 * Guarantees and transit rest on the decisions (issue 'Authorisations II'): `trader` applies
 * for a comprehensive-guarantee authorisation (CGU); `officer5` accepts and issues it, and its
 * decision notice prints with the reference as a barcode; the trader applies for a
 * comprehensive G01 picking that CGU (its reference amount shown beside the amount);
 * `officer4` accepts it; it covers a T01 that is released; `officer5` suspends the CGU and
 * the next declaration's guarantee check fails with G02.
 */
test.describe.configure({ mode: 'serial' });

const MASTER = 'C9G2';
const shared: { cgu?: string; reference?: string; g01?: string; grn?: string } = {};
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function g01Action(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'Guarantee actions' }).locator(`[data-action="${name}"]`);
}

test('the trader applies for a comprehensive-guarantee authorisation', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'trader');
  await page.goto('/authorisations/cgu/new');
  await pickOption(page, input(section(page, '1. Customs Decision'), 'Competent customs office'), 'MD100000');
  await mainAccounts(page);
  const last = await FORMS.cgu(page);
  await section(page, `${last + 2}. User attestation`).getByLabel(/I attest/).check();
  await action(page, 'submit').click();
  await expect(page).toHaveURL(/\/authorisations\/cgu\/view\//);
  await expectStatus(page, 'SUBMITTED');
  shared.cgu = new URL(page.url()).pathname;
  await signOut(page);
});

test('officer5 accepts and issues it; the decision notice prints with its reference as a barcode', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'officer5');
  await page.goto(shared.cgu!);
  await step(page, 'accept');
  await step(page, 'decide-favourable');
  await step(page, 'issue', { 'Validity start': day(0) });
  await expectStatus(page, 'ISSUED');
  const heading = page.getByRole('heading', { level: 1 });
  shared.reference = /MDCGU\d{10}/.exec((await heading.textContent()) ?? '')![0];
  // the scheduler activates it on its start date (today): run it now
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  expect((await page.request.post('/v1/test/clock', { data: { advanceMs: 0 }, headers: { 'X-CSRF-Token': me.csrfToken } })).status()).toBe(200);
  await page.reload();
  await expectStatus(page, 'ACTIVE');

  const download = page.waitForEvent('download');
  await action(page, 'print-decision').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Decision-${shared.reference}.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'vama-notice-'));
  const pdf = join(dir, 'notice.pdf');
  writeFileSync(pdf, Buffer.concat(await (await file.createReadStream()).toArray()));
  // rendered to PNG, the barcode reads as the decision's reference number
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', pdf, join(dir, 'page')]);
  const decoded = execFileSync('zbarimg', ['-q', '--raw', join(dir, 'page-1.png')]).toString().trim();
  expect(decoded).toBe(shared.reference);
  await signOut(page);
});

test('the trader applies for a comprehensive guarantee resting on that CGU', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'trader');
  await page.goto('/guarantees/g01/new');
  await fillComprehensiveGuarantee(page, {
    masterCode: MASTER,
    // the reference amount 200000 EUR at 50 %
    amount: '100000',
    level: 'BB',
    authorisation: async (reference) => {
      await pickOption(page, input(reference, 'Authorisation reference'), shared.reference!, [], { confirmed: false });
      await expect(input(reference, 'Authorisation reference')).toHaveValue(shared.reference!);
      await expect(reference.getByTestId('resting-decision')).toContainText('200000');
      await expect(reference.getByTestId('decision-link')).toBeVisible();
    },
  });
  await g01Action(page, 'submit').click();
  await expect(page).toHaveURL(/\/guarantees\/g01\/view\//);
  shared.g01 = new URL(page.url()).pathname;
  await signOut(page);

  await signIn(page, 'officer4');
  await page.goto(shared.g01);
  await g01Action(page, 'accept').click();
  await page.getByRole('dialog', { name: 'Accept this guarantee?' }).getByRole('button', { name: 'Accept' }).click();
  const info = page.getByTestId('g01-info');
  await expect(info).toContainText(/\d{2}MD[A-Z0-9]{12}\d/);
  shared.grn = /(\d{2}MD[A-Z0-9]{12}\d)/.exec((await info.textContent()) ?? '')![1];
  await signOut(page);
});

test('it covers a declaration that is released; suspended, the CGU fails the next one with G02', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, 'trader');
  await startStandardT1(page, { grn: shared.grn!, accessCode: MASTER, amount: '2500' });
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  const declaration = idFromUrl(page);
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${declaration}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'movement-release', 'Release for transit');
  await expectMovementStatus(page, 'MOVEMENT_RELEASED');
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.cgu!);
  await step(page, 'suspend', { Reasons: 'The guarantor withdrew its undertaking' });
  await expectStatus(page, 'SUSPENDED');
  await signOut(page);

  await signIn(page, 'trader');
  await startStandardT1(page, { grn: shared.grn!, accessCode: MASTER, amount: '2500' });
  await runAction(page, 'Submit');
  await expect(page.getByTestId('error-summary')).toContainText('G02');
  await expect(page).toHaveURL(/\/transits\/t01\/new/);
  await signOut(page);
});
