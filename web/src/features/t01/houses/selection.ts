/** Spec 9: house consignments 999; items per house consignment 9999. */
export const MAX_HOUSES = 999;
export const MAX_ITEMS = 9999;
export const HOUSE_PAGE_SIZE = 10;
export const ITEM_PAGE_SIZE = 10;

/** What is open in card 7: a page of houses, a house, a page of its items, an item. */
export interface HouseSelection {
  housePage: number;
  house: number | null;
  itemPage: number;
  item: number | null;
  /** The editor the user just opened takes focus (the error summary focuses a field instead). */
  focus: 'house' | 'item' | null;
}

export const NO_SELECTION: HouseSelection = { housePage: 0, house: null, itemPage: 0, item: null, focus: null };

const ROW = /^\/houseConsignments\/(\d+)(?:\/houseItems\/(\d+))?(?=\/|$)/;

/** The selection that shows the field at `pointer` (for the error summary), or null. */
export function selectionFor(pointer: string, current: HouseSelection): HouseSelection | null {
  const match = ROW.exec(pointer);
  if (!match) return null;
  const house = Number(match[1]);
  const sameHouse = current.house === house;
  if (match[2] === undefined) {
    return { housePage: Math.floor(house / HOUSE_PAGE_SIZE), house, itemPage: sameHouse ? current.itemPage : 0, item: sameHouse ? current.item : null, focus: null };
  }
  const item = Number(match[2]);
  return { housePage: Math.floor(house / HOUSE_PAGE_SIZE), house, itemPage: Math.floor(item / ITEM_PAGE_SIZE), item, focus: null };
}

/** After deleting row `deleted`, the open row keeps pointing at the same data (or closes). */
export function afterDelete(open: number | null, deleted: number): number | null {
  if (open === null || open < deleted) return open;
  return open === deleted ? null : open - 1;
}
