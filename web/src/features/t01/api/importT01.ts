import { apiFetch } from '@/api/client';
import type { ActionResult } from '@/api/types';

/** Posts the text of an exported JSON file; answers with the new declaration's id. */
export function importT01(json: string): Promise<ActionResult> {
  return apiFetch<ActionResult>('/v1/t01/import', { method: 'POST', body: json });
}
