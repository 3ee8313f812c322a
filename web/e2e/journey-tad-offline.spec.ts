import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { runAction, signIn } from './support/app';
import { expectStatus } from './support/movement';
import { releasedDeclaration } from './support/released';

/**
 * Business continuity (issue 4, NOTES.md 7): a released declaration the browser has shown once
 * prints its TAD without the server, rendered in the browser by vama-tad compiled to wasm
 * (tad.wasm) from the copy kept in IndexedDB, with the fonts kept in Cache Storage; the BCP box
 * is ticked. Without a copy the user is told so.
 */
test.describe.configure({ mode: 'serial' });

const shared: { id?: string; mrn?: string } = {};

/** Whether the browser keeps the declaration (IndexedDB) and tad.wasm with both fonts (Cache Storage). */
function remembered(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('vama-tad', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('copies', { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const copy = await new Promise<unknown>((resolve) => {
      const request = db.transaction('copies').objectStore('copies').get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
    db.close();
    const cached = await (await caches.open('vama-tad-v1')).keys();
    return copy !== undefined && cached.length === 3;
  }, id);
}

test('the officer releases a declaration', async ({ page }) => {
  test.setTimeout(300_000);
  Object.assign(shared, await releasedDeclaration(page));
});

test('with the server unreachable, the trader prints the TAD in the browser: the barcode is the MRN, the BCP box is ticked', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await expectStatus(page, 'MOVEMENT_RELEASED');
  // kept in idle time after the view shows
  await expect.poll(() => remembered(page, shared.id!), { timeout: 30_000 }).toBe(true);

  // from now on nothing reaches the server: neither the API nor the app's files
  let blocked = 0;
  await page.route('**/*', (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  const download = page.waitForEvent('download');
  await runAction(page, 'Print');
  await expect(page.getByText('Business continuity TAD')).toBeVisible({ timeout: 30_000 });
  expect(blocked).toBeGreaterThan(0); // the print-tad request was tried, and failed

  // the browser's TAD is named as the server's: after the movement's MRN
  expect((await download).suggestedFilename()).toBe(`TAD-${shared.mrn}.pdf`);
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = mkdtempSync(join(tmpdir(), 'vama-tad-offline-'));
  const file = join(dir, 'tad.pdf');
  writeFileSync(file, pdf);
  // the barcode of page one, rendered to PNG, decodes to the MRN (Debian poppler-utils and zbar-tools)
  execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', file, join(dir, 'page')]);
  const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
  expect(execFileSync('zbarimg', ['--raw', '-q', join(dir, png)]).toString().trim()).toBe(shared.mrn);
  expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain(shared.mrn!);
  // the BCP box (page one, 108 mm from the left, 45 mm from the top; pdftotext crops at 72 dpi) is ticked
  const mm = (v: number) => String(Math.round((v * 72) / 25.4));
  const bcp = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-x', mm(108), '-y', mm(45), '-W', mm(40), '-H', mm(6), file, '-']).toString();
  expect(bcp).toContain('BCP:');
  expect(bcp).toContain('X');
});

test('without a copy in the browser, the trader is told the TAD cannot be printed', async ({ page }) => {
  await signIn(page, 'trader');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await expectStatus(page, 'MOVEMENT_RELEASED');
  await expect.poll(() => remembered(page, shared.id!), { timeout: 30_000 }).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('vama-tad');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.route('**/print-tad', (route) => route.abort('connectionrefused'));
  await runAction(page, 'Print');
  await expect(page.getByText('this browser has no copy of this released declaration')).toBeVisible();
});
