import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode, voucherDiscount, voucherLabel, voucherProblem, voucherProblemMessage, voucherState, type VoucherTerms } from './vouchers';

const now = new Date('2026-01-15T10:00:00Z');
const summer: VoucherTerms = {
  code: 'SUMMER',
  discountType: 'percent',
  discountValue: 30,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  usesCount: 0,
  isActive: true,
};

describe('voucherProblem', () => {
  it('finds nothing wrong with an active voucher without limits', () => {
    expect(voucherProblem(summer, now)).toBeNull();
    expect(voucherState(summer, now)).toBe('active');
  });

  it('says inactive, not yet valid, expired', () => {
    expect(voucherProblem({ ...summer, isActive: false }, now)).toBe('inactive');
    expect(voucherProblem({ ...summer, validFrom: new Date('2026-02-01T00:00:00Z') }, now)).toBe('not_yet_valid');
    expect(voucherState({ ...summer, validFrom: new Date('2026-02-01T00:00:00Z') }, now)).toBe('scheduled');
    expect(voucherProblem({ ...summer, validUntil: new Date('2026-01-15T10:00:00Z') }, now)).toBe('expired');
    expect(voucherProblem({ ...summer, validUntil: new Date('2026-01-15T10:00:01Z') }, now)).toBeNull();
  });

  it('counts uses held by checkouts in progress against the maximum', () => {
    const limited = { ...summer, maxUses: 3, usesCount: 2 };
    expect(voucherProblem(limited, now)).toBeNull();
    expect(voucherProblem(limited, now, 1)).toBe('used_up');
    expect(voucherProblem({ ...limited, usesCount: 3 }, now)).toBe('used_up');
  });

  it('tells a buyer which, and when the last uses are only held', () => {
    expect(voucherProblemMessage('X', 'unknown')).toBe('Voucher X does not exist');
    expect(voucherProblemMessage('X', 'used_up')).toBe('Voucher X has been used up');
    expect(voucherProblemMessage('X', 'used_up', true)).toMatch(/held by checkouts in progress/);
  });
});

describe('voucher helpers', () => {
  it('matches codes in any case, without surrounding spaces', () => {
    expect(normaliseVoucherCode('  summer ')).toBe('SUMMER');
  });

  it('labels and turns into a discount', () => {
    expect(voucherLabel(summer)).toBe('30% off');
    expect(voucherLabel({ discountType: 'fixed', discountValue: 550 })).toBe('R5.50 off');
    expect(voucherDiscount(summer)).toEqual({ type: 'percent', percent: 30 });
    expect(voucherDiscount({ discountType: 'fixed', discountValue: 550 })).toEqual({ type: 'fixed', cents: 550 });
  });
});
