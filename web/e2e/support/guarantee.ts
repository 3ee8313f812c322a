import type { Locator, Page } from '@playwright/test';
import { input, pickOption, secret } from './app';
import { EORI } from './declaration';
import { group, section } from './editor';

const GUARANTEE_OFFICE = 'MD900000';
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const today = () => isoDate(new Date());
export const inAYear = () => isoDate(new Date(Date.now() + 365 * 86_400_000));

async function pickIfEmpty(page: Page, field: Locator, search: string): Promise<void> {
  if (!(await field.inputValue())) await pickOption(page, field, search);
}

/**
 * A comprehensive guarantee (type 1, with a guarantor) of the trader at the guarantee office,
 * in EUR, valid for a year, filled on the new-guarantee screen: `authorisation` names the
 * authorisation it rests on in the reference card.
 */
export async function fillComprehensiveGuarantee(
  page: Page,
  { masterCode, amount: amountValue, level = '', authorisation }: { masterCode: string; amount: string; level?: string; authorisation: (reference: Locator) => Promise<unknown> },
): Promise<void> {
  const office = section(page, '1. Customs Office of Guarantee');
  await pickOption(page, input(office, 'Customs office'), GUARANTEE_OFFICE);
  await pickIfEmpty(page, input(office, 'Guarantee language'), 'RO');

  const reference = section(page, '3. Guarantee Reference');
  await pickOption(page, input(reference, 'Simplification'), '1');
  await pickOption(page, input(reference, 'Guarantee type'), '1');
  await pickOption(page, input(reference, 'Monitoring code'), '');
  await authorisation(reference);
  await pickOption(page, input(reference, 'Level of guarantee'), level);
  await secret(reference, 'Master access code').fill(masterCode);

  const guarantor = group(page, 'Guarantor');
  await pickOption(page, input(guarantor, 'EORI number'), EORI.agent);
  await input(guarantor, 'Street and number').fill('Str. Ștefan cel Mare 1');
  await input(guarantor, 'Postcode').fill('MD2001');
  await input(guarantor, 'City').fill('Chișinău');
  await pickOption(page, input(guarantor, 'Country'), 'MD');

  const amount = section(page, '5. Guarantee Amount');
  await input(amount, 'Amount').fill(amountValue);
  await pickOption(page, input(amount, 'Currency'), 'EUR');
  await input(amount, 'Start date').fill(today());
  await input(amount, 'End date').fill(inAYear());

  const commodities = section(page, '6. Commodities');
  await commodities.getByRole('button', { name: 'Add commodity' }).click();
  const commodity = group(commodities, 'commodity 1');
  await pickOption(page, input(commodity, 'Commodity code'), '');
  await input(commodity, 'Description').fill('Motor cars');
}
