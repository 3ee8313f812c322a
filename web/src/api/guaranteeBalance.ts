import { apiFetch } from './client';

/**
 * Guarantee balances (NCTS IE034 query, IE037 answer), shared by the guarantee's own screen
 * (g01) and the transit declaration's guarantee card (t01): both ask the same server call.
 */

/** One movement on a guarantee's account. */
export interface AccountSummary {
  mrn?: string | null;
  amount?: number | string | null;
  currency?: string | { code: string } | null;
  date?: string | null;
  operation?: string | null;
}

/** GET /v1/g01/{id}/balance and POST /v1/g01/balance: the balance as NCTS answers an IE034 with an IE037. */
export interface Balance {
  grn: string;
  amount: number | string;
  balance: number | string;
  currency: string | { code: string } | null;
  accountSummaries: AccountSummary[];
}

/** The holder's own guarantee, by its id. */
export function getBalance(id: string, signal?: AbortSignal): Promise<Balance> {
  return apiFetch<Balance>(`/v1/g01/${encodeURIComponent(id)}/balance`, { signal });
}

/**
 * The IE034-style query by GRN and access code, answered at once. A refusal is a 4xx ApiError
 * whose message carries the NCTS InvalidGuaranteeReason code and text (e.g. 'G03 ...').
 */
export function queryBalance(grn: string, accessCode: string): Promise<Balance> {
  return apiFetch<Balance>('/v1/g01/balance', { method: 'POST', body: { grn, accessCode } });
}

/** A currency as the answers carry it: a code, or a catalog reference. */
export function currencyCode(currency: Balance['currency'] | AccountSummary['currency']): string {
  if (!currency) return '';
  return typeof currency === 'string' ? currency : currency.code;
}
