import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A broker at work, counted (issue 18, "filing fast"): every click and every key pressed in the
 * page is counted as the browser receives it (trusted events only). The broker works as
 * professionals do: Tab to the next field when it is the next one in the form, a click to go
 * elsewhere; a picker is filled by typing a few characters, the arrow down to the first match
 * and Enter; a value the form already holds (a default, the item before, a duplicate) is left
 * as it is.
 */
export class Broker {
  private constructor(
    readonly page: Page,
    private readonly counts: { clicks: number; keys: number },
  ) {}

  /** Starts counting on `page` (before it loads the app: the counts survive navigation). */
  static async on(page: Page): Promise<Broker> {
    const counts = { clicks: 0, keys: 0 };
    await page.exposeFunction('__vamaCount', (kind: 'clicks' | 'keys') => {
      counts[kind] += 1;
    });
    await page.addInitScript(() => {
      const count = (window as unknown as { __vamaCount(kind: string): void }).__vamaCount;
      document.addEventListener('click', (event) => event.isTrusted && count('clicks'), true);
      document.addEventListener('keydown', (event) => event.isTrusted && !event.repeat && count('keys'), true);
    });
    return new Broker(page, counts);
  }

  get clicks(): number {
    return this.counts.clicks;
  }

  get keys(): number {
    return this.counts.keys;
  }

  /** Zero from now on (what came before, such as signing in, is not part of the filing). */
  reset(): void {
    this.counts.clicks = 0;
    this.counts.keys = 0;
  }

  /** Moves to `field`: Tab when it is the next stop of the keyboard, else a click. */
  async goTo(field: Locator): Promise<void> {
    if (await field.evaluate((el) => el === document.activeElement)) return;
    const next = await field.evaluate((target) => {
      const stops = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
        (el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && el.getClientRects().length > 0 && (el as HTMLInputElement).type !== 'hidden',
      );
      const at = document.activeElement ? stops.indexOf(document.activeElement as HTMLElement) : -1;
      return at >= 0 && stops[at + 1] === target;
    });
    if (next) {
      await this.page.keyboard.press('Tab');
      await expect(field).toBeFocused();
    } else {
      await field.click();
    }
  }

  /** Types `text` into `field`, replacing what it held. */
  async type(field: Locator, text: string): Promise<void> {
    await this.goTo(field);
    if (await field.inputValue()) await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  }

  /** Picks in a catalog picker: types `search`, waits for the first match, arrow down and Enter. */
  async pick(field: Locator, search: string, expected: RegExp = new RegExp(`^${search}`)): Promise<void> {
    const held = await field.inputValue();
    if (expected.test(held)) return;
    await this.goTo(field);
    // another value held (a default): typing replaces it
    if (held) await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(search);
    const options = this.page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText(expected, { timeout: 20_000 });
    // the first match is highlighted when it arrives, and Enter takes it; the arrow keys only
    // where another option is highlighted
    const highlighted = this.page.getByRole('listbox').locator('[data-combobox-selected]');
    const onMatch = async () => (await highlighted.count()) > 0 && expected.test((await highlighted.first().textContent()) ?? '');
    await expect.poll(onMatch, { timeout: 3_000 }).toBe(true).catch(() => undefined);
    for (let tries = 0; tries < 5 && !(await onMatch()); tries++) {
      await this.page.keyboard.press(tries === 0 ? 'ArrowDown' : 'ArrowUp');
    }
    await this.page.keyboard.press('Enter');
    await expect(field).toHaveValue(expected);
  }

  /** Clicks a button (or a link, a card's title). */
  async press(button: Locator): Promise<void> {
    await button.click();
  }
}
