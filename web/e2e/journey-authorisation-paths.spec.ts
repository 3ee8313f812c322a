import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { action, expectFormsAccessible, expectStatus, HEADQUARTERS, step } from './support/authorisations';
import { input, pickOption, signIn, signOut } from './support/app';
import { EORI } from './support/declaration';
import { group, section } from './support/editor';

/**
 * The other paths of the customs-decisions lifecycle in Chromium (issue 'Authorisations I',
 * "End to end"): a hearing leading to an unfavourable decision and the applicant's appeal; a
 * withdrawal; an agent applying for themselves with 'I am Holder'. The applications are filed
 * over the API (the form itself is driven by journey-authorisations); every step is taken
 * through its dialog in the browser.
 */
test.describe.configure({ mode: 'serial' });

const shared: { hearing?: string } = {};

/** A complete ACR of the signed-in trader, stored and submitted over the API: its view path. */
async function submittedAcr(page: Page): Promise<string> {
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': me.csrfToken };
  const application = {
    applicant: { EORINumber: EORI.trader, name: 'Vama Demo Trader SRL' },
    ca: { code: HEADQUARTERS },
    attestation: true,
    locations: [{ name: 'Depot', streetNumber: 'Str. Vamii 1', city: 'Chișinău' }],
    customsOffices: [{ code: 'MD100100' }],
    operationsNumber: 250,
    guaranteeIndicator: true,
    customsDecisionReferenceNumber: 'MDCGU2026000001',
  };
  const stored = await page.request.post('/v1/acr/store', { data: application, headers });
  expect(stored.status()).toBe(200);
  const { id } = (await stored.json()) as { id: string };
  const doc = (await (await page.request.get(`/v1/acr/${id}/document`)).json()) as Record<string, unknown>;
  expect((await page.request.post(`/v1/acr/${id}/submit`, { data: doc, headers })).status()).toBe(200);
  return `/authorisations/acr/view/${id}`;
}

test('a hearing leads to an unfavourable decision, and the applicant appeals', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'trader');
  shared.hearing = await submittedAcr(page);
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.hearing);
  await step(page, 'accept');
  await expectStatus(page, 'ACCEPTED');
  // an unfavourable decision is offered only after a hearing
  await expect(action(page, 'decide-unfavourable')).toHaveCount(0);
  await step(page, 'hear', { Reasons: 'The depot is not secured' });
  await expectStatus(page, 'HEARING');
  await signOut(page);

  await signIn(page, 'trader');
  await page.goto(shared.hearing);
  await step(page, 'comment', { Reasons: 'A fence is being built' });
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.hearing);
  await step(page, 'decide-unfavourable', { Reasons: 'The fence is not finished' });
  await expectStatus(page, 'UNFAVOURABLE');
  await signOut(page);

  await signIn(page, 'trader');
  await page.goto(shared.hearing);
  await step(page, 'appeal', { Reasons: 'The fence was finished last week' });
  // the appeal keeps the decision's status; its record is shown to the office
  await expectStatus(page, 'UNFAVOURABLE');
  await signOut(page);

  await signIn(page, 'officer5');
  await page.goto(shared.hearing);
  await page.getByRole('tab', { name: 'Actions And Versions' }).click();
  const notes = page.getByTestId('process-notes');
  for (const text of ['The depot is not secured', 'A fence is being built', 'The fence is not finished', 'The fence was finished last week']) {
    await expect(notes).toContainText(text);
  }
  await signOut(page);
});

test('the applicant withdraws an application before a decision', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.goto(await submittedAcr(page));
  await step(page, 'withdraw', { Reasons: 'Not needed any more' });
  await expectStatus(page, 'WITHDRAWN');
  await expect(action(page, 'withdraw')).toHaveCount(0);
  await signOut(page);
});

test("an agent applies for themselves with 'I am Holder'", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent');
  await page.goto('/authorisations/sse/new');
  const applicant = section(page, '1. Applicant Information');
  await applicant.getByRole('button', { name: 'I am Holder' }).click();
  const me = (await (await page.request.get('/v1/me')).json()) as { eori: string };
  // the agent is the applicant now, and no longer a representative
  await expect(input(group(applicant, 'Applicant'), 'EORI number')).toHaveValue(new RegExp(`^${me.eori}`));
  await expect(applicant.getByRole('button', { name: 'I am Holder' })).toHaveCount(0);
  await pickOption(page, input(applicant, 'Competent customs office'), HEADQUARTERS);
  await input(page, 'Type of Seals').fill('Plastic seals with a serial number');
  await input(page, 'Number of operations').fill('40');
  await page.getByLabel(/I attest/).check();
  await action(page, 'submit').click();
  await expect(page).toHaveURL(/\/authorisations\/sse\/view\//);
  await expectStatus(page, 'SUBMITTED');
  await expect(input(group(page, 'Applicant'), 'EORI number')).toHaveValue(new RegExp(`^${me.eori}`));
  await signOut(page);
});

test("an AEO-authorised agent applying for an ETD as holder is shown as AEO and not asked the 'Access to Data'", async ({ page }) => {
  test.setTimeout(120_000);
  // the demo agent's EORI is AEO-authorised in the EORI catalog (the demo trader's is not)
  await signIn(page, 'agent');
  await page.goto('/authorisations/etd/new');
  const applicant = section(page, '1. Applicant Information');
  await expect(input(page, 'Access to Data')).toBeEnabled();
  await applicant.getByRole('button', { name: 'I am Holder' }).click();
  await expect(group(applicant, 'Applicant').getByText('AEO authorised')).toBeVisible();
  await expect(input(page, 'Access to Data')).toBeDisabled();
  await expect(input(page, 'Access to Data')).toHaveAccessibleDescription(/authorised economic operator \(AEO\)/);
  await pickOption(page, input(applicant, 'Competent customs office'), HEADQUARTERS);
  await pickOption(page, input(page, 'Customs office of destination'), 'MD100100');
  await pickOption(page, input(page, 'Customs office of departure'), HEADQUARTERS);
  await input(page, 'Number of operations').fill('12');
  await page.getByLabel(/I attest/).check();
  await action(page, 'submit').click();
  await expect(page).toHaveURL(/\/authorisations\/etd\/view\//);
  await expectStatus(page, 'SUBMITTED');
  await expect(group(page, 'Applicant').getByText('AEO authorised')).toBeVisible();
  await signOut(page);
});

test('every transit authorisation form has no axe violation when refused and viewed', async ({ page }) => {
  test.setTimeout(180_000);
  await expectFormsAccessible(page, ['act', 'ace', 'acr', 'trd', 'etd', 'sse', 'eir']);
});
