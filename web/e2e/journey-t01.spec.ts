import { readFile } from 'node:fs/promises';
import { expect, test } from './support/server';
import { DEMO, filterByLrn, fillDeclaration, idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { expectNoAxeViolations } from './support/axe';

/**
 * The T01 user journey against a running server (VAMA_E2E_URL): a trader creates, stores,
 * finds, views, modifies, browses history, exports and re-imports a declaration; another
 * trader cannot see it; an agent files one for the trader, who then sees it. Axe runs on
 * every page on the way.
 */
test.describe.configure({ mode: 'serial' });

const shared: { id?: string; lrn?: string; traderEori?: string; agentLrn?: string } = {};

test('a trader creates, stores, modifies, exports and re-imports a declaration', async ({ page }) => {
  // a long journey: it ran out of the default minute on a loaded 2-core machine, at its last step
  test.setTimeout(120_000);
  await page.goto('/transits/t01');
  await expect(page).toHaveURL(/\/login/);
  await expectNoAxeViolations(page, 'sign-in');
  await signIn(page, 'trader');
  shared.traderEori = ((await (await page.request.get('/v1/me')).json()) as { eori: string }).eori;
  await expectNoAxeViolations(page, 'list');

  // create and store
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/transits\/t01\/new$/);
  await expect(page.getByRole('heading', { name: /New declaration/ })).toBeVisible();
  await expectNoAxeViolations(page, 'new');
  await fillDeclaration(page);
  await runAction(page, 'Store');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  shared.id = idFromUrl(page);
  const lrnField = input(page, 'LRN');
  await expect(lrnField).toHaveValue(/.+/);
  shared.lrn = await lrnField.inputValue();
  await expectNoAxeViolations(page, 'view');

  // find it in the list and view it
  await filterByLrn(page, shared.lrn);
  const row = page.getByTestId('t01-row').filter({ hasText: shared.lrn });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Stored');
  await row.getByRole('link', { name: /View declaration/ }).click();
  await expect(page).toHaveURL(new RegExp(`/transits/t01/view/${shared.id}$`));

  // modify it (modify-stored) and store version 2
  await runAction(page, 'Modify');
  await expect(page).toHaveURL(new RegExp(`/transits/t01/modify-stored/${shared.id}$`));
  await expectNoAxeViolations(page, 'modify-stored');
  await input(page, 'Number of operations').fill('2');
  await runAction(page, 'Store');
  await expect(page).toHaveURL(new RegExp(`/transits/t01/view/${shared.id}$`));
  await expect(input(page, 'Number of operations')).toHaveValue('2');

  // version 2 in Actions and History; version 1 in history mode
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  await expect(page.getByTestId('versions-table').getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page, 'actions-and-history');
  await page.getByRole('link', { name: 'Open version 1' }).click();
  await expect(page.getByTestId('history-banner')).toContainText('You are viewing version 1 (history).');
  await expect(input(page, 'Number of operations')).toHaveValue('1');
  await expectNoAxeViolations(page, 'history');
  await page.getByRole('link', { name: 'Go to the current version' }).click();
  await expect(page.getByTestId('history-banner')).toHaveCount(0);
  await page.goto(`/transits/t01/history/${shared.id}/1`);
  await expect(page.getByTestId('history-banner')).toContainText('version 1');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await expect(input(page, 'Number of operations')).toHaveValue('2');

  // export: a JSON file with the data
  const downloading = page.waitForEvent('download');
  await runAction(page, 'Export');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  expect(exported.lrn).toBe(shared.lrn);
  expect(exported.operationsNumber).toBe(2);
  expect(exported.departureOffice).toMatchObject({ code: DEMO.departureOffice });
  expect(exported.destinationOffice).toMatchObject({ code: DEMO.destinationOffice });

  // import it back as a new declaration
  await page.goto('/transits/t01');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Application from File' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Input file is mandatory')).toBeVisible();
  await expectNoAxeViolations(page, 'import-dialog');
  // the trader has a declaration with the file's LRN already: refused, naming it
  await dialog.getByLabel('JSON file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`already uses LRN ${shared.lrn}`);
  // under the LRN of the trader's own software: a new declaration that keeps it
  const own = Buffer.from(JSON.stringify({ ...exported, lrn: 'ERP-REIMPORT-1' }));
  await dialog.getByLabel('JSON file').setInputFiles({ name: 'own-lrn.json', mimeType: 'application/json', buffer: own });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  expect(idFromUrl(page)).not.toBe(shared.id);
  await expect(input(page, 'Number of operations')).toHaveValue('2');
  await expect(input(page, 'LRN')).toHaveValue('ERP-REIMPORT-1');

  await signOut(page);
});

test('another trader neither lists nor opens it', async ({ page }) => {
  expect(shared.id).toBeTruthy();
  await signIn(page, 'trader2');
  await filterByLrn(page, shared.lrn!);
  await expect(page.getByText('No declarations found.')).toBeVisible();
  await expect(page.getByTestId('t01-row')).toHaveCount(0);
  await page.goto(`/transits/t01/view/${shared.id}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectNoAxeViolations(page, 'not-found');
  await signOut(page);
});

test('an agent files a declaration for the trader, who then sees it', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/transits/t01/new');
  await expect(page.getByRole('heading', { name: /New declaration/ })).toBeVisible();
  await fillDeclaration(page);
  const actors = page.getByRole('button', { name: '3 Actors' });
  if ((await actors.getAttribute('aria-expanded')) !== 'true') await actors.click();
  const holder = page.getByRole('group', { name: 'Holder of the transit procedure' });
  await pickOption(page, input(holder, 'EORI number'), shared.traderEori!);
  await expect(input(holder, 'EORI number')).toHaveValue(new RegExp(shared.traderEori!));
  await expectNoAxeViolations(page, 'agent-new');
  await runAction(page, 'Store');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  shared.agentLrn = await input(page, 'LRN').inputValue();
  await signOut(page);

  await signIn(page, 'trader');
  await filterByLrn(page, shared.agentLrn);
  await expect(page.getByTestId('t01-row').filter({ hasText: shared.agentLrn })).toHaveCount(1);
  await signOut(page);
});

// The guarantee type change ('Confirm Change') on a filled guarantee: journey-t01-scenarios.spec.ts.
