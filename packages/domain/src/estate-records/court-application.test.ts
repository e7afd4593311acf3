import { describe, expect, it } from 'vitest';
import {
  NO_PAPERS_FOR_VARIATION,
  checkCourtApplication,
  courtApplicationInputSchema,
  isDeathCertificate,
  type CourtApplicationFacts,
} from './court-application.js';

const complete: CourtApplicationFacts = {
  application: {
    id: 'a1',
    estateId: 'e1',
    type: 'probate',
    applicantName: 'Hemi Walker',
    applicantAddress: '4 Kowhai Street, Porirua',
    applicantOccupation: 'Teacher',
    applicantRelationship: 'executor',
    deceasedOccupation: 'Retired nurse',
    willDate: '2019-05-02',
  },
  estate: {
    deceasedName: 'Margaret Wilson',
    dateOfDeath: '2026-03-10',
    lastKnownAddress: '1 Rimu Road, Ōtaki',
    grantDate: null,
  },
  hasDeathCertificate: true,
};
const withApplication = (over: Partial<CourtApplicationFacts['application']>) => ({
  ...complete,
  application: { ...complete.application, ...over },
});

describe('the pre-filing check', () => {
  it('clears a probate application with every fact, listing its four papers and the checklist', () => {
    const check = checkCourtApplication(complete);
    expect(check.isReady).toBe(true);
    expect(check.missing).toEqual([]);
    expect(check.papers.map((p) => p.label)).toEqual([
      'Application for probate (without notice)',
      "Executor's affidavit",
      'Exhibit note for the will',
      'Draft probate',
      'Filing checklist',
    ]);
    expect(check.papers[0]!.fileName).toBe('Application for probate (without notice) - Margaret Wilson.docx');
  });

  it('names each missing fact and where to put it right', () => {
    const check = checkCourtApplication({
      application: {
        ...complete.application,
        willDate: null,
        applicantAddress: '',
        deceasedOccupation: null,
      },
      estate: { ...complete.estate, dateOfDeath: null, grantDate: '2026-06-01' },
      hasDeathCertificate: false,
    });
    expect(check.isReady).toBe(false);
    expect(check.missing.map((m) => [m.where, m.field])).toEqual([
      ['estate', 'grantDate'],
      ['application', 'willDate'],
      ['application', 'deceasedOccupation'],
      ['application', 'applicantAddress'],
      ['estate', 'dateOfDeath'],
      ['documents', null],
    ]);
    expect(check.missing[0]!.message).toContain('1 June 2026');
    expect(check.missing[5]!.message).toMatch(/upload the death certificate to Documents/);
  });

  it('adds the Notice of Choice of Option only when the surviving partner applies for administration', () => {
    const spouse = checkCourtApplication(
      withApplication({ type: 'administration', applicantRelationship: 'spouse_partner', willDate: null }),
    );
    expect(spouse.isReady).toBe(true);
    expect(spouse.papers.map((p) => p.paper)).toEqual([
      'application',
      'affidavit',
      'choice-of-option',
      'filing-checklist',
    ]);
    const child = checkCourtApplication(
      withApplication({ type: 'administration', applicantRelationship: 'child' }),
    );
    expect(child.papers.map((p) => p.paper)).not.toContain('choice-of-option');
    const unsaid = checkCourtApplication(
      withApplication({ type: 'administration', applicantRelationship: null }),
    );
    expect(unsaid.missing.map((m) => m.field)).toEqual(['applicantRelationship']);
  });

  it('drafts nothing for a variation of trust, and says so', () => {
    const check = checkCourtApplication(withApplication({ type: 'variation_of_trust' }));
    expect(check).toMatchObject({ isReady: false, papers: [], missing: [], note: NO_PAPERS_FOR_VARIATION });
  });

  it('knows a death certificate by its name or its tags', () => {
    expect(isDeathCertificate({ fileName: 'Death_Certificate.pdf', tags: [] })).toBe(true);
    expect(isDeathCertificate({ fileName: 'scan.pdf', tags: ['death certificate'] })).toBe(true);
    expect(isDeathCertificate({ fileName: 'will.pdf', tags: ['will'] })).toBe(false);
  });
});

describe('the application form', () => {
  const form = { type: 'probate', reference: 'P-1', status: 'approved', applicantName: 'Hemi Walker' };
  it('asks for the grant date when a grant is approved', () => {
    const res = courtApplicationInputSchema.safeParse(form);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['grantDate']);
    expect(courtApplicationInputSchema.safeParse({ ...form, grantDate: '2026-08-01' }).success).toBe(true);
    expect(courtApplicationInputSchema.safeParse({ ...form, type: 'variation_of_trust' }).success).toBe(true);
  });
});
