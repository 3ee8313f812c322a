import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/server';
import { idFromUrl, input, runAction, signIn, signOut } from './support/app';
import { expectNoAxeViolations } from './support/axe';

/**
 * NCTS Phase 5 XML against a running server started with VAMA_NCTS_XSD_DIR (`make e2e`): the
 * trader exports a stored declaration as its IE015 (CC015C), which xmllint validates against
 * the official schema; imports that file through the dialog and lands on the new STORED
 * declaration; an invalid sample is refused with the schema's errors listed.
 */
const here = dirname(fileURLToPath(import.meta.url));
const XSD_DIR = process.env.VAMA_NCTS_XSD_DIR ?? resolve(here, '../../../shared/ncts/xsd/p5-v2_1');
const SAMPLES = resolve(XSD_DIR, '../../samples');
const FULL = JSON.parse(readFileSync(resolve(here, 'fixtures/t01-full.json'), 'utf8')) as Record<string, unknown>;

/** xmllint's verdict on `file` against cc015c.xsd: '' when valid, its errors otherwise. */
function schemaErrors(file: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', resolve(XSD_DIR, 'cc015c.xsd'), file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stderr?: Buffer; message: string };
    return e.stderr?.toString() || e.message;
  }
}

test('a trader exports a declaration as IE015 XML and imports it back; an invalid file shows the schema errors', async ({ page }) => {
  await signIn(page, 'trader');
  const me = (await (await page.request.get('/v1/me')).json()) as { eori: string; csrfToken: string };

  // a complete declaration with the trader as holder, stored through the API
  const doc: Record<string, unknown> = { ...FULL, applicant: { ...(FULL.applicant as object), EORINumber: me.eori } };
  delete doc.lrn;
  const stored = await page.request.post('/v1/t01/store', { data: doc, headers: { 'X-CSRF-Token': me.csrfToken } });
  expect(stored.status()).toBe(200);
  const id = ((await stored.json()) as { id: string }).id;

  // Export IE015 (XML): the server's file name, valid against the official schema
  await page.goto(`/transits/t01/view/${id}`);
  await expect(input(page, 'LRN')).toHaveValue(/.+/);
  const downloading = page.waitForEvent('download');
  await runAction(page, 'Export IE015 (XML)');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^t01-VM[0-9A-Z]+\.xml$/);
  // saved under the server's file name, as a browser does
  const file = resolve(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file, 'utf8')).toContain('<ncts:CC015C');
  expect(schemaErrors(file)).toBe('');

  // import it through the dialog while the trader still has its LRN: refused, naming it
  const lrn = ((await (await page.request.get(`/v1/t01/${id}/document`)).json()) as { lrn: string }).lrn;
  await page.goto('/transits/t01');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Application from File' });
  await expect(dialog.getByLabel('JSON file or IE015 XML file')).toHaveAttribute('accept', /\.xml/);
  await dialog.getByLabel('JSON file or IE015 XML file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`already uses LRN ${lrn}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // once the original is deleted, the file imports as a new STORED declaration under its own LRN
  const deleted = await page.request.delete(`/v1/t01/${id}`, { headers: { 'X-CSRF-Token': me.csrfToken } });
  expect(deleted.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByLabel('JSON file or IE015 XML file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  const newId = idFromUrl(page);
  expect(newId).not.toBe(id);
  await expect(input(page, 'LRN')).toHaveValue(lrn);
  const imported = (await (await page.request.get(`/v1/t01/${newId}/document`)).json()) as Record<string, unknown>;
  expect(imported.documentStatus).toBe('STORED');
  expect(imported.lrn).toBe(lrn);
  expect((imported.departureOffice as { code: string }).code).toBe((FULL.departureOffice as { code: string }).code);
  // CC015C has no departure country: the office of departure names it, the catalog completes it
  const office = (FULL.departureOffice as { code: string }).code;
  expect(imported.departureCountry).toMatchObject({ code: office.slice(0, 2), name: expect.any(String), commonTransit: expect.any(Boolean) });
  expect((imported.houseConsignments as unknown[]).length).toBe((FULL.houseConsignments as unknown[]).length);

  // an invalid sample: refused, the schema's errors listed by line and element
  await page.goto('/transits/t01');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByLabel('JSON file or IE015 XML file').setInputFiles(resolve(SAMPLES, 'validator_cc015c-invalid.xml'));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The file is not valid against the schema cc015c.xsd');
  const errors = dialog.getByTestId('import-violations');
  await expect(errors).toContainText('Line 2, messageRecipient: This element is not expected. Expected is ( messageSender ).');
  await expectNoAxeViolations(page, 'import-dialog-schema-errors');
  await expect(page).toHaveURL(/\/transits\/t01$/);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await signOut(page);
});
