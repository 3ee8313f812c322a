import type { Me } from '@/api/types';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { EngineContext, FormMode } from './types';

/** The engine's context: mode, today's date and the user (no rule reads a clock itself). */
export function engineContext(mode: FormMode, me: Me, language: string, now: Date = new Date()): EngineContext {
  return {
    mode,
    today: formatDate(now),
    now: formatDateTime(now),
    user: {
      userType: me.userType,
      eori: me.eori ?? null,
      aeoAuthorised: me.aeoAuthorised,
      name: me.displayName,
      linkedEoris: me.linkedEoris,
      customsOffices: me.customsOffices,
    },
    country: me.settings.country,
    currency: me.settings.currency,
    language: me.settings.language || language,
  };
}
