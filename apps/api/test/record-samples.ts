import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { lawFirms } from '../src/db/schema.js';
import type { Session, TestApp } from './helper.js';

/*
 * A sample of every record kind, as its create route takes it: the records kit's estate kinds
 * (issue 12) and the platform kinds (issue 15). Shared by the authorization matrix and the versions
 * test, so a new kind without a sample fails both.
 */

export type RecordSample = (estateId: string, by: Session) => Promise<object> | object;

export function recordSamples(t: Pick<TestApp, 'as'>) {
  /** A new record of a kind on an estate, by `by`; its id. */
  async function newRecord(estateId: string, kind: string, by: Session): Promise<string> {
    const res = await t.as(by, {
      method: 'POST',
      url: `/api/estates/${estateId}/${kind}`,
      payload: await RECORD_SAMPLES[kind]!(estateId, by),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** A sample record of each kind of the records kit (issue 12), as its create route takes it. */
  const RECORD_SAMPLES: Record<string, RecordSample> = {
    notes: () => ({
      title: 'Matrix note',
      content: 'Matrix content',
      category: 'general',
      tags: 'matrix, bank',
    }),
    beneficiaries: () => ({ fullName: 'Matrix heir', relationship: 'niece' }),
    assets: () => ({ name: 'Matrix bach', type: 'property', value: '1000' }),
    liabilities: () => ({ name: 'Matrix card', type: 'credit', amount: '99.50' }),
    valuations: async (estateId, by) => ({
      assetId: await newRecord(estateId, 'assets', by),
      value: '1200',
      type: 'market',
      valuedOn: '2026-06-01',
    }),
    'digital-assets': () => ({
      assetName: 'Matrix streaming plan',
      category: 'subscription',
      platform: 'Netflix',
    }),
    'workflow-stages': () => ({
      name: 'Matrix valuation report',
      status: 'pending',
    }),
    'compliance-items': () => ({
      requirement: 'Matrix IR3 return',
      priority: 'high',
      status: 'pending',
    }),
    milestones: (_estateId, by) => ({
      title: 'Matrix grant of probate',
      status: 'pending',
      priority: 'high',
      assigneeId: by.userId,
    }),
    risks: () => ({
      title: 'Matrix claim',
      category: 'legal',
      impact: 'high',
      likelihood: 'high',
      status: 'active',
    }),
    'due-diligence-checks': () => ({
      name: 'Matrix PPSR search',
      category: 'liabilities',
      status: 'pending',
      priority: 'high',
      externalLink: 'https://www.ppsr.govt.nz/',
    }),
    stakeholders: () => ({
      name: 'Matrix advisor',
      role: 'advisor',
      type: 'external',
      status: 'active',
    }),
    correspondence: () => ({
      type: 'email',
      direction: 'outgoing',
      party: 'Matrix Bank',
      date: '2026-06-01',
      subject: 'Matrix letter of authority',
      status: 'sent',
    }),
    'inventory-items': () => ({
      name: 'Matrix rimu sideboard',
      category: 'furniture',
      purchasePrice: '450',
    }),
    'controlled-items': () => ({
      name: 'Matrix house keys',
      type: 'keys',
      securityLevel: 'medium',
    }),
    'tax-records': () => ({
      reference: 'MATRIX-IR3',
      type: 'ir3',
      amount: '120.00',
      status: 'pending',
    }),
    distributions: async (estateId, by) => ({
      beneficiaryId: await newRecord(estateId, 'beneficiaries', by),
      type: 'interim',
      amount: '500.00',
      status: 'planned',
    }),
    claims: () => ({
      kind: 'family_protection',
      claimant: 'Matrix claimant',
      status: 'open',
    }),
    'court-applications': () => ({
      type: 'probate',
      reference: 'MATRIX-PRB',
      status: 'draft',
      applicantName: 'Matrix Applicant',
      applicantAddress: '2 Matrix Lane, Wellington',
      applicantOccupation: 'Engineer',
      applicantRelationship: 'executor',
      deceasedOccupation: 'Retired',
      willDate: '2020-01-15',
      value: '480000',
    }),
    transactions: () => ({
      occurredOn: '2026-07-01',
      type: 'expense',
      description: 'Matrix rates',
      category: 'rates',
      amount: '120.50',
      status: 'completed',
    }),
  };
  return { RECORD_SAMPLES, newRecord };
}

/** A sample platform record of each kind (issue 15), as its create route takes it, and who may make one. */
export function platformSamples(
  t: Pick<TestApp, 'database'>,
): Record<string, { sample: () => Promise<object> | object; owner: 'admin' | 'lawyer' }> {
  return {
    // A firm with no billing account yet: one per call.
    'admin/billing-accounts': {
      owner: 'admin',
      sample: async () => {
        const [firm] = await t.database.db
          .insert(lawFirms)
          .values({ name: `Matrix Billed Firm ${randomUUID()}` })
          .returning();
        return { type: 'law_firm', entityId: firm!.id, plan: 'standard', status: 'active' };
      },
    },
    'admin/law-firms': {
      owner: 'admin',
      sample: () => ({
        name: `Matrix Firm ${randomUUID()}`,
        contactEmail: `firm-${randomUUID()}@example.nz`,
        status: 'active',
        billingStatus: 'current',
      }),
    },
    // A new account invited by email (no password): one per call.
    'admin/users': {
      owner: 'admin',
      sample: () => ({
        name: 'Matrix Person',
        email: `user-${randomUUID()}@example.nz`,
        role: 'user',
        status: 'active',
      }),
    },
    reports: {
      owner: 'lawyer',
      sample: () => ({
        name: `Matrix report ${randomUUID()}`,
        type: 'estate_summary',
        format: 'csv',
        frequency: 'monthly',
        recipients: ['matrix-report@example.nz'],
        estate: '',
      }),
    },
    'calendar-events': {
      owner: 'lawyer',
      sample: () => ({
        title: `Matrix event ${randomUUID()}`,
        date: '2026-12-01',
        time: '10:00',
        type: 'meeting',
      }),
    },
    'legal-forms': {
      owner: 'admin',
      sample: () => ({
        name: `Matrix form ${randomUUID()}`,
        description: 'A form',
        category: 'tax',
        jurisdiction: 'New Zealand (Inland Revenue)',
        status: 'active',
        lastUpdated: '2026-01-01',
        officialUrl: 'https://www.ird.govt.nz/',
      }),
    },
  };
}
