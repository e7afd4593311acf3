import type { Db } from '../db/client.js';
import { transactions } from '../db/schema.js';

type Row = {
  occurredOn: string;
  type: 'income' | 'expense';
  description: string;
  category: string;
  reference?: string;
  amountCents: number;
  status?: 'pending' | 'completed' | 'cancelled';
  notes?: string;
};

/**
 * Estate Financials of the demo estates, by the estate's index in DEMO_ESTATES: Margaret Wilson's
 * estate (died 14 June 2026, granted 2 September) has a few months of income and expenses, two
 * pending; Hēmi Te Rangi's (died 28 September, intestate) has its first bills and a pending one.
 * David Chen's small estate has none yet.
 */
export async function seedDemoTransactions(db: Db, estateId: string, index: number): Promise<void> {
  const ledgers: Record<number, Row[]> = {
    0: [
      {
        occurredOn: '2026-06-24',
        type: 'expense',
        description: 'Lychgate Funerals: funeral and cremation',
        category: 'funeral_costs',
        reference: 'INV 40218',
        amountCents: 842_000,
        notes: 'Paid from the ANZ account under the bank’s funeral-account release.',
      },
      {
        occurredOn: '2026-06-30',
        type: 'income',
        description: 'ANZ interest to 30 June',
        category: 'bank_interest',
        reference: 'INT JUN',
        amountCents: 1_264,
      },
      {
        occurredOn: '2026-07-20',
        type: 'expense',
        description: 'Wellington City Council rates, first instalment',
        category: 'rates',
        reference: '12 KAURI ST',
        amountCents: 98_450,
      },
      {
        occurredOn: '2026-08-01',
        type: 'expense',
        description: 'AA Insurance: house cover',
        category: 'insurance',
        reference: 'POL 7731092',
        amountCents: 21_380,
      },
      {
        occurredOn: '2026-08-12',
        type: 'expense',
        description: 'Telfer Young: date-of-death valuation',
        category: 'valuation_fees',
        reference: 'TY-2026-0812',
        amountCents: 92_000,
      },
      {
        occurredOn: '2026-08-15',
        type: 'expense',
        description: 'Meridian Energy: final power account',
        category: 'utilities',
        amountCents: 18_744,
      },
      {
        occurredOn: '2026-09-02',
        type: 'expense',
        description: 'High Court filing fee: application for probate',
        category: 'legal_fees',
        reference: 'CIV-2026-485-000912',
        amountCents: 20_000,
      },
      {
        occurredOn: '2026-09-30',
        type: 'income',
        description: 'Fisher Funds: units redeemed',
        category: 'asset_sale',
        reference: 'REDEMPTION',
        amountCents: 1_450_000,
      },
      {
        occurredOn: '2026-10-18',
        type: 'expense',
        description: 'Inland Revenue: date-of-death IR3 balance',
        category: 'tax',
        reference: 'IRD 123-456-789',
        amountCents: 161_230,
      },
      {
        occurredOn: '2026-11-20',
        type: 'expense',
        description: 'Legal fees: administration to grant',
        category: 'legal_fees',
        reference: 'INV 2026-311',
        amountCents: 385_000,
        status: 'pending',
        notes: 'Awaiting the executor’s approval.',
      },
      {
        occurredOn: '2026-11-22',
        type: 'income',
        description: 'Deposit on the family car (Toyota Corolla)',
        category: 'asset_sale',
        reference: 'TRADE ME',
        amountCents: 150_000,
        status: 'pending',
      },
      {
        occurredOn: '2026-07-05',
        type: 'expense',
        description: 'Sky TV subscription',
        category: 'utilities',
        amountCents: 11_699,
        status: 'cancelled',
        notes: 'Reversed by Sky once told of the death.',
      },
    ],
    1: [
      {
        occurredOn: '2026-10-09',
        type: 'expense',
        description: 'Tangihanga costs: Dunstall Funeral Services',
        category: 'funeral_costs',
        reference: 'INV 7784',
        amountCents: 695_000,
      },
      {
        occurredOn: '2026-10-31',
        type: 'income',
        description: 'Kiwibank interest to 31 October',
        category: 'bank_interest',
        amountCents: 874,
      },
      {
        occurredOn: '2026-11-05',
        type: 'income',
        description: 'Rent from tenant, 12 Tennyson Street',
        category: 'rent',
        reference: 'RENT NOV',
        amountCents: 240_000,
      },
      {
        occurredOn: '2026-11-20',
        type: 'expense',
        description: 'Napier City Council rates',
        category: 'rates',
        reference: '48 MARINE PDE',
        amountCents: 74_210,
        status: 'pending',
      },
    ],
  };
  const ledger = ledgers[index];
  if (!ledger?.length) return;
  await db
    .insert(transactions)
    .values(ledger.map((row) => ({ status: 'completed', ...row, estateId, source: 'manual' })));
}
