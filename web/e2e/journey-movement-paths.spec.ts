import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { group, openCard } from './support/editor';
import { startStandardT1 } from './support/declaration';
import { decide, expectStatus } from './support/movement';

/**
 * The other paths of the movement in the browser (issue 4): a cancellation before release;
 * a pre-lodged declaration (additional declaration type D) presented with IE170; a guarantee
 * found not valid, amended by the holder (amendment type 1) and then released; that movement,
 * never controlled at departure, then goes through the whole destination: the arrival
 * accepted (IE043), unloading remarks of goods that conform (IE044), the destination's control
 * results (IE018, which need no IE060), the goods released (IE025).
 */
test.describe.configure({ mode: 'serial' });

const shared: { cancelled?: string; preLodged?: string; guarantee?: string } = {};

async function submit(page: Page, fill: () => Promise<void> = async () => undefined): Promise<string> {
  await startStandardT1(page);
  await fill();
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  return idFromUrl(page);
}

// One declaration per test: filling a standard T1 takes a minute on a busy CI machine, and
// three in one test ran past its time limit there.
test('the trader submits a standard declaration, not yet cancellable before its MRN', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  shared.cancelled = await submit(page);
  // NCTS takes an invalidation request (IE014) once the MRN is allocated: not yet
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Cancel declaration' })).toHaveCount(0);
});

test('the trader submits a pre-lodged declaration', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  shared.preLodged = await submit(page, async () => {
    await pickOption(page, input(page, 'Additional declaration type'), 'D');
  });
  await expectStatus(page, 'SUBMITTED');
});

test('the trader submits a declaration whose guarantee will be found not valid', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  shared.guarantee = await submit(page);
  await signOut(page);
});

test('the officer accepts one, acknowledges the pre-lodged declaration and finds a guarantee not valid', async ({ page }) => {
  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.cancelled}`);
  await decide(page, 'accept', 'Accept');
  await page.goto(`/transits/t01/view/${shared.preLodged}`);
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await decide(page, 'accept-pre-lodged', 'Accept pre-lodged');
  await expectStatus(page, 'PRE_LODGED');
  await expect(input(page, 'MRN')).toHaveCount(0); // no MRN before the presentation

  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'guarantee-not-valid', 'Guarantee not valid', 'The access code does not match the GRN');
  await expectStatus(page, 'GUARANTEE_UNDER_AMENDMENT');
  await signOut(page);
});

test('the trader cancels before release, presents the pre-lodged goods (IE170, MRN) and amends the guarantee', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/cancel/${shared.cancelled}`);
  // the action route opens its dialog at once
  await page.getByRole('dialog').getByRole('textbox').fill('Goods sold to a local buyer');
  await page.getByRole('dialog').locator('[data-confirm-action="cancel"]').click();
  await expectStatus(page, 'CANCELED');

  await page.goto(`/transits/t01/view/${shared.preLodged}`);
  // the presentation (IE170) collects the data CC170C carries, on the modify screen, and sends them
  await runAction(page, 'Presentation notification');
  await expect(page).toHaveURL(/\/transits\/t01\/presentation-notification\//);
  // the presentation's data are on this screen (card 8: location of goods, place of loading, ...)
  const master = await openCard(page, 8, 'Master Consignment');
  await expect(input(group(master, 'Place of loading'), 'UN/LOCODE')).toHaveValue(/MDKIV/);
  await runAction(page, 'Presentation notification');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expectStatus(page, 'ACCEPTED');
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  const ie170 = page.getByTestId('messages-table').locator('[data-message="IE170"]');
  await ie170.getByText('Show', { exact: true }).click();
  // what CC170C carries is sent: the location of goods and the place of loading
  await expect(ie170).toContainText('locationOfGoods');
  await expect(ie170).toContainText('MDKIV');
  await page.getByRole('tab', { name: 'Transit Operation' }).click();
  await expect(input(page, 'MRN')).toHaveValue(/^\d{2}MD[A-Z0-9]{12}[J-M]\d$/);

  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await runAction(page, 'Amend');
  await expect(page).toHaveURL(/\/transits\/t01\/modify\//);
  await page.getByRole('radio', { name: '1 - Guarantee' }).check();
  await input(page.getByRole('group', { name: 'Guarantee reference 1' }), 'Access code').fill('CD34');
  await runAction(page, 'Amend');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expectStatus(page, 'ACCEPTED');
  await signOut(page);
});

test('the officer releases the amended movement', async ({ page }) => {
  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await decide(page, 'register-guarantee', 'Register guarantee');
  await expectStatus(page, 'GUARANTEE_REGISTERED');
  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  await expect(page.getByTestId('messages-table').locator('[data-message="IE004"]')).toHaveCount(1);
  await signOut(page);
});

test('destination of a movement never controlled at departure: arrival accepted, goods conform, control results without an IE060, goods released', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await decide(page, 'arrival-notification', 'Arrival notification');
  await expectStatus(page, 'ARRIVED');
  await signOut(page);

  await signIn(page, 'officer2');
  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  // the arrival acceptance names its own message, not the departure's MRN
  await runAction(page, 'Accept');
  const accept = page.getByRole('dialog');
  await expect(accept).toContainText('unloading permission (IE043)');
  await expect(accept).not.toContainText('IE028');
  await accept.locator('[data-confirm-action="accept"]').click();
  await expect(accept).toBeHidden();
  await expectStatus(page, 'ARRIVAL_ACCEPTED');
  await signOut(page);

  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await runAction(page, 'Unloading remarks');
  const remarks = page.getByRole('dialog');
  // goods that conform carry no remarks (DDNTA G0205): nothing to describe while ticked
  await expect(remarks.getByRole('checkbox')).toBeChecked();
  await expect(remarks.getByRole('textbox')).toHaveCount(0);
  await remarks.locator('[data-confirm-action="unloading-remark"]').click();
  await expect(remarks).toBeHidden();
  await signOut(page);

  // the destination's control results (IE018): result A1 and one control, no IE060 asked for
  await signIn(page, 'officer2');
  await page.goto(`/transits/t01/view/${shared.guarantee}`);
  await runAction(page, 'Destination control results');
  await expect(page).toHaveURL(/\/transits\/t01\/destination-control-results\//);
  await expect(page.getByRole('heading', { name: 'IE060 Decision Control' })).toHaveCount(0);
  await expect(input(page, 'Notification type')).toHaveCount(0);
  await pickOption(page, input(page, 'Control result'), 'A1');
  const results = page.getByRole('group', { name: 'Controls carried out' });
  await results.getByRole('button', { name: 'Add Control carried out' }).click();
  const control = results.getByRole('group', { name: 'Control carried out 1' });
  await pickOption(page, input(control, 'Type of control'), '');
  await input(control, 'Text').fill('Unloaded and counted at destination');
  await runAction(page, 'Destination control results');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  await expectStatus(page, 'ARRIVAL_ACCEPTED');
  await page.getByRole('tab', { name: 'Control and Risk Results' }).click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Text' }).last()).toHaveValue('Unloaded and counted at destination');
  await page.getByRole('tab', { name: 'Transit Operation' }).click();

  await decide(page, 'goods-release', 'Release goods');
  await expectStatus(page, 'GOODS_RELEASED');
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  const log = page.getByTestId('messages-table');
  for (const type of ['IE007', 'IE043', 'IE044', 'IE018', 'IE025']) {
    await expect(log.locator(`[data-message="${type}"]`)).toHaveCount(1);
  }
  await expect(log.locator('[data-message="IE060"]')).toHaveCount(0);
  await signOut(page);
});
