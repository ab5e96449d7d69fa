import { describe, expect, it } from 'vitest';
import { isOverdue, majorTextToMinor, RECOVERMENT_STAGES } from '../../src/domain/recoverment';

const note = { lifecycle: 'issued', dueDate: '2026-11-20', amount: 10_000, paidAmount: 0 };

describe('what the receveur chases', () => {
  it('is an approved or issued note past its due date that still owes something', () => {
    expect(isOverdue(note, '2026-11-21')).toBe(true);
    expect(isOverdue({ ...note, lifecycle: 'approved', paidAmount: 9_999 }, '2026-11-21')).toBe(true);
    expect(isOverdue(note, '2026-11-20')).toBe(false);
    expect(isOverdue({ ...note, paidAmount: 10_000 }, '2026-11-21')).toBe(false);
    expect(isOverdue({ ...note, lifecycle: 'rejected' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ ...note, lifecycle: 'waitingForApproval' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ ...note, dueDate: null }, '2026-11-21')).toBe(false);
  });

  it('lists the notes nobody chased yet before the recovery stages', () => {
    expect(RECOVERMENT_STAGES).toEqual(['none', 'reminded', 'promiseBroken', 'summoned', 'enforcement']);
  });

  it('reads an amount typed in major units without a float', () => {
    expect(majorTextToMinor('25')).toBe(2500);
    expect(majorTextToMinor('25,5')).toBe(2550);
    expect(majorTextToMinor('0.07')).toBe(7);
    expect(majorTextToMinor('1.234')).toBeUndefined();
  });
});
