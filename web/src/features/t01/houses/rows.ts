import type { JsonObject, JsonValue } from '@/lib/jsonPointer';
import type { Row } from './RowTable';

/**
 * What a new item takes from the item before it (issue 18, "filing fast"): what the items of a
 * house consignment usually share and the spec lets the item hold (4.4: a datum lives at the
 * highest level that holds it, so these are here only when the house and the master do not
 * hold them), and the type of its packages. The goods themselves, their masses, values and
 * marks are the user's to give.
 */
const SHARED_WITH_THE_PREVIOUS_ITEM = ['declarationType', 'dispatchCountry', 'destinationCountry', 'currency'] as const;

/** Numbers the engine gives a row: a copy does not keep them. */
const NUMBERING = ['sequence', 'decItmNber'] as const;

/** A new item after `count` others, `previous` the last of them. */
export function newItem(count: number, previous: Row | undefined): JsonObject {
  const item: JsonObject = { sequence: count + 1 };
  if (!previous) return item;
  for (const name of SHARED_WITH_THE_PREVIOUS_ITEM) {
    if (previous[name] !== undefined && previous[name] !== null) item[name] = structuredClone(previous[name]) as JsonValue;
  }
  const packagings = previous.packagings;
  if (Array.isArray(packagings) && packagings.length > 0) {
    const packType = (packagings[0] as Row).packType;
    if (packType) item.packagings = [{ sequence: 1, packType: structuredClone(packType) as JsonValue }];
  }
  return item;
}

/** A copy of `item` as the next of `count` items: all its data, numbered anew by the engine. */
export function duplicateItem(item: Row, count: number): JsonObject {
  const copy = structuredClone(item) as JsonObject;
  for (const name of NUMBERING) delete copy[name];
  copy.sequence = count + 1;
  return copy;
}
