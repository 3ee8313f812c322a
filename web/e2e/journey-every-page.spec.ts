import type { Page } from '@playwright/test';
import { expect, test } from './support/server';
import { signIn } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { AUTHORISATION_KINDS } from '../src/generated/kinds.gen';

/**
 * No developer's word on any screen (issue 18): a trader walks every list and every new
 * document of every kind in each language; a visible string that is a status or action code,
 * a JSON name, or (in Romanian and Russian) an English word of the interface fails the walk,
 * and axe finds no violation on any of them.
 */

// the three languages walk at once, each in its own worker
test.describe.configure({ mode: 'parallel' });

const PAGES: readonly string[] = [
  '/transits/t01',
  '/transits/t01/new',
  '/guarantees/g01',
  '/guarantees/g01/new',
  '/authorisations',
  ...AUTHORISATION_KINDS.flatMap((kind) => [`/authorisations/${kind.path}`, `/authorisations/${kind.path}/new`]),
];

/** What only a developer writes: STATUS_CODES, camelCase JSON names, kebab-case action names. */
const CODE_PATTERNS: readonly RegExp[] = [
  /\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b/,
  /(?<![\p{L}\p{N}])[a-z]+(?:[A-Z][a-z]+)+(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}-])(?:modify|register|accept|reject|movement|incident|control|manage|store|request|decide|extend|not)-[a-z]+(?:-[a-z]+)*(?![\p{L}\p{N}])/u,
];

/** Words of the interface that are English only, as they would leak into Romanian or Russian. */
const ENGLISH = /(?<![\p{L}\p{N}])(?:the|and|Add|Delete|Save|Store|Submit|Validate|Search|Filter|required|Loading|Type to search|No entries yet|Back to list|Reload|Actions|Status|Previous page|Next page)(?![\p{L}\p{N}])/u;

const LANGUAGES = [
  { code: 'en', button: 'EN', english: false },
  { code: 'ro', button: 'RO', english: true },
  { code: 'ru', button: 'RU', english: true },
] as const;

/** The page's visible text, its form fields' placeholders and its buttons' accessible names. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) parts.push(el.getAttribute('placeholder') ?? '');
    for (const el of Array.from(document.querySelectorAll('[aria-label]'))) parts.push(el.getAttribute('aria-label') ?? '');
    return parts.join('\n');
  });
}

function offending(text: string, checkEnglish: boolean): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (const pattern of CODE_PATTERNS) {
      const match = pattern.exec(line);
      if (match) found.push(`${match[0]}  (in "${line.trim().slice(0, 120)}")`);
    }
    const english = checkEnglish ? ENGLISH.exec(line) : null;
    if (english) found.push(`English '${english[0]}'  (in "${line.trim().slice(0, 120)}")`);
  }
  return found;
}

for (const language of LANGUAGES) {
  test(`every list and new document of every kind in ${language.code}: no code, no JSON name${language.english ? ', no English' : ''}, no axe violation`, async ({ page }) => {
    test.setTimeout(600_000);
    await signIn(page, 'trader');
    await page.getByRole('group', { name: 'Language' }).getByText(language.button, { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the page has loaded what it shows (lists, the form, the engine's answer)
      await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      problems.push(...offending(await shownText(page), language.english).map((p) => `${path}: ${p}`));
      await expectNoAxeViolations(page, `${path} in ${language.code}`);
    }
    expect(problems).toEqual([]);
  });
}
