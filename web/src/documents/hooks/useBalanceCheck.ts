import { useCallback, useState } from 'react';
import type { Balance } from '@/api/guaranteeBalance';
import { errorText } from '@/i18n/texts';

export interface BalanceCheck {
  busy: boolean;
  /** The last answer, or null before one (or after a refusal). */
  balance: Balance | null;
  /** The server's refusal as it says it (for POST /v1/g01/balance: the NCTS reason code and text). */
  error: string | null;
  /** Asks once; a new ask forgets the previous answer. */
  check(ask: () => Promise<Balance>): Promise<void>;
}

/**
 * The state of an IE034/IE037-style balance query answered at once: used by the guarantee's
 * balance panel and by each guarantee reference of a transit declaration.
 */
export function useBalanceCheck(): BalanceCheck {
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<Balance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCallback(async (ask: () => Promise<Balance>) => {
    setBusy(true);
    setError(null);
    setBalance(null);
    try {
      setBalance(await ask());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, balance, error, check };
}
