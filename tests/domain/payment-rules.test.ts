import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE } from '../../src/domain/access-labels';
import { splitSchedule } from '../../src/domain/instalments';
import { convertMinor, type Currency } from '../../src/domain/money';
import {
  PAID_AMOUNT_MESSAGES,
  checkPaidAmount,
  mayBePaid,
  mayUseMethod,
  methodsFor,
  payableIn,
  payableInBoth,
  payableNow,
  totalPayableIn,
} from '../../src/domain/payment-rules';
import { permissionEntry } from '../../src/domain/permissions';

const currency = fc.constantFrom<Currency>('USD', 'CDF');
const rate = fc.tuple(fc.integer({ min: 1, max: 9_999 }), fc.stringMatching(/^[0-9]{1,6}$/)).map(([whole, decimals]) => `${whole}.${decimals}`);
const minor = fc.integer({ min: 0, max: 10_000_000_000 });

describe('payableNow', () => {
  const note = { amount: 10_000, currency: 'USD' as const };
  const schedule = splitSchedule({ remaining: 10_000, currency: 'USD', firstAmount: 4000, firstDueDate: '2026-01-15', numberOfSplits: 3 });

  it('is everything that remains when the note is not split', () => {
    expect(payableNow(note, [], 0)).toEqual({ currency: 'USD', amount: 10_000, instalmentNumber: null });
    expect(payableNow(note, [], 2500)).toEqual({ currency: 'USD', amount: 7500, instalmentNumber: null });
    expect(payableNow(note, [], 10_000)).toEqual({ currency: 'USD', amount: 0, instalmentNumber: null });
  });

  it('is the instalment due when the note is split', () => {
    expect(payableNow(note, schedule, 0)).toEqual({ currency: 'USD', amount: 4000, instalmentNumber: 1 });
    expect(payableNow(note, schedule, 4000)).toEqual({ currency: 'USD', amount: 3000, instalmentNumber: 2 });
    expect(payableNow(note, schedule, 7000)).toEqual({ currency: 'USD', amount: 3000, instalmentNumber: 3 });
    expect(payableNow(note, schedule, 10_000)).toEqual({ currency: 'USD', amount: 0, instalmentNumber: null });
  });

  it('never asks more than what remains of the note', () => {
    // The amount was lowered to 9,000 after the split: the last instalment is cut to 2,000.
    expect(payableNow({ ...note, amount: 9000 }, schedule, 7000)).toEqual({ currency: 'USD', amount: 2000, instalmentNumber: 3 });
  });
});

describe('payableIn and checkPaidAmount', () => {
  it('converts at the rate, half-up, and accepts exactly that amount', () => {
    const payable = { currency: 'USD' as const, amount: 1001 };
    expect(payableIn(payable, 'CDF', '2850.5')).toEqual({ currency: 'CDF', amount: 2_853_351 });
    expect(payableInBoth(payable, '2850.5')).toEqual({ USD: 1001, CDF: 2_853_351 });
    expect(checkPaidAmount({ currency: 'CDF', amount: 2_853_351 }, payable, '2850.5')).toBe('ok');
    expect(checkPaidAmount({ currency: 'CDF', amount: 2_853_350 }, payable, '2850.5')).toBe('less');
    expect(checkPaidAmount({ currency: 'CDF', amount: 2_853_352 }, payable, '2850.5')).toBe('greater');
    expect(checkPaidAmount({ currency: 'USD', amount: 1001 }, payable)).toBe('ok');
    expect(checkPaidAmount({ currency: 'USD', amount: 1000 }, payable)).toBe('less');
    // CDF → USD divides: 100,000 CDF centimes at 2,800 = 35.714… cents → 36.
    expect(payableIn({ currency: 'CDF', amount: 100_000 }, 'USD', '2800')).toEqual({ currency: 'USD', amount: 36 });
  });

  it('uses the two established messages', () => {
    expect(PAID_AMOUNT_MESSAGES).toEqual({
      less: 'Paid amount is not less than Payable Amount !!!',
      greater: 'Paid amount is greater than Payable Amount !!!',
    });
  });

  it('needs a rate to compare two currencies', () => {
    expect(() => checkPaidAmount({ currency: 'CDF', amount: 1 }, { currency: 'USD', amount: 1 })).toThrow(RangeError);
  });

  it('accepts exactly the converted payable amount and orders every other amount around it', () => {
    fc.assert(
      fc.property(minor, currency, currency, rate, fc.integer({ min: -1000, max: 1000 }), (amount, from, to, usdToCdf, delta) => {
        const payable = { currency: from, amount };
        const expected = payableIn(payable, to, usdToCdf).amount;
        expect(expected).toBe(convertMinor(amount, from, to, usdToCdf));
        const outcome = checkPaidAmount({ currency: to, amount: expected + delta }, payable, usdToCdf);
        expect(outcome).toBe(delta === 0 ? 'ok' : delta < 0 ? 'less' : 'greater');
      }),
    );
  });

  it('adds several payables converted one by one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ currency, amount: minor }), { maxLength: 5 }), currency, rate, (payables, to, usdToCdf) => {
        const total = totalPayableIn(payables, to, usdToCdf);
        expect(total).toEqual({ currency: to, amount: payables.reduce((sum, p) => sum + convertMinor(p.amount, p.currency, to, usdToCdf), 0) });
      }),
    );
  });
});

describe('mayBePaid', () => {
  const note = { lifecycle: 'issued' as const, disputed: false, amount: 500, paidAmount: 0 };
  it('lets an approved or issued note with something left be paid, and says why not otherwise', () => {
    expect(mayBePaid(note)).toBeNull();
    expect(mayBePaid({ ...note, lifecycle: 'approved', paidAmount: 499 })).toBeNull();
    expect(mayBePaid({ ...note, lifecycle: 'rejected' })).toBe('rejected');
    expect(mayBePaid({ ...note, lifecycle: 'waitingForApproval' })).toBe('notApproved');
    expect(mayBePaid({ ...note, disputed: true })).toBe('disputed');
    expect(mayBePaid({ ...note, paidAmount: 500 })).toBe('paid');
  });
});

describe('methodsFor', () => {
  const payment = (flags: Parameters<typeof permissionEntry>[1]) => [permissionEntry('Payment', flags)];
  const work = { isAccess: true, read: true, create: true, update: true };

  it('gives a Super Admin every method for any bank', () => {
    const rights = methodsFor({ name: SUPER_ADMIN_ROLE, roleList: [] }, []);
    expect(rights).toEqual({ methods: ['bank', 'cash', 'collectionPoint'], banks: 'any' });
    expect(mayUseMethod(rights, 'bank', 'est-any-bank')).toBe(true);
  });

  it('gives a bank agent bank payments for the banks of their list only', () => {
    const rights = methodsFor({ name: 'Bank agent', roleList: payment(work), userType: '3' }, ['est-rawbank']);
    expect(rights).toEqual({ methods: ['bank'], banks: ['est-rawbank'] });
    expect(mayUseMethod(rights, 'bank', 'est-rawbank')).toBe(true);
    expect(mayUseMethod(rights, 'bank', 'est-other-bank')).toBe(false);
    expect(mayUseMethod(rights, 'bank', null)).toBe(false);
    expect(mayUseMethod(rights, 'cash')).toBe(false);
    expect(methodsFor({ name: 'Bank agent', roleList: payment(work), userType: '3' }, []).methods).toEqual([]);
  });

  it('gives a cashier cash and a point of collection collection-point payments', () => {
    const cashier = methodsFor({ name: 'Cashier', roleList: payment(work), userType: '2' }, ['est-bureau-centre']);
    expect(cashier).toEqual({ methods: ['cash'], banks: [] });
    expect(mayUseMethod(cashier, 'bank', 'est-bureau-centre')).toBe(false);
    expect(methodsFor({ name: 'Point of collection', roleList: payment({ ...work, isPoc: true }), userType: '2' }, [])).toEqual({
      methods: ['collectionPoint'],
      banks: [],
    });
  });

  it('gives nothing without Payment create', () => {
    expect(methodsFor({ name: 'Receveur', roleList: payment('read') }, []).methods).toEqual([]);
    expect(methodsFor({ name: 'Cashier', roleList: [] }, []).methods).toEqual([]);
  });
});
