/**
 * Why customs refused (issue 14): the reasons an office sent with a refusal, read from the
 * served message log, for the declaration's own screen (not only the raw JSON under Actions
 * and History). NCTS carries them in the message: a rejection (IE056, CC056C rejectionReason
 * and, when the office found errors in the data, FUNCTIONAL ERROR: errorPointer, errorCode of
 * CL180, errorReason, originalAttributeValue), an arrival rejection (IE057), a no release
 * (IE051), a guarantee not valid (IE055), an invalidation (IE009).
 */
import type { MessageEntry } from '@/api/types';

/** The refusals that carry a reason, and how the declaration names them. */
export const REFUSAL_MESSAGES = ['IE056', 'IE057', 'IE051', 'IE055', 'IE009'] as const;
export type RefusalMessage = (typeof REFUSAL_MESSAGES)[number];

/** One error the office found in the data (CC056C/CC057C FUNCTIONAL ERROR). */
export interface FunctionalError {
  /** Where: a JSON pointer into the declaration (`/houseConsignments/0/grossMass`) or the message's XPath. */
  pointer: string;
  /** CL180 functional error code (e.g. `13`). */
  code?: string;
  reason?: string;
  /** The value the office found. */
  value?: string;
}

export interface Refusal {
  messageType: RefusalMessage;
  atMs: number;
  office?: string | null;
  userName: string;
  reason?: string;
  errors: FunctionalError[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined);

function functionalErrors(payload: Record<string, unknown>): FunctionalError[] {
  const list = payload.functionalErrors ?? payload.functionalError;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): FunctionalError[] => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const pointer = text(e.errorPointer) ?? text(e.pointer) ?? text(e.path);
    if (!pointer) return [];
    return [{ pointer, code: text(e.errorCode) ?? text(e.code), reason: text(e.errorReason) ?? text(e.reason) ?? text(e.message), value: text(e.originalAttributeValue) }];
  });
}

/**
 * The refusal the declaration stands under: the last message of the log when it is a refusal
 * (a later message, e.g. the amendment after a guarantee not valid, means it was answered).
 */
export function currentRefusal(messages: readonly MessageEntry[]): Refusal | null {
  const last = messages.at(-1);
  if (!last || !(REFUSAL_MESSAGES as readonly string[]).includes(last.messageType)) return null;
  const payload = (last.payload ?? {}) as Record<string, unknown>;
  const refusal: Refusal = {
    messageType: last.messageType as RefusalMessage,
    atMs: last.atMs,
    office: last.office,
    userName: last.userName,
    reason: text(payload.reason),
    errors: functionalErrors(payload),
  };
  return refusal.reason || refusal.errors.length > 0 ? refusal : null;
}

/** `grossMass` → `gross mass`; `EORINumber` → `EORI number`. */
function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\beori\b/g, 'EORI')
    .replace(/\bmrn\b/g, 'MRN')
    .replace(/\blrn\b/g, 'LRN')
    .replace(/\bgrn\b/g, 'GRN')
    .replace(/\bucr\b/g, 'UCR');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A list's name as one of its rows: `houseConsignments` → `House consignment`. */
function singular(name: string): string {
  return words(name).replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * The field an error points at, in words: `/houseConsignments/0/houseItems/1/grossMass` →
 * `House consignment 1 › House item 2 › Gross mass`; the message's XPath
 * `/CC015C/Consignment/HouseConsignment[1]/ConsignmentItem[2]/Commodity/descriptionOfGoods` →
 * `Consignment › House consignment 1 › Consignment item 2 › Commodity › Description of goods`.
 */
export function pointerInWords(pointer: string): string {
  const parts = pointer.split('/').filter((p) => p !== '');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i === 0 && /^CC\d{3}[A-Z]$/.test(part)) continue; // the message itself
    const xpath = /^(.+)\[(\d+)\]$/.exec(part);
    if (xpath) {
      out.push(`${words(xpath[1])} ${xpath[2]}`);
    } else if (/^\d+$/.test(parts[i + 1] ?? '')) {
      out.push(`${singular(part)} ${Number(parts[i + 1]) + 1}`);
      i++;
    } else {
      out.push(words(part));
    }
  }
  return out.join(' › ');
}

/** Whether the pointer is one of the declaration's own (the form can take the user to it). */
export function isDocumentPointer(pointer: string): boolean {
  return pointer.startsWith('/') && !/^\/CC\d{3}[A-Z]\//.test(pointer);
}
