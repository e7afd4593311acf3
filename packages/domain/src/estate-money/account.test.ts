import { describe, expect, it } from 'vitest';
import {
  computeEstateAccount,
  estateAccountSchema,
  formatBasisPoints,
  splitByBasisPoints,
  type EstateAccountInput,
} from './account.js';

const estate = {
  id: 'e1',
  deceasedName: 'Hēmi Te Rangi',
  dateOfDeath: '2026-03-14',
  grantDate: '2026-06-02',
  preparedOn: '2026-11-23',
  preparedBy: 'Aroha Ngata',
};

const empty: EstateAccountInput = {
  estate,
  assets: [],
  valuations: [],
  liabilities: [],
  transactions: [],
  distributions: [],
  beneficiaries: [],
};

const tx = (
  id: string,
  type: 'income' | 'expense',
  amountCents: number,
  status = 'completed',
  occurredOn = '2026-07-01',
) => ({ id, type, status, occurredOn, description: id, category: 'other', reference: null, amountCents });

const dist = (id: string, beneficiaryId: string, type: string, status: string, amountCents: number) => ({
  id,
  beneficiaryId,
  type,
  status,
  amountCents,
  plannedDate: '2026-12-01',
  completedDate: status === 'paid' ? '2026-12-02' : null,
});

describe('splitByBasisPoints', () => {
  it('splits $100.00 in thirds as 33.34, 33.33, 33.33 and loses no cent', () => {
    expect(splitByBasisPoints(10000, [3334, 3333, 3333])).toEqual([3334, 3333, 3333]);
  });

  it('gives the cent left over to the largest remainder', () => {
    // $1.00 in thirds: 33.33 + 33.33 + 33.34 = 33 + 33 + 33 and one cent to the 0.34.
    expect(splitByBasisPoints(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    // $100.01: remainders .3333, .3333, .3334; the 33.34% share takes the extra cent.
    expect(splitByBasisPoints(10001, [3333, 3334, 3333])).toEqual([3333, 3335, 3333]);
  });

  it('breaks a tie in favour of the earlier share', () => {
    // $0.01 between two halves: the first gets it.
    expect(splitByBasisPoints(1, [5000, 5000])).toEqual([1, 0]);
    expect(splitByBasisPoints(3, [5000, 5000])).toEqual([2, 1]);
  });

  it('always sums to the whole when the shares total 100%', () => {
    for (const total of [0, 1, 7, 99, 10001, 123456789, 99999999999]) {
      const parts = splitByBasisPoints(total, [1234, 4321, 1111, 3334]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('splits a negative residue into negative shares that still sum to it', () => {
    expect(splitByBasisPoints(-10000, [3334, 3333, 3333])).toEqual([-3334, -3333, -3333]);
    expect(splitByBasisPoints(-100, [3333, 3333, 3334])).toEqual([-33, -33, -34]);
  });

  it('shares short of 100% come to that part of the residue, rounded to the cent', () => {
    // Half of $100.01 = $50.005, rounded half up to $50.01, split between two quarters.
    expect(splitByBasisPoints(10001, [2500, 2500])).toEqual([2501, 2500]);
  });

  it('has no shares to give when nobody has one', () => {
    expect(splitByBasisPoints(10000, [])).toEqual([]);
  });

  it('refuses fractions of a cent or of a basis point', () => {
    expect(() => splitByBasisPoints(10.5, [10000])).toThrow(RangeError);
    expect(() => splitByBasisPoints(100, [33.3])).toThrow(RangeError);
  });
});

describe('formatBasisPoints', () => {
  it('shows basis points as a short percentage', () => {
    expect(formatBasisPoints(3334)).toBe('33.34%');
    expect(formatBasisPoints(10000)).toBe('100%');
    expect(formatBasisPoints(1250)).toBe('12.5%');
    expect(formatBasisPoints(5)).toBe('0.05%');
  });
});

describe('computeEstateAccount', () => {
  const input: EstateAccountInput = {
    estate,
    assets: [
      { id: 'house', name: '12 Kōwhai Street', type: 'property', valueCents: 80000000 },
      { id: 'kiwisaver', name: 'KiwiSaver', type: 'investment', valueCents: 4500000 },
      { id: 'car', name: 'Toyota Corolla', type: 'vehicle', valueCents: null },
    ],
    valuations: [
      { assetId: 'house', valueCents: 85000000, valuedOn: '2026-04-01' },
      { assetId: 'house', valueCents: 87500000, valuedOn: '2026-05-10' },
      { assetId: 'house', valueCents: 86000000, valuedOn: '2026-04-20' },
      { assetId: null, valueCents: 100, valuedOn: '2026-05-10' },
    ],
    liabilities: [
      { id: 'mortgage', name: 'Mortgage', type: 'mortgage', creditor: 'ASB', amountCents: 30000000 },
      { id: 'card', name: 'Visa', type: 'credit', creditor: null, amountCents: 123450 },
    ],
    transactions: [
      tx('rent', 'income', 250000, 'completed', '2026-08-01'),
      tx('interest', 'income', 4550),
      tx('fees', 'expense', 345000),
      tx('pending-sale', 'income', 1000000, 'pending'),
      tx('cancelled', 'expense', 999, 'cancelled'),
    ],
    beneficiaries: [
      { id: 'mere', fullName: 'Mere Te Rangi', shareBasisPoints: 5000 },
      { id: 'tama', fullName: 'Tama Te Rangi', shareBasisPoints: 2500 },
      { id: 'aroha', fullName: 'Aroha Te Rangi', shareBasisPoints: 2500 },
      { id: 'church', fullName: 'St Mary’s Church', shareBasisPoints: null },
    ],
    distributions: [
      dist('legacy-paid', 'church', 'specific_legacy', 'paid', 500000),
      dist('legacy-planned', 'tama', 'specific_legacy', 'planned', 100000),
      dist('legacy-disputed', 'aroha', 'specific_legacy', 'disputed', 777700),
      dist('interim-paid', 'mere', 'interim', 'paid', 2000000),
      dist('interim-approved', 'mere', 'interim', 'approved', 1000000),
      dist('final-planned', 'tama', 'final', 'planned', 300000),
      dist('residuary-disputed', 'aroha', 'residuary', 'disputed', 50000),
    ],
  };
  const account = computeEstateAccount(input);

  it('values each asset at its latest valuation, else at the register, and says which', () => {
    expect(account.assets.items.map((a) => [a.id, a.valueCents, a.valueSource, a.valuedOn])).toEqual([
      ['house', 87500000, 'valuation', '2026-05-10'],
      ['kiwisaver', 4500000, 'register', null],
      ['car', 0, 'none', null],
    ]);
    expect(account.assets.totalCents).toBe(92000000);
  });

  it('totals liabilities and only the completed transactions', () => {
    expect(account.liabilities.totalCents).toBe(30123450);
    expect(account.income.items.map((t) => t.id)).toEqual(['interest', 'rent']);
    expect(account.income.totalCents).toBe(254550);
    expect(account.expenses.totalCents).toBe(345000);
    expect(account.netIncomeCents).toBe(-90450);
    expect(account.pendingTransactionCount).toBe(1);
  });

  it('counts paid and proposed distributions, and disputed ones apart', () => {
    const { specificLegacies, residuary, disputed } = account.distributions;
    expect([specificLegacies.paidCents, specificLegacies.proposedCents]).toEqual([500000, 100000]);
    expect([residuary.paidCents, residuary.proposedCents]).toEqual([2000000, 1300000]);
    expect(disputed.items.map((d) => d.id)).toEqual(['legacy-disputed', 'residuary-disputed']);
    expect(disputed.totalCents).toBe(827700);
    expect(specificLegacies.items.map((d) => d.id)).toEqual(['legacy-paid', 'legacy-planned']);
    expect(specificLegacies.items[0]?.beneficiaryName).toBe('St Mary’s Church');
  });

  it('computes the residue as assets − liabilities + income − expenses − specific legacies', () => {
    // 92,000,000 − 30,123,450 + 254,550 − 345,000 − 500,000 − 100,000 = 61,186,100
    expect(account.residueCents).toBe(61186100);
    expect(account.residueRemainingCents).toBe(61186100 - 2000000 - 1300000);
  });

  it('gives each residuary beneficiary their share, paid, proposed and what remains', () => {
    expect(account.residuaryBeneficiaries).toEqual([
      {
        beneficiaryId: 'mere',
        fullName: 'Mere Te Rangi',
        shareBasisPoints: 5000,
        sharePercent: '50%',
        shareCents: 30593050,
        paidCents: 2000000,
        proposedCents: 1000000,
        remainingCents: 27593050,
      },
      {
        beneficiaryId: 'tama',
        fullName: 'Tama Te Rangi',
        shareBasisPoints: 2500,
        sharePercent: '25%',
        shareCents: 15296525,
        paidCents: 0,
        proposedCents: 300000,
        remainingCents: 14996525,
      },
      {
        beneficiaryId: 'aroha',
        fullName: 'Aroha Te Rangi',
        shareBasisPoints: 2500,
        sharePercent: '25%',
        shareCents: 15296525,
        paidCents: 0,
        proposedCents: 0,
        remainingCents: 15296525,
      },
    ]);
    expect(account.sharesComplete).toBe(true);
    expect(account.residuaryBeneficiaries.reduce((a, b) => a + b.shareCents, 0)).toBe(account.residueCents);
  });

  it('answers its own schema', () => {
    expect(estateAccountSchema.parse(account)).toEqual(account);
  });

  it('splits a residue of $100.00 in thirds exactly', () => {
    const thirds = computeEstateAccount({
      ...empty,
      assets: [{ id: 'cash', name: 'Cash', type: 'bank', valueCents: 10000 }],
      beneficiaries: [
        { id: 'a', fullName: 'A', shareBasisPoints: 3334 },
        { id: 'b', fullName: 'B', shareBasisPoints: 3333 },
        { id: 'c', fullName: 'C', shareBasisPoints: 3333 },
      ],
    });
    expect(thirds.residueCents).toBe(10000);
    expect(thirds.residuaryBeneficiaries.map((b) => b.shareCents)).toEqual([3334, 3333, 3333]);
  });

  it('shows a negative residue (an insolvent estate) as negative shares', () => {
    const insolvent = computeEstateAccount({
      ...empty,
      assets: [{ id: 'cash', name: 'Cash', type: 'bank', valueCents: 10000 }],
      liabilities: [{ id: 'debt', name: 'Loan', type: 'loan', creditor: null, amountCents: 20000 }],
      beneficiaries: [
        { id: 'a', fullName: 'A', shareBasisPoints: 5000 },
        { id: 'b', fullName: 'B', shareBasisPoints: 5000 },
      ],
    });
    expect(insolvent.residueCents).toBe(-10000);
    expect(insolvent.residuaryBeneficiaries.map((b) => [b.shareCents, b.remainingCents])).toEqual([
      [-5000, -5000],
      [-5000, -5000],
    ]);
  });

  it('has no shares when no beneficiary has a share of the residue', () => {
    const noShares = computeEstateAccount({
      ...empty,
      assets: [{ id: 'cash', name: 'Cash', type: 'bank', valueCents: 10000 }],
      beneficiaries: [{ id: 'a', fullName: 'A', shareBasisPoints: null }],
    });
    expect(noShares.residuaryBeneficiaries).toEqual([]);
    expect(noShares.shareBasisPointsTotal).toBe(0);
    expect(noShares.sharesComplete).toBe(false);
    expect(noShares.residueCents).toBe(10000);
  });

  it('an empty estate comes to zero everywhere', () => {
    const nothing = computeEstateAccount(empty);
    expect(nothing.assets.totalCents).toBe(0);
    expect(nothing.residueCents).toBe(0);
    expect(nothing.estate).toEqual(estate);
  });
});
