import { expect, test } from './support/server';
import { action, expectFormsAccessible, expectStatus } from './support/authorisations';
import { input, pickOption, signIn } from './support/app';
import { section } from './support/editor';
import { FORMS, mainAccounts } from './support/procedures';

/**
 * Each of the nine procedure and guarantee forms (issue 'Authorisations II', "End to end")
 * filled from blank to submitted in Chromium by `trader` (support/procedures.ts).
 */

for (const [kind, fill] of Object.entries(FORMS)) {
  test(`${kind.toUpperCase()}: the trader fills the form from blank and submits it`, async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'trader');
    await page.goto(`/authorisations/${kind}/new`);
    await pickOption(page, input(section(page, '1. Application Information').or(section(page, '1. Customs Decision')), 'Competent customs office'), '');
    await mainAccounts(page);
    const last = await fill(page);
    // the kind's sections, then attached documents, then the attestation
    await section(page, `${last + 2}. User attestation`).getByLabel(/I attest/).check();
    await action(page, 'submit').click();
    await expect(page).toHaveURL(new RegExp(`/authorisations/${kind}/view/`));
    await expectStatus(page, 'SUBMITTED');
  });
}

test('every procedure and guarantee form has no axe violation when refused and viewed', async ({ page }) => {
  test.setTimeout(240_000);
  await expectFormsAccessible(page, Object.keys(FORMS));
});
