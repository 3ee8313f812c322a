import type { Page } from '@playwright/test';
import { expect, test } from './support/sso';
import { expectNoAxeViolations } from './support/axe';

/**
 * Sign-in through the national SSO (issue 'Identity'), in Chromium, against a real OpenID
 * provider (oidc-provider on loopback) and a portal whose only sign-in is the SSO: the sign-in
 * page offers only the SSO; a trader, an agent whose claims link it to a trader, an officer and
 * an administrator each come back signed in as what their claims say; the sign-out offers the
 * provider's logout, which comes back to the sign-in page; a spoilt answer and a user whose
 * claims lack what their type needs each see why on the sign-in page, in the user's language.
 */

/** From the portal's sign-in page, through the provider's, as `subject`. */
async function throughSso(page: Page, subject: string, next = ''): Promise<void> {
  await page.goto(`/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByRole('link', { name: 'Sign in with the national SSO' }).click();
  await expect(page.getByRole('heading', { name: 'Test SSO: sign in' })).toBeVisible();
  await page.getByLabel('User name').fill(subject);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('each user type signs in through the SSO as its claims say, and signs out of the SSO too', async ({ page, request, ssoServer }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  // only the SSO signs in here: no password form
  await expect(page.getByRole('link', { name: 'Sign in with the national SSO' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the sign-in page with the SSO only');
  expect((await request.post('/v1/auth/login', { data: { username: 'admin', password: 'admin' } })).status()).toBe(403);

  await throughSso(page, 'sso-trader', '/transits/t01/new');
  await expect(page).toHaveURL(/\/transits\/t01\/new$/);
  await expect(page.getByRole('button', { name: /^User menu for Nistru Trade SRL/ })).toBeVisible();

  await signOut(page);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expectNoAxeViolations(page, 'signed out of the portal');
  await page.getByRole('link', { name: 'Sign out of the national SSO too' }).click();
  // the provider's own logout page, which comes back to the portal's sign-in page
  expect(page.url().startsWith(ssoServer.issuer)).toBe(true);
  await page.getByRole('button', { name: /yes, sign me out/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  // an agent whose claims link it to the demo trader and to Nistru Trade
  await throughSso(page, 'sso-agent');
  await expect(page).toHaveURL(/\/transits\/t01$/);
  const me = await (await page.request.get('/v1/me')).json();
  expect(me).toMatchObject({ userType: 'agent', eori: 'MD1003600000302', linkedEoris: ['MD1003600000301', 'MD1003600000011'], sso: true });
  await signOut(page);

  await throughSso(page, 'sso-officer');
  await expect(page).toHaveURL(/\/transits\/t01$/);
  await expect(page.getByRole('button', { name: /^User menu for Ion Vameș/ })).toBeVisible();
  await signOut(page);

  await throughSso(page, 'sso-admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
  // the users the SSO created are the administration's users, marked as the SSO's
  await expect(page.getByTestId('users')).toContainText('nistru.trade');
  await expect(page.getByTestId('users')).toContainText('prut.brokers');
});

test('a spoilt answer and claims lacking what the user type needs are refused, saying why', async ({ page }) => {
  test.setTimeout(120_000);
  await throughSso(page, 'tamper-signature');
  await expect(page).toHaveURL(/\/login\?sso=refused&reason=signature/);
  await expect(page.getByRole('alert')).toContainText('The signature of the identity token from the SSO is not valid.');
  await expectNoAxeViolations(page, 'a refused SSO sign-in');

  const spoilt: Record<string, string> = {
    audience: 'was issued for another application (audience)',
    issuer: 'does not come from the SSO this portal trusts (issuer)',
    expired: 'The identity token from the SSO has expired.',
    nonce: 'was issued for another sign-in (nonce)',
  };
  for (const [reason, says] of Object.entries(spoilt)) {
    await throughSso(page, `tamper-${reason}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?sso=refused&reason=${reason}`));
    await expect(page.getByRole('alert')).toContainText(says);
  }

  await throughSso(page, 'sso-officer-no-office');
  await expect(page.getByRole('alert')).toContainText('Your SSO account lacks what your user type needs: Customs offices (claim “customs_offices”).');
  await throughSso(page, 'sso-trader-no-eori');
  await expect(page.getByRole('alert')).toContainText('Your SSO account lacks what your user type needs: EORI number (claim “eori”).');

  // an answer the portal did not ask for (login CSRF): refused, nobody signed in
  await page.goto('/v1/auth/sso/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login\?sso=refused&reason=state/);
  await expect(page.getByRole('alert')).toContainText('does not belong to a sign-in started in this browser');
  expect((await page.request.get('/v1/me')).status()).toBe(401);

  // in Romanian
  await page.getByText('RO', { exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Răspunsul SSO nu aparține unei autentificări începute în acest browser');
});
