import { describe, expect, it } from 'vitest';
import { computeEstateAccount } from './account.js';
import { accountCorrections } from './corrections.js';

const estate = {
  id: 'e1',
  deceasedName: 'Hēmi Te Rangi',
  dateOfDeath: '2026-03-14',
  grantDate: '2026-06-02',
  preparedOn: '2026-11-23',
  preparedBy: 'Aroha Ngata',
};

const tx = (
  id: string,
  type: string,
  amountCents: number,
  occurredOn: string,
  reversal?: [string, string],
) => ({
  id,
  type,
  status: 'completed',
  occurredOn,
  description: reversal ? `Reversal of ${id}` : id,
  category: 'other',
  reference: null,
  amountCents,
  reversesId: reversal?.[0] ?? null,
  reversalReason: reversal?.[1] ?? null,
});

describe('accountCorrections', () => {
  it('lists each reversal with the entry it reverses, its date and reason, oldest first', () => {
    const account = computeEstateAccount({
      estate,
      assets: [],
      valuations: [],
      liabilities: [],
      transactions: [
        tx('Council rates', 'expense', 12040, '2026-07-01'),
        tx('r1', 'expense', -12040, '2026-08-05', ['Council rates', 'Paid by the tenant, not the estate']),
        tx('ANZ interest', 'income', 1000, '2026-07-02'),
        tx('r2', 'income', -1000, '2026-07-20', ['ANZ interest', 'Entered twice']),
        tx('Kept', 'income', 500, '2026-07-03'),
      ],
      distributions: [
        {
          id: 'd1',
          beneficiaryId: 'b1',
          type: 'interim',
          status: 'paid',
          amountCents: 50000,
          plannedDate: null,
          completedDate: '2026-09-01',
        },
        {
          id: 'd2',
          beneficiaryId: 'b1',
          type: 'interim',
          status: 'paid',
          amountCents: -50000,
          plannedDate: null,
          completedDate: '2026-09-03',
          reversesId: 'd1',
          reversalReason: 'The bank returned the payment',
        },
      ],
      beneficiaries: [{ id: 'b1', fullName: 'Sarah Wilson', shareBasisPoints: 10000 }],
    });
    expect(accountCorrections(account)).toEqual([
      {
        id: 'r2',
        date: '2026-07-20',
        section: 'Income',
        reverses: 'ANZ interest',
        reversesDate: '2026-07-02',
        amountCents: -1000,
        reason: 'Entered twice',
      },
      {
        id: 'r1',
        date: '2026-08-05',
        section: 'Expenses',
        reverses: 'Council rates',
        reversesDate: '2026-07-01',
        amountCents: -12040,
        reason: 'Paid by the tenant, not the estate',
      },
      {
        id: 'd2',
        date: '2026-09-03',
        section: 'Distributions',
        reverses: 'Interim distribution to Sarah Wilson',
        reversesDate: '2026-09-01',
        amountCents: -50000,
        reason: 'The bank returned the payment',
      },
    ]);
  });

  it('is empty for an account without reversals', () => {
    const account = computeEstateAccount({
      estate,
      assets: [],
      valuations: [],
      liabilities: [],
      transactions: [tx('Kept', 'income', 500, '2026-07-03')],
      distributions: [],
      beneficiaries: [],
    });
    expect(accountCorrections(account)).toEqual([]);
  });
});
