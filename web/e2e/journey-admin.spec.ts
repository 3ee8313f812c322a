import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { filterByLrn, input, pickOption, runAction, signOut } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { fillStandardT1 } from './support/declaration';
import { group, openCard } from './support/editor';

/**
 * Identity (issue 'Identity', "End to end"): the first administrator of the worker's store is
 * created with the CLI (`vama users add --type admin`), signs in, creates a trader and an agent
 * (an agent without its EORI refused beside the field), links them, and reads the audit log;
 * the agent then files a declaration for the trader, which the trader lists. axe on every
 * administration page, in its new, refused and saved states.
 */
test.describe.configure({ mode: 'serial' });

const TRADER = { username: 'prut', password: 'prut-secret-01', eori: 'MD1003600000099', name: 'Prut Trade SRL' };
const AGENT = { username: 'nistru', password: 'nistru-secret-01', eori: 'MD1003600000088', name: 'Nistru Broker SRL' };

async function signInAs(page: Page, username: string, password: string, landing: RegExp): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(landing);
}

async function createUser(page: Page, user: typeof TRADER, type: string, withEori = true): Promise<void> {
  await page.goto('/admin/users/new');
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await input(page, 'User type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(input(page, 'User type')).toHaveValue(type);
  await input(page, 'Name').fill(user.name);
  if (withEori) await page.getByLabel('EORI number').fill(user.eori);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('the first administrator, created with the CLI, creates a trader and an agent and links them', async ({ page, vama }) => {
  test.skip(!process.env.VAMA_E2E_SERVER, 'the CLI runs on the worker’s own store');
  test.setTimeout(180_000);
  const created = await vama(['users', 'add', '--type', 'admin', '--username', 'chief', '--name', 'Chief Administrator'], 'chief-secret-01\n');
  expect(created.code, created.out).toBe(0);

  await signInAs(page, 'chief', 'chief-secret-01', /\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('users')).toContainText('chief');
  await expectNoAxeViolations(page, 'users');

  await createUser(page, TRADER, 'Trader');
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: `User ${TRADER.username}` })).toBeVisible();
  await expectNoAxeViolations(page, 'a saved user');

  // an agent needs its EORI: refused, the reason beside the field and in the summary
  await createUser(page, AGENT, 'Agent', false);
  await expect(page.getByTestId('error-summary')).toContainText('EORI');
  await expect(page.getByLabel('EORI number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a refused user');
  await page.getByLabel('EORI number').fill(AGENT.eori);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

  await page.getByRole('link', { name: 'Representation' }).click();
  await page.getByLabel('Agent (EORI)').fill(AGENT.eori);
  await page.getByLabel('Trader (EORI)').fill(TRADER.eori);
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const row = page.getByTestId('links').getByRole('row').filter({ hasText: AGENT.eori });
  await expect(row).toContainText(TRADER.eori);
  await expect(row).toContainText('In force');
  await expectNoAxeViolations(page, 'representation');

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByTestId('audit');
  await expect(audit).toContainText('Representation added');
  await expect(audit.getByRole('row').filter({ hasText: 'User created' })).toHaveCount(3);
  await expectNoAxeViolations(page, 'audit log');

  // an administrator reads no document
  await page.goto('/transits/t01');
  await expect(page.getByText(/does not read or change documents/)).toBeVisible();
  await signOut(page);
});

test('the linked agent files a declaration for the trader, who lists it', async ({ page }) => {
  test.skip(!process.env.VAMA_E2E_SERVER, 'follows the administrator’s journey');
  test.setTimeout(300_000);
  await signInAs(page, AGENT.username, AGENT.password, /\/transits\/t01$/);
  await page.goto('/transits/t01/new');
  const actors = await openCard(page, 3, 'Actors');
  const holder = group(actors, 'Holder of the transit procedure');
  // the trader the administrator linked, found by the EORI finder among the parties the portal knows
  await pickOption(page, input(holder, 'EORI number'), TRADER.eori);
  await expect(input(holder, 'EORI number')).toHaveValue(new RegExp(`^${TRADER.eori}`));
  await fillStandardT1(page);
  await runAction(page, 'Store');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  const lrn = await input(page, 'LRN').inputValue();
  await signOut(page);

  await signInAs(page, TRADER.username, TRADER.password, /\/transits\/t01$/);
  await filterByLrn(page, lrn);
  await expect(page.getByTestId('t01-row').filter({ hasText: lrn })).toHaveCount(1);
  await signOut(page);
});

test('the administrator finds the agent by part of its name, edits, disables and enables it, and removes its link', async ({ page }) => {
  test.skip(!process.env.VAMA_E2E_SERVER, 'follows the administrator’s journey');
  await signInAs(page, 'chief', 'chief-secret-01', /\/admin\/users$/);
  const users = page.getByTestId('users');
  const agentRow = users.getByRole('row').filter({ hasText: AGENT.username });
  const findAgent = async () => {
    await page.getByLabel('Find by user name, name or EORI').fill('Broker');
    await expect(users).not.toContainText(TRADER.username);
    await expect(agentRow).toHaveCount(1);
  };
  await findAgent();
  await agentRow.getByRole('link', { name: AGENT.username }).click();
  await expect(page.getByRole('heading', { name: `User ${AGENT.username}` })).toBeVisible();

  // edit: the last of its permissions taken away (Backspace in the field), kept after a reload
  const permissions = input(page, 'Permissions');
  const user = (await (await page.request.get(page.url().replace('/admin/users/', '/v1/admin/users/'))).json()) as { permissions: string[] };
  const dropped = user.permissions.at(-1)!;
  await expect(page.getByText(dropped, { exact: true })).toBeVisible();
  await permissions.click();
  await permissions.press('Backspace');
  await expect(page.getByText(dropped, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${AGENT.username} saved`)).toBeVisible();
  await page.reload();
  await expect(input(page, 'Name')).toHaveValue(AGENT.name);
  await expect(page.getByText(user.permissions[0], { exact: true })).toBeVisible();
  await expect(page.getByText(dropped, { exact: true })).toHaveCount(0);

  // disabled, then enabled again: the list shows its state each time
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await page.goto('/admin/users');
  await findAgent();
  await expect(agentRow).toContainText('Disabled');
  await agentRow.getByRole('link', { name: AGENT.username }).click();
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
  await page.goto('/admin/users');
  await findAgent();
  await expect(agentRow).toContainText('Active');

  await page.getByRole('link', { name: 'Representation' }).click();
  const link = page.getByTestId('links').getByRole('row').filter({ hasText: AGENT.eori });
  await expect(link).toHaveCount(1);
  await page.getByRole('button', { name: `Remove the link of ${AGENT.eori} to ${TRADER.eori}` }).click();
  await expect(link).toHaveCount(0);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByTestId('audit');
  for (const action of ['Representation removed', 'User enabled', 'User disabled', 'User changed']) {
    await expect(audit.getByRole('row').filter({ hasText: action })).toHaveCount(1);
  }
  await signOut(page);
});
