import { expect, test } from './support/server';
import { expectNoAxeViolations } from './support/axe';
import { idFromUrl, input, pickOption, runAction, signIn, signOut } from './support/app';
import { startStandardT1 } from './support/declaration';
import { group, openCard } from './support/editor';
import { decide, expectStatus } from './support/movement';

/**
 * The anticipated transit record in Chromium (issue 4, spec 2.1/2.3): a declaration through
 * the office of transit MD300000 is released; `officer3`, the officer there, finds its ATR,
 * refuses a crossing with a reason (ie119), registers the presentation of the goods (ie117,
 * NCF_REGISTERED) and an incident; the officer at destination has no ATR of it.
 */
test.describe.configure({ mode: 'serial' });

const TRANSIT_OFFICE = 'MD300000';
const shared: { id?: string; mrn?: string } = {};

test('the trader declares a movement through the office of transit and the officer releases it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'trader');
  await startStandardT1(page);
  const places = await openCard(page, 6, 'Countries and Customs Offices');
  await places.getByRole('button', { name: 'Add Office of transit' }).click();
  await pickOption(page, input(group(places, 'Office of transit 1'), 'Customs office'), TRANSIT_OFFICE);
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  shared.id = idFromUrl(page);
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${shared.id}`);
  await decide(page, 'accept', 'Accept');
  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');
  shared.mrn = await input(page, 'MRN').inputValue();
  // the message log keeps each message as its NCTS XML (issue 5): the IE029 names the MRN
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  await page.getByRole('button', { name: 'Show the XML of IE029' }).click();
  const xml = page.getByRole('dialog', { name: 'IE029 (NCTS XML)' });
  await expect(xml.getByTestId('message-xml')).toContainText(`<MRN>${shared.mrn}</MRN>`);
  await expect(xml.getByTestId('message-xml')).toContainText('CC029C');
  await xml.getByRole('button', { name: 'Close' }).click();
  await signOut(page);
});

test('the officer at transit finds the ATR, refuses a crossing and registers the presentation of the goods', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'officer3');
  await page.getByRole('link', { name: 'ATR' }).click();
  await expect(page).toHaveURL(/\/transits\/atr$/);
  await expect(page.getByRole('heading', { name: 'Anticipated transit records', level: 1 })).toBeVisible();
  const row = page.locator(`[data-testid="t01-row"][data-id="${shared.id}"]`);
  await expect(row).toContainText(shared.mrn!);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/view/${shared.id}$`));
  await expectStatus(page, 'MOVEMENT_RELEASED');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shared.mrn!);
  // the record is read-only and offers only the steps of an office en route
  const toolbar = page.getByRole('toolbar', { name: 'Declaration actions' });
  await expect(toolbar.getByRole('button')).toHaveText(['Presentation at transit', 'Reject crossing frontier', 'Register incident', 'Back to list']);
  await expect(input(page, 'MRN')).toHaveValue(shared.mrn!);
  await expectNoAxeViolations(page, 'the ATR record');

  // ie119: the reason is required, the movement stays released
  await toolbar.getByRole('button', { name: 'Reject crossing frontier' }).click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/ie119/${shared.id}$`));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Seal 2 broken: the goods go back for a new seal');
  await dialog.locator('[data-confirm-action="reject-crossing-frontier"]').click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/view/${shared.id}$`));
  await expectStatus(page, 'MOVEMENT_RELEASED');

  // ie117: prefilled with the MRN and the officer's own office; the crossing is registered
  await page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button', { name: 'Presentation at transit' }).click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/ie117/${shared.id}$`));
  const card = page.getByRole('region', { name: '1. Presentation of the goods', exact: true });
  await expect(input(card, 'MRN')).toHaveValue(shared.mrn!);
  await expect(input(card, 'Customs office of transit (actual)')).toHaveValue(new RegExp(`^${TRANSIT_OFFICE}`));
  await pickOption(page, input(card, 'Communication language at transit'), 'RO');
  await page.locator('[data-action="presentation-notification-ootra"]').click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/view/${shared.id}$`));
  await expectStatus(page, 'NCF_REGISTERED');
  // registered once: neither the presentation nor its refusal is offered again at this office
  await expect(page.getByRole('toolbar', { name: 'Declaration actions' }).getByRole('button')).toHaveText(['Register incident', 'Back to list']);
  await expect(page.getByRole('region', { name: '11. Presentation of the goods', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/atr-view.png', fullPage: true });
  await page.getByRole('tab', { name: 'Actions and History' }).click();
  await expect(page.getByText('reject-crossing-frontier').first()).toBeVisible();
  await expect(page.getByText('IE118').first()).toBeVisible();
});

test('the officer at transit registers an incident; the officer at destination has no ATR of the movement', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'officer3');
  await page.goto(`/transits/atr/incident-registration/${shared.id}`);
  const incident = group(page, 'Incident 1');
  // a blank incident is not registered: each missing field says so
  await page.locator('[data-action="incident-registration"]').click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/incident-registration/${shared.id}$`));
  await expect(page.locator('[id="field/incidents/0/code"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[id="field/incidents/0/location/qualifier"]')).toHaveAttribute('aria-invalid', 'true');
  await pickOption(page, input(incident, 'Incident code'), '1');
  await input(incident, 'Description').fill('The vehicle left the prescribed itinerary near Leușeni');
  await pickOption(page, input(incident, 'Qualifier of identification'), 'Z');
  // the location's country (incident mode asks for one), not its address's
  await pickOption(page, incident.locator('[id="field/incidents/0/location/country"]'), 'MD');
  await input(incident, 'Street and number').fill('Traseul M1');
  await input(incident, 'House number').fill('32');
  await input(incident, 'City').fill('Leușeni');
  await pickOption(page, incident.locator('[id="field/incidents/0/location/address/country"]'), 'MD');
  await page.screenshot({ path: 'test-results/atr-incident-registration.png', fullPage: true });
  await page.locator('[data-action="incident-registration"]').click();
  await expect(page).toHaveURL(new RegExp(`/transits/atr/view/${shared.id}$`));
  await page.getByRole('tab', { name: 'Incidents' }).click();
  await expect(input(group(page, 'Incident 1'), 'Description')).toHaveValue(/prescribed itinerary/);
  await signOut(page);

  await signIn(page, 'officer2');
  await page.goto(`/transits/atr/view/${shared.id}`);
  await expect(page.getByText('No anticipated transit record with this id at your office.')).toBeVisible();

  // the office of destination registers incidents on the declaration itself (t01 route)
  await page.goto(`/transits/t01/view/${shared.id}`);
  await runAction(page, 'Register incident');
  await expect(page).toHaveURL(new RegExp(`/transits/t01/incident-registration/${shared.id}$`));
  const second = group(page, 'Incident 2');
  await pickOption(page, input(second, 'Incident code'), '2');
  await input(second, 'Description').fill('Seals found broken at arrival');
  await pickOption(page, input(second, 'Qualifier of identification'), 'U');
  await pickOption(page, second.locator('[id="field/incidents/1/location/country"]'), 'MD');
  await pickOption(page, input(second, 'UN/LOCODE'), 'MD');
  await page.locator('[data-action="incident-registration"]').click();
  await expect(page).toHaveURL(new RegExp(`/transits/t01/view/${shared.id}$`));
  await page.getByRole('tab', { name: 'Incidents' }).click();
  await expect(input(group(page, 'Incident 2'), 'Description')).toHaveValue('Seals found broken at arrival');
});
