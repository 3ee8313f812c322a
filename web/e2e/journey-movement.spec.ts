import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startStandardT1 } from './support/declaration';
import { decide, expectStatus } from './support/movement';
import { nctsCheckDigit } from './support/ncts';

/**
 * The NCTS movement in the browser, several users in turn (issue 4): the trader submits a
 * complete T1; the officer at departure rejects one and accepts the other (MRN shown with a
 * valid check digit) and releases it; the trader prints the TAD and notifies the arrival; the
 * officer at destination accepts the arrival (IE043), the trader reports a discrepancy at
 * unloading, the officer at destination resolves it and releases the goods; the officer at
 * departure writes the movement off. An overdue movement goes through the non-arrival enquiry and the recovery,
 * in order. Every decision goes through its dialog; the message log shows the
 * IE messages.
 */
test.describe.configure({ mode: 'serial' });

const shared: { id?: string; rejected?: string; overdue?: string; clockMovedMs: number } = { clockMovedMs: 0 };

/** Moves the server's clock (the test server runs with VAMA_TEST_CLOCK) and runs its scheduler. */
async function moveClock(page: Page, ms: number): Promise<void> {
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  const res = await page.request.post('/v1/test/clock', { data: { advanceMs: ms }, headers: { 'X-CSRF-Token': me.csrfToken } });
  expect(res.status()).toBe(200);
  shared.clockMovedMs += ms;
}

// the journeys after this one need the server's time to be the browser's again
test.afterAll(async ({ browser, serverUrl }) => {
  if (shared.clockMovedMs === 0) return;
  const page = await browser.newPage({ baseURL: serverUrl });
  await signIn(page, 'trader');
  await moveClock(page, -shared.clockMovedMs);
  await page.close();
});

async function submitComplete(page: Page): Promise<string> {
  await startStandardT1(page);
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  return idFromUrl(page);
}

test('the trader submits three complete declarations', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'trader');
  shared.id = await submitComplete(page);
  shared.rejected = await submitComplete(page);
  shared.overdue = await submitComplete(page);
  await signOut(page);
});

test('the officer at departure rejects one with reasons, accepts the other (MRN), controls and releases it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.rejected}`);
  // a rejection needs its reason: the dialog says so beside the field
  await runAction(page, 'Reject');
  const dialog = page.getByRole('dialog');
  await expectNoAxeViolations(page, 'decision dialog');
  await dialog.locator('[data-confirm-action="reject"]').click();
  await expect(dialog.getByText('Enter the reason')).toBeVisible();
  await dialog.getByRole('textbox').fill('Box 18: gross mass does not match the documents');
  await dialog.locator('[data-confirm-action="reject"]').click();
  await expect(dialog).toBeHidden();
  await expectStatus(page, 'REJECTED');

  await page.goto(`/transits/t01/view/${shared.id}`);
  await decide(page, 'accept', 'Accept');
  await expectStatus(page, 'ACCEPTED');
  const mrn = await input(page, 'MRN').inputValue();
  expect(mrn).toMatch(/^\d{2}MD[A-Z0-9]{12}[J-M]\d$/);
  expect(Number(mrn[17])).toBe(nctsCheckDigit(mrn.slice(0, 17)));

  // control decision (IE060) on its screen, with a red risk colour: a risk notification shows
  await runAction(page, 'Control decision');
  await expect(page).toHaveURL(/\/transits\/t01\/control-decision\//);
  await pickOption(page, input(page, 'Notification type'), '0');
  const decided = page.getByRole('group', { name: 'Types of control' });
  await decided.getByRole('button', { name: 'Add Control to carry out' }).click();
  await pickOption(page, input(decided.getByRole('group', { name: 'Control to carry out 1' }), 'Type of control'), '');
  await runAction(page, 'Control decision');
  const riskDialog = page.getByRole('dialog');
  await riskDialog.getByLabel('Risk colour').click();
  await page.getByRole('option', { name: 'Red', exact: true }).click();
  await riskDialog.locator('[data-confirm-action="control-decision"]').click();
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expectStatus(page, 'UNDER_CONTROL');
  // the operation in words, not its code (SELECTED)
  await expect(page.getByText(/Risk analysis result: selected for control, colour /)).toBeVisible();

  // control results (IE017) in control-results mode: the result and the control carried out
  await runAction(page, 'Control results');
  await expect(page).toHaveURL(/\/transits\/t01\/control-results\//);
  await pickOption(page, input(page, 'Control result'), 'A1');
  const results = page.getByRole('group', { name: 'Controls carried out' });
  await results.getByRole('button', { name: 'Add Control carried out' }).click();
  await pickOption(page, input(results.getByRole('group', { name: 'Control carried out 1' }), 'Type of control'), '');
  await input(results.getByRole('group', { name: 'Control carried out 1' }), 'Text').fill('Seals checked, intact');
  await runAction(page, 'Control results');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expectStatus(page, 'UNDER_RELEASE_REQUEST');
  await page.getByRole('tab', { name: 'Control and Risk Results' }).click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Text' }).last()).toHaveValue('Seals checked, intact');
  await expect(page.getByRole('tabpanel')).toContainText('Initial colour: Red');

  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');

  await page.goto(`/transits/t01/view/${shared.overdue}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');
  await signOut(page);
});

test('the trader reads the rejection, prints the TAD and notifies the arrival', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.rejected}`);
  await expectStatus(page, 'REJECTED');
  // the reason is on the declaration, in words, not only in the message's JSON
  const refusal = page.getByRole('region', { name: 'Rejected by the office of departure' });
  await expect(refusal).toContainText('Reason: Box 18: gross mass does not match the documents');
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  const ie056 = page.getByTestId('messages-table').locator('[data-message="IE056"]');
  await ie056.getByText('Show', { exact: true }).click(); // the JSON payload ("Show XML" opens the message's XML)
  await expect(ie056).toContainText('Box 18: gross mass does not match the documents');

  await page.goto(`/transits/t01/view/${shared.id}`);
  const printed = page.waitForResponse((r) => r.url().includes('/print-tad'));
  const download = page.waitForEvent('download');
  await runAction(page, 'Print');
  const response = await printed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // the file names the movement (its MRN), on the server's answer and on the download
  const mrn = /MRN (\w{18})/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1];
  expect(mrn).toBe(await input(page, 'MRN').inputValue());
  expect(response.headers()['content-disposition']).toBe(`inline; filename="TAD-${mrn}.pdf"`);
  expect((await download).suggestedFilename()).toBe(`TAD-${mrn}.pdf`);
  // the barcode of page one, rendered to PNG, decodes to the MRN (Debian poppler-utils and zbar-tools)
  const dir = mkdtempSync(join(tmpdir(), 'vama-tad-'));
  // the same PDF again through the API (the page consumed the first answer's body)
  const me = (await (await page.request.get('/v1/me')).json()) as { csrfToken: string };
  const again = await page.request.post(response.url(), { data: {}, headers: { 'X-CSRF-Token': me.csrfToken } });
  writeFileSync(join(dir, 'tad.pdf'), await again.body());
  execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', join(dir, 'tad.pdf'), join(dir, 'page')]);
  const png = execFileSync('ls', [dir]).toString().split('\n').find((f) => f.endsWith('.png'))!;
  const decoded = execFileSync('zbarimg', ['--raw', '-q', join(dir, png)]).toString().trim();
  expect(decoded).toBe(await input(page, 'MRN').inputValue());
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'tad.pdf'), '-']).toString();
  expect(text).toContain(decoded);
  // the departure control box: the result the office recorded, the movement's time limit
  expect(text).toMatch(/Result:\s+A1\b/);
  expect(text).toMatch(/Limit date \[15 11\]:\s+\d{4}-\d{2}-\d{2}/);

  // the list finds the declaration by a part of its MRN, typed in small letters
  await page.goto('/transits/t01');
  await page.getByLabel('MRN contains').fill(mrn!.slice(-9).toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('t01-row')).toHaveCount(1);
  await expect(page.getByTestId('t01-row')).toHaveAttribute('data-id', shared.id!);
  await page.goto(`/transits/t01/view/${shared.id}`);

  // cancelling after release is not offered
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Cancel declaration' })).toHaveCount(0);
  await decide(page, 'arrival-notification', 'Arrival notification');
  await expectStatus(page, 'ARRIVED');
  await signOut(page);
});

test('destination: arrival accepted (IE043), a discrepancy at unloading resolved, goods released, movement written off', async ({ page }) => {
  await signIn(page, 'officer2');
  await page.goto(`/transits/t01/view/${shared.id}`);
  // the office of destination accepts the arrival: its own step and message, no MRN
  await runAction(page, 'Accept');
  const accept = page.getByRole('dialog');
  await expect(accept).toContainText('unloading permission (IE043)');
  await expect(accept).not.toContainText('MRN');
  await accept.locator('[data-confirm-action="accept"]').click();
  await expect(accept).toBeHidden();
  await expectStatus(page, 'ARRIVAL_ACCEPTED');
  await signOut(page);

  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await runAction(page, 'Unloading remarks');
  const dialog = page.getByRole('dialog');
  // goods that conform carry no remarks: the discrepancies are asked once the box is unticked
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('checkbox').uncheck();
  await dialog.getByRole('textbox').fill('2 packages missing');
  await dialog.locator('[data-confirm-action="unloading-remark"]').click();
  await expect(dialog).toBeHidden();
  await signOut(page);

  await signIn(page, 'officer2');
  await page.goto(`/transits/t01/discrepancy-resolution/${shared.id}`);
  // the action route opens its dialog at once
  await page.getByRole('dialog').getByRole('textbox').fill('Found in the second lorry');
  await page.getByRole('dialog').locator('[data-confirm-action="discrepancy-resolution"]').click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await decide(page, 'goods-release', 'Release goods');
  await expectStatus(page, 'GOODS_RELEASED');
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await decide(page, 'manual-write-off', 'Write off');
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  const log = page.getByTestId('messages-table');
  for (const type of ['IE015', 'IE028', 'IE029', 'IE007', 'IE043', 'IE044', 'IE019', 'IE025', 'IE045']) {
    await expect(log.locator(`[data-message="${type}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Write off' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'messages');
  // the list shows the movement statuses in chips readable by everyone
  await page.goto('/transits/t01');
  await expect(page.getByTestId('t01-row').first()).toBeVisible();
  await expectNoAxeViolations(page, 'officer list');
  await signOut(page);
});

test('an overdue movement reaches the non-arrival enquiry once its time limit has expired', async ({ page }) => {
  await signIn(page, 'officer');
  await page.goto(`/transits/t01/transit-timers/${shared.overdue}`);
  const arrival = page.getByTestId('timers-table').locator('[data-timer="arrival"]');
  await expect(arrival).toHaveAttribute('data-state', 'running');
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Non-arrival enquiry' })).toHaveCount(0);

  // the declaration's time limit is at most a few weeks away: 60 days later it has expired
  await moveClock(page, 60 * 86_400_000);
  await signIn(page, 'officer'); // the session went idle meanwhile
  await page.goto(`/transits/t01/transit-timers/${shared.overdue}`);
  await expect(page.getByTestId('timers-table').locator('[data-timer="arrival"]')).toHaveAttribute('data-state', 'expired');
  await decide(page, 'non-arrival-enquiry', 'Non-arrival enquiry', 'The goods have not arrived: where are they?');
  await expectStatus(page, 'IDLE');
  // the recovery follows its order: initiated before it is completed
  const toolbar = page.getByRole('toolbar', { name: 'Declaration actions' });
  await expect(toolbar.getByRole('button', { name: 'Initiate recovery' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Complete recovery' })).toHaveCount(0);
  await decide(page, 'initiate-movement-recovery', 'Initiate recovery', 'No proof of arrival within the time limit');
  await expect(toolbar.getByRole('button', { name: 'Initiate recovery' })).toHaveCount(0);
  await runAction(page, 'Complete recovery');
  await expect(page.getByRole('dialog')).toContainText('written off (IE045)');
  await page.getByRole('dialog').locator('[data-confirm-action="complete-recovery"]').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toolbar.getByRole('button', { name: 'Complete recovery' })).toHaveCount(0);
  await signOut(page);
});
