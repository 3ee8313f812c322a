import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** A numbered card of the Transit Operation tab (`8. Master Consignment`), expanded. */
export async function openCard(page: Page, number: number, title: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `${number} ${title}`, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: `${number}. ${title}`, exact: true });
}

/** A group of fields (a party, a list row) by its exact name. */
export function group(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** A titled part of a card or an editor (`Transport Information`, `General`, `Goods Information`). */
export function section(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('region', { name, exact: true }).or(scope.getByRole('group', { name, exact: true }));
}

/** Runs axe on one part of the page (a card), WCAG 2.1 A/AA and best practices. */
export async function expectNoAxeViolationsIn(page: Page, selector: string, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The cards of the Transit Operation tab, each checked on its own. */
export async function expectNoAxeViolationsInCards(page: Page, state: string): Promise<void> {
  const cards = page.locator('section[aria-label]').filter({ has: page.locator('h2') });
  const labels = await cards.evaluateAll((sections) =>
    sections.map((s) => s.getAttribute('aria-label') ?? '').filter((label) => /^\d+\. /.test(label)),
  );
  expect(labels.length).toBeGreaterThan(5);
  for (const label of labels) await expectNoAxeViolationsIn(page, `section[aria-label="${label}"]`, `${state}: ${label}`);
}
