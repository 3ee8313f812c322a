import { expect, type Page } from '@playwright/test';
import { runAction } from './app';

/** Takes a movement decision through its dialog: the action button, the reason if any, the confirmation. */
export async function decide(page: Page, action: string, label: string, reason?: string): Promise<void> {
  await runAction(page, label);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
  await dialog.locator(`[data-confirm-action="${action}"]`).click();
  await expect(dialog).toBeHidden();
}

/** The declaration on screen is in `expected` status (the chip beside its title). */
export async function expectStatus(page: Page, expected: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).locator(`[data-status="${expected}"]`)).toBeVisible();
}
