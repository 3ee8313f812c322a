import { describe, expect, it } from 'vitest';
import { duplicateItem, newItem } from './rows';

const first = {
  sequence: 1,
  decItmNber: 1,
  declarationType: { code: 'T1' },
  dispatchCountry: { code: 'MD' },
  currency: { code: 'EUR' },
  goodsDescription: 'Live horses',
  hsCode: '010121',
  grossMass: 100,
  packagings: [{ sequence: 1, packType: { code: 'CT' }, packageNumber: 10, shippingMark: 'MARK-1' }],
};

describe('a new item', () => {
  it('takes from the item before it what items share, and its type of packages', () => {
    expect(newItem(1, first)).toEqual({
      sequence: 2,
      declarationType: { code: 'T1' },
      dispatchCountry: { code: 'MD' },
      currency: { code: 'EUR' },
      packagings: [{ sequence: 1, packType: { code: 'CT' } }],
    });
  });

  it('takes nothing of the goods, their masses or marks', () => {
    const item = newItem(1, first);
    for (const own of ['goodsDescription', 'hsCode', 'grossMass', 'decItmNber']) expect(item).not.toHaveProperty(own);
  });

  it('is blank when it is the first', () => {
    expect(newItem(0, undefined)).toEqual({ sequence: 1 });
  });
});

describe('a duplicated item', () => {
  it('keeps all the data of the item, numbered as the next one', () => {
    const copy = duplicateItem(first, 3);
    expect(copy).toEqual({ ...first, decItmNber: undefined, sequence: 4 });
    expect(copy).not.toHaveProperty('decItmNber');
  });

  it('is a copy: changing it leaves the original as it was', () => {
    const copy = duplicateItem(first, 1) as typeof first;
    copy.packagings[0].shippingMark = 'OTHER';
    expect(first.packagings[0].shippingMark).toBe('MARK-1');
  });
});
