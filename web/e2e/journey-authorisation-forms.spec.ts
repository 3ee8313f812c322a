import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/server';
import { action, expectStatus, HEADQUARTERS } from './support/authorisations';
import { input, pickOption, signIn } from './support/app';
import { section } from './support/editor';

/**
 * Each of the seven transit forms filled from blank to submitted in Chromium (issue
 * 'Authorisations I', "End to end"), by `trader`, every required field through the screen's own
 * controls. ACR is filled in journey-authorisations and SSE (by an agent) in
 * journey-authorisation-paths; the other five here, each with the fields its sections ask.
 */

/** A place of the location block: name, street and number, city. */
async function addLocation(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name: 'Add Location' }).last().click();
  await input(scope, 'Name').last().fill(name);
  await input(scope, 'Street and number').last().fill('Str. Vamii 1');
  await input(scope, 'City').last().fill('Chișinău');
  // the location block's limits, from the rule crate through rules.wasm
  await expect(input(scope, 'City').last()).toHaveAttribute('maxlength', '35');
}

async function addOffice(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.getByRole('button', { name: 'Add Customs office' }).click();
  await pickOption(page, input(scope, 'Customs office').last(), code);
}

/** ACT and ACE: where goods are received, the offices of destination, the number of operations. */
async function consignee(page: Page): Promise<number> {
  await addLocation(section(page, '3. Locations where goods will be received'), 'Warehouse Bălți');
  const operations = section(page, '4. Destination and operations');
  await addOffice(page, operations, 'MD100100');
  await input(operations, 'Number of operations').fill('120');
  return 4;
}

const FORMS: Record<string, (page: Page) => Promise<number>> = {
  act: consignee,
  ace: consignee,
  trd: async (page) => {
    await input(section(page, '3. Reduced data set'), 'Number of operations').fill('40');
    return 3;
  },
  etd: async (page) => {
    const etd = section(page, '3. Electronic transport document');
    await pickOption(page, input(etd, 'Customs office of destination'), 'MD100100');
    await pickOption(page, input(etd, 'Customs office of departure'), HEADQUARTERS);
    await input(etd, 'Access to Data').fill('Read access to the airline manifest system');
    await input(etd, 'Number of operations').fill('75');
    return 3;
  },
  eir: async (page) => {
    const entry = section(page, "3. Entry in the declarant's records");
    await entry.getByRole('button', { name: 'Add Commodity code' }).click();
    await input(entry, 'TARIC code').fill('8471300000');
    await input(entry, 'Goods description').fill('Portable computers');
    await input(entry, 'Prohibitions and restrictions').fill('None known');
    await addOffice(page, entry, 'MD100100');
    await input(entry, 'Number of operations').fill('300');
    await addLocation(entry, 'Warehouse Chișinău');
    await entry.getByLabel('Waiver of the presentation of goods').check();
    await input(entry, 'Waiver description').fill('Goods stored in an approved place');
    await entry.getByRole('button', { name: 'Add Procedure code' }).click();
    await input(entry, 'Procedure code').fill('4000');
    return 3;
  },
};

for (const [kind, fill] of Object.entries(FORMS)) {
  test(`${kind.toUpperCase()}: the trader fills the form from blank and submits it`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'trader');
    await page.goto(`/authorisations/${kind}/new`);
    await pickOption(page, input(section(page, '1. Applicant Information'), 'Competent customs office'), HEADQUARTERS);
    const last = await fill(page);
    // the kind's sections, then attached documents, then the attestation
    await section(page, `${last + 2}. User attestation`).getByLabel(/I attest/).check();
    await action(page, 'submit').click();
    await expect(page).toHaveURL(new RegExp(`/authorisations/${kind}/view/`));
    await expectStatus(page, 'SUBMITTED');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(`${kind.toUpperCase()}\\d{6}[A-Z0-9]{8}`));
  });
}
