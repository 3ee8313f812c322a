import { expect, test, type Page } from '@playwright/test';
import { idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { group, openCard } from './support/editor';
import { fillStandardT1 } from './support/declaration';
import { decide, expectStatus } from './support/movement';

/**
 * The other paths of the movement in the browser (issue 4): a cancellation before release;
 * a pre-lodged declaration (additional declaration type D) presented with IE170; a guarantee
 * found not valid, amended by the holder (amendment type 1) and then released.
 */
test.describe.configure({ mode: 'serial' });

const shared: { cancelled?: string; preLodged?: string; guarantee?: string } = {};

async function submit(page: Page, fill: () => Promise<void> = async () => undefined): Promise<string> {
  await page.goto('/transits/t01/new');
  await fillStandardT1(page);
  await fill();
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  return idFromUrl(page);
}

test('the trader submits two standard declarations and a pre-lodged one', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  shared.cancelled = await submit(page);
  // NCTS takes an invalidation request (IE014) once the MRN is allocated: not yet
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Cancel declaration' })).toHaveCount(0);
  shared.preLodged = await submit(page, async () => {
    await pickOption(page, input(page, 'Additional declaration type'), 'D');
  });
  await expectStatus(page, 'SUBMITTED');
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
