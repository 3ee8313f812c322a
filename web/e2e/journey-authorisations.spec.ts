import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { action, expectStatus, HEADQUARTERS, step } from './support/authorisations';
import { input, pickOption, runAction, signIn, signOut } from './support/app';
import { startStandardT1 } from './support/declaration';
import { openCard, section } from './support/editor';

/**
 * An authorisation through the customs-decisions lifecycle in Chromium (issue 'Authorisations
 * I', "End to end"): `trader` applies for an ACR (authorised consignor) with an attachment and
 * the attestation; `officer5` of the headquarters accepts it and requests information; the
 * trader provides it; `officer5` decides and issues the decision (its reference number shown),
 * which becomes active. The trader files a T01 naming it (C521), picked in the declaration's
 * decision finder; `officer5` suspends it, and a new T01 naming it is refused with the reason;
 * resumed, it is used again.
 */
test.describe.configure({ mode: 'serial' });

const shared: { view?: string; reference?: string } = {};
/** A 1x1 PNG, recognised by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day as the screen shows it in English (dd/mm/yyyy). */
const shown = (iso: string) => iso.split('-').reverse().join('/');

test('the trader applies for an ACR with an attachment and the attestation', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  await page.goto('/authorisations');
  await page.locator('[data-kind="acr"]').click();
  await page.getByRole('link', { name: 'New application' }).click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/new$/);
  const applicant = section(page, '1. Applicant Information');
  await pickOption(page, input(applicant, 'Competent customs office'), HEADQUARTERS);

  const places = section(page, '3. Locations from which goods will be sent');
  await places.getByRole('button', { name: 'Add Location' }).click();
  await input(places, 'Name').fill('Depot Chișinău');
  await input(places, 'Street and number').fill('Str. Vamii 1');
  await input(places, 'City').fill('Chișinău');

  const guarantee = section(page, '4. Comprehensive guarantee');
  await guarantee.getByLabel('Comprehensive guarantee (or its waiver) used').check();
  await input(guarantee, 'CGU decision reference number').fill('MDCGU2026000001');
  // the other reference hides once one is filled
  await expect(input(guarantee, 'CGU application reference number')).toHaveCount(0);

  const operations = section(page, '5. Destination and operations');
  await operations.getByRole('button', { name: 'Add Customs office' }).click();
  await pickOption(page, input(operations, 'Customs office'), 'MD100100');
  await input(operations, 'Number of operations').fill('250');
  await section(page, '7. User attestation').getByLabel(/I attest/).check();

  await action(page, 'store').click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/view\//);
  await expectStatus(page, 'STORED');
  const chooser = page.waitForEvent('filechooser');
  await section(page, '6. Attached documents').getByLabel(/^Attach a file/).click();
  await (await chooser).setFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
  await expect(section(page, '6. Attached documents').getByRole('button', { name: 'plan.png', exact: true })).toBeVisible();
  await action(page, 'submit').click();
  await expectStatus(page, 'SUBMITTED');
  await expect(page.getByTestId('time-limits')).toContainText(`Acceptance due by ${shown(day(30))}`);
  shared.view = new URL(page.url()).pathname;
  await signOut(page);
});

test('officer5 accepts it and requests information; the trader provides it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'officer5');
  await page.goto(shared.view!);
  await expectStatus(page, 'SUBMITTED');
  await step(page, 'accept');
  await expectStatus(page, 'ACCEPTED');
  await expect(page.getByTestId('time-limits')).toContainText(`Decision due by ${shown(day(120))}`);
  await step(page, 'request-information', { Reasons: 'The plan of the depot', Deadline: day(10) });
  await expectStatus(page, 'INFORMATION_REQUESTED');
  await signOut(page);

  await signIn(page, 'trader');
  await page.goto(shared.view!);
  await expect(page.getByTestId('time-limits')).toContainText(`answer due by ${shown(day(10))}`);
  // the answer is the application as the office asked it changed, sent from the modify screen
  await action(page, 'provide-information').click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/modify\//);
  await expect(page.getByTestId('editing-hint')).toBeVisible();
  await input(section(page, '5. Destination and operations'), 'Number of operations').fill('300');
  await action(page, 'provide-information').click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/view\//);
  await expectStatus(page, 'ACCEPTED');
  await expect(input(section(page, '5. Destination and operations'), 'Number of operations')).toHaveValue('300');
  await signOut(page);
});

test('officer5 decides and issues the decision, which becomes active', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'officer5');
  await page.goto(shared.view!);
  await step(page, 'decide-favourable');
  await expectStatus(page, 'FAVOURABLE');
  await step(page, 'issue', { 'Validity start': day(0) });
  await expectStatus(page, 'ISSUED');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(new RegExp(`MDACR${day(0).slice(0, 4)}\\d{6}`));
  shared.reference = /MDACR\d{10}/.exec((await heading.textContent()) ?? '')![0];
  // the scheduler activates it on its start date (today): run it now
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  expect((await page.request.post('/v1/test/clock', { data: { advanceMs: 0 }, headers: { 'X-CSRF-Token': me.csrfToken } })).status()).toBe(200);
  await page.reload();
  await expectStatus(page, 'ACTIVE');

  // the list filters by the dates its declared columns name
  await page.goto('/authorisations/acr');
  const table = page.getByTestId('authorisation-table');
  const filterBy = async (from: string) => {
    await page.getByLabel('Decision date from').fill(from);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
  };
  await filterBy(day(0));
  await expect(table).toContainText(shared.reference!);
  await filterBy(day(1));
  await expect(table).not.toContainText(shared.reference!);
  await expect(table.getByRole('row')).toHaveCount(2);
  await signOut(page);
});

/** Files a standard T1 naming the ACR as its C521 authorisation, picked in the decision finder. */
async function fileNamingTheAcr(page: Page): Promise<void> {
  await startStandardT1(page);
  const card = await openCard(page, 5, 'Transit Authorisations');
  await card.getByRole('button', { name: 'Add Authorisation' }).click();
  await pickOption(page, input(card, 'Authorisation type'), 'C521');
  await pickOption(page, input(card, 'Reference number'), shared.reference!, [], { confirmed: false });
  await expect(input(card, 'Reference number')).toHaveValue(shared.reference!);
  await expect(card.getByTestId('decision-link')).toBeVisible();
  await runAction(page, 'Submit');
}

test('the trader files a T01 naming the ACR, picked in the decision finder, and submits it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  await fileNamingTheAcr(page);
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  // the declaration links to the decision it uses
  const card = await openCard(page, 5, 'Transit Authorisations');
  await card.getByTestId('decision-link').click();
  await expect(page).toHaveURL(new RegExp(`${shared.view}$`));
  await signOut(page);
});

test('officer5 suspends the ACR: a T01 naming it is refused with the reason; resumed, it is used again', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'officer5');
  await page.goto(shared.view!);
  await step(page, 'suspend', { Reasons: 'Seals missing at the depot' });
  await expectStatus(page, 'SUSPENDED');
  await signOut(page);

  await signIn(page, 'trader');
  // a suspended decision is no longer offered by the finder: name it by hand
  await startStandardT1(page);
  const card = await openCard(page, 5, 'Transit Authorisations');
  await card.getByRole('button', { name: 'Add Authorisation' }).click();
  await pickOption(page, input(card, 'Authorisation type'), 'C521');
  await input(card, 'Reference number').fill(shared.reference!);
  await runAction(page, 'Submit');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText(shared.reference!);
  // the status by its name, as the decision's screens show it (told by key: issue 18)
  await expect(summary).toContainText(`The ACR decision ${shared.reference!} is Suspended: only an active decision may be used`);
  await expect(page).toHaveURL(/\/transits\/t01\/new/);
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.view!);
  await step(page, 'resume');
  await expectStatus(page, 'ACTIVE');
  await page.getByRole('tab', { name: 'Actions And Versions' }).click();
  await expect(page.getByTestId('process-notes')).toContainText('Seals missing at the depot');
  await signOut(page);

  await signIn(page, 'trader');
  await fileNamingTheAcr(page);
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await signOut(page);
});

test('the trader asks to amend the ACR; officer5 sees the amendment beside the decision in force and amends it', async ({ page }) => {
  test.setTimeout(300_000);
  const operations = () => input(section(page, '5. Destination and operations'), 'Number of operations');
  await signIn(page, 'trader');
  await page.goto(shared.view!);
  await action(page, 'request-amendment').click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/modify\//);
  await operations().fill('450');
  await action(page, 'request-amendment').click();
  await expect(page).toHaveURL(/\/authorisations\/acr\/view\//);
  await expect(page.getByTestId('requested-amendment')).toBeVisible();
  await expect(operations()).toHaveValue('300');
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.view!);
  const requested = page.getByTestId('requested-amendment');
  await requested.getByRole('button', { name: 'Show the requested amendment' }).click();
  await expect(operations()).toHaveValue('450');
  await requested.getByRole('button', { name: 'Show the decision in force' }).click();
  await expect(operations()).toHaveValue('300');
  await step(page, 'amend');
  await expectStatus(page, 'ACTIVE');
  await expect(page.getByTestId('requested-amendment')).toHaveCount(0);
  await expect(operations()).toHaveValue('450');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shared.reference!);
  await signOut(page);
});
