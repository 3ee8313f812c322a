import { expect, test } from './support/server';
import { signIn } from './support/app';

/**
 * Issue 14: the web app runs under its Content-Security-Policy (scripts from the server only,
 * no inline script, the rule engine's WebAssembly allowed): the pages a trader and the officers
 * open load and work without one violation.
 */
const pages: Array<{ user: string; paths: string[] }> = [
  { user: 'trader', paths: ['/transits/t01', '/transits/t01/new', '/guarantees/g01', '/guarantees/g01/new'] },
  { user: 'officer3', paths: ['/transits/atr'] },
  { user: 'officer4', paths: ['/guarantees/g01'] },
];

for (const { user, paths } of pages) {
  test(`every page of ${user} works under the Content-Security-Policy`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const first = await page.goto('/login');
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await signIn(page, user);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      // the page's own content rendered (a heading), not an error screen
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
}
