import { describe, expect, it } from 'vitest';
import { bankCondition, readableBanks } from '../../src/domain/bank-scope';
import { SUPER_ADMIN_ROLE } from '../../src/domain/access-labels';

const banking = [{ name: 'Banking', read: true }] as never;

describe('the banks a bank report reads', () => {
  it('limits a bank agent to the banks of their establishment list, and nobody else', () => {
    expect(readableBanks({ name: 'Bank agent', roleList: banking, userType: '3' }, ['est-rawbank'])).toEqual(['est-rawbank']);
    expect(readableBanks({ name: 'Bank agent', roleList: banking, userType: '3' }, [])).toEqual([]);
    expect(readableBanks({ name: 'Receveur', roleList: banking, userType: '2' }, ['est-dgrhkat'])).toBe('any');
    expect(readableBanks({ name: SUPER_ADMIN_ROLE, roleList: [], userType: '3' }, ['est-rawbank'])).toBe('any');
  });

  it('keeps the asked bank only when it is readable, and refuses another', () => {
    expect(bankCondition('any')).toBeNull();
    expect(bankCondition('any', 'est-tmb')).toEqual(['est-tmb']);
    expect(bankCondition(['est-rawbank'])).toEqual(['est-rawbank']);
    expect(bankCondition(['est-rawbank'], 'est-rawbank')).toEqual(['est-rawbank']);
    expect(bankCondition(['est-rawbank'], 'est-tmb')).toBe('forbidden');
    expect(bankCondition([], undefined)).toEqual([]);
  });
});
