import { expect, type Page } from '@playwright/test';
import { idFromUrl, input, runAction, signIn, signOut } from './app';
import { fillStandardT1 } from './declaration';
import { decide, expectStatus } from './movement';

/** A complete T1 submitted by the trader, accepted (MRN) and released by the officer at departure; both sign out. */
export async function releasedDeclaration(page: Page): Promise<{ id: string; mrn: string }> {
  await signIn(page, 'trader');
  await page.goto('/transits/t01/new');
  await fillStandardT1(page);
  await runAction(page, 'Submit');
  await expect(page).toHaveURL(/\/transits\/t01\/view\//);
  const id = idFromUrl(page);
  await signOut(page);

  await signIn(page, 'officer');
  await page.goto(`/transits/t01/view/${id}`);
  await decide(page, 'accept', 'Accept');
  await expectStatus(page, 'ACCEPTED');
  const mrn = await input(page, 'MRN').inputValue();
  await decide(page, 'movement-release', 'Release for transit');
  await expectStatus(page, 'MOVEMENT_RELEASED');
  await signOut(page);
  return { id, mrn };
}
