import { describe, expect, it } from 'vitest';
import { mayReadPaymentRow, readableMethods, readsNoBank } from '../../src/domain/bank-scope';

describe('what a bank’s agent reads of the ledger', () => {
  it('reads only their banks’ rows, never another channel’s', () => {
    expect(mayReadPaymentRow(['bank-a'], { method: 'bank', bankKey: 'bank-a' })).toBe(true);
    expect(mayReadPaymentRow(['bank-a'], { method: 'bank', bankKey: 'bank-b' })).toBe(false);
    expect(mayReadPaymentRow(['bank-a'], { method: 'cash', bankKey: null })).toBe(false);
    expect(mayReadPaymentRow([], { method: 'bank', bankKey: 'bank-a' })).toBe(false);
    expect(mayReadPaymentRow('any', { method: 'cash', bankKey: null })).toBe(true);
  });

  it('filters by the bank method only, and reads nothing without a bank', () => {
    expect(readableMethods(['bank-a'])).toEqual(['bank']);
    expect(readableMethods('any')).toEqual(['bank', 'cash', 'collectionPoint']);
    expect(readsNoBank([])).toBe(true);
    expect(readsNoBank(['bank-a'])).toBe(false);
    expect(readsNoBank('any')).toBe(false);
  });
});
