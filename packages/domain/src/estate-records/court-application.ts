/**
 * Applications to the High Court (spec 3 "High Court Applications" and "Probate Hub"; issue 17):
 * one record per application of an estate, two views of the same rows. Besides the spec's fields the
 * application keeps the facts its papers need that the estate does not hold (the will's date, the
 * deceased's occupation, the applicant's address, occupation and relationship), so the pre-filing
 * check and the draft papers read them here (decision 029).
 */
import { z } from 'zod';
import { nzLongDate } from '../dates.js';
import {
  choice,
  optionalDate,
  optionalMoney,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

export const COURT_APPLICATION_TYPES = [
  { value: 'probate', label: 'Grant of Probate' },
  { value: 'administration', label: 'Letters of Administration' },
  { value: 'variation_of_trust', label: 'Variation of Trust' },
] as const satisfies readonly Option[];
export type CourtApplicationType = (typeof COURT_APPLICATION_TYPES)[number]['value'];

/** Spec 3 §4: draft, submitted, pending (review), approved, rejected. */
export const COURT_APPLICATION_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'review', label: 'Pending Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly Option[];

/** Who applies, as the affidavit must say (and, for a surviving partner on an intestacy, the Notice of Choice). */
export const APPLICANT_RELATIONSHIPS = [
  { value: 'executor', label: 'Executor named in the will' },
  { value: 'spouse_partner', label: 'Surviving spouse or partner' },
  { value: 'child', label: 'Child of the deceased' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** The types that end in a grant (a variation of trust does not). */
export const GRANT_TYPES: readonly string[] = ['probate', 'administration'];

export const COURT_APPLICATION_TEXTS = recordTexts('application', 'applications', {
  add: 'New Application',
  edit: 'Edit Application',
  created: 'Application created',
  updated: 'Application updated',
  deleted: 'Application deleted',
  empty: 'No applications yet',
  emptyHint: 'Create the application to the High Court for an estate: probate, or letters of administration.',
});

export const GRANT_DATE_REQUIRED =
  'Grant date is required when a grant of probate or administration is approved';

export const courtApplicationInputSchema = z
  .object({
    type: choice(COURT_APPLICATION_TYPES, 'type'),
    reference: requiredText('Reference', 100),
    status: choice(COURT_APPLICATION_STATUSES, 'status'),
    applicantName: requiredText('Applicant'),
    applicantAddress: optionalText("Applicant's address", 500),
    applicantOccupation: optionalText("Applicant's occupation", 200),
    applicantRelationship: z
      .union([z.literal(''), choice(APPLICANT_RELATIONSHIPS, 'relationship')], {
        message: 'Please choose a relationship',
      })
      .nullish(),
    deceasedOccupation: optionalText("Deceased's occupation", 200),
    willDate: optionalDate('Will date'),
    submittedDate: optionalDate('Submitted date'),
    hearingDate: optionalDate('Hearing date'),
    completedDate: optionalDate('Completed date'),
    grantDate: optionalDate('Grant date'),
    value: optionalMoney('Value'),
    notes: optionalText('Notes', 4000),
  })
  // Approving a grant records it on the estate and starts the statutory clocks: it needs its date.
  .superRefine((v, ctx) => {
    if (v.status === 'approved' && GRANT_TYPES.includes(v.type) && !v.grantDate)
      ctx.addIssue({ code: 'custom', path: ['grantDate'], message: GRANT_DATE_REQUIRED });
  });
export type CourtApplicationInput = z.input<typeof courtApplicationInputSchema>;

export const courtApplicationDtoSchema = recordBaseSchema.extend({
  type: z.string(),
  reference: z.string(),
  status: z.string(),
  applicantName: z.string(),
  applicantAddress: z.string().nullable(),
  applicantOccupation: z.string().nullable(),
  applicantRelationship: z.string().nullable(),
  deceasedOccupation: z.string().nullable(),
  willDate: z.string().nullable(),
  submittedDate: z.string().nullable(),
  hearingDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  grantDate: z.string().nullable(),
  valueCents: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type CourtApplicationDto = z.infer<typeof courtApplicationDtoSchema>;

export const courtApplicationListQuerySchema = recordListQuerySchema.extend({
  type: choice(COURT_APPLICATION_TYPES, 'type').optional(),
  status: choice(COURT_APPLICATION_STATUSES, 'status').optional(),
});

/** Both screens' cards, over the applications in view (whatever the search or filters). */
export const courtApplicationSummarySchema = z.object({
  total: z.number().int(),
  /** Submitted or pending review. */
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Draft, submitted or pending review (Probate Hub). */
  inProgress: z.number().int(),
  totalValueCents: z.number().int(),
});
export type CourtApplicationSummary = z.infer<typeof courtApplicationSummarySchema>;
export const courtApplicationListSchema = recordListSchema(
  courtApplicationDtoSchema,
  courtApplicationSummarySchema,
);

/* ─────────────────────────────── The pre-filing check ─────────────────────────────── */

/** The draft papers the product writes (decision 029). */
export const COURT_PAPERS = [
  { value: 'application', label: 'Application (without notice)' },
  { value: 'affidavit', label: "Applicant's affidavit" },
  { value: 'exhibit-note', label: 'Exhibit note for the will' },
  { value: 'draft-probate', label: 'Draft probate' },
  { value: 'choice-of-option', label: 'Notice of Choice of Option' },
  { value: 'filing-checklist', label: 'Filing checklist' },
] as const satisfies readonly Option[];
export type CourtPaper = (typeof COURT_PAPERS)[number]['value'];
export const COURT_PAPER_VALUES = COURT_PAPERS.map((p) => p.value) as [CourtPaper, ...CourtPaper[]];

/** Where a missing fact is put right: on the application, on the estate, or in its documents. */
export const FACT_PLACES = ['application', 'estate', 'documents'] as const;

export const missingFactSchema = z.object({
  where: z.enum(FACT_PLACES),
  /** The field to fill (of the application or the estate); null for a document. */
  field: z.string().nullable(),
  message: z.string(),
});
export type MissingFact = z.infer<typeof missingFactSchema>;

export const courtApplicationCheckSchema = z.object({
  applicationId: z.string(),
  estateId: z.string(),
  /** Every fact the papers need is there: they may be drafted. */
  isReady: z.boolean(),
  papers: z.array(z.object({ paper: z.enum(COURT_PAPER_VALUES), label: z.string(), fileName: z.string() })),
  missing: z.array(missingFactSchema),
  /** Said when no papers are drafted for the type (a variation of trust). */
  note: z.string().nullable(),
});
export type CourtApplicationCheck = z.infer<typeof courtApplicationCheckSchema>;

/** What the check reads: the application, its estate, and whether the estate holds a death certificate. */
export interface CourtApplicationFacts {
  application: Pick<
    CourtApplicationDto,
    | 'id'
    | 'estateId'
    | 'type'
    | 'applicantName'
    | 'applicantAddress'
    | 'applicantOccupation'
    | 'applicantRelationship'
    | 'deceasedOccupation'
    | 'willDate'
  >;
  estate: {
    deceasedName: string;
    dateOfDeath: string | null;
    lastKnownAddress: string | null;
    grantDate: string | null;
  };
  hasDeathCertificate: boolean;
}

export const NO_PAPERS_FOR_VARIATION =
  'No papers are drafted for a variation of trust: it is a proceeding of its own, prepared by the lawyer.';

/** The papers an application gets: probate's four, or administration's two (and the partner's notice). */
export function papersFor(type: string, applicantRelationship: string | null | undefined): CourtPaper[] {
  if (type === 'probate')
    return ['application', 'affidavit', 'exhibit-note', 'draft-probate', 'filing-checklist'];
  if (type === 'administration')
    return applicantRelationship === 'spouse_partner'
      ? ['application', 'affidavit', 'choice-of-option', 'filing-checklist']
      : ['application', 'affidavit', 'filing-checklist'];
  return [];
}

/** The label of a paper for this type ("Application for probate (without notice)"). */
export function paperLabel(paper: CourtPaper, type: string): string {
  const grant = type === 'probate' ? 'probate' : 'letters of administration';
  if (paper === 'application') return `Application for ${grant} (without notice)`;
  if (paper === 'affidavit') return type === 'probate' ? "Executor's affidavit" : "Applicant's affidavit";
  return COURT_PAPERS.find((p) => p.value === paper)!.label;
}

/** A paper's file name: "Application for probate (without notice) - Margaret Wilson.docx". */
export function paperFileName(paper: CourtPaper, type: string, deceasedName: string): string {
  const name =
    deceasedName
      .replace(/[^\p{L}\p{N} .'-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'estate';
  return `${paperLabel(paper, type)} - ${name}.docx`;
}

/**
 * The pre-filing check: the papers this application gets and the facts they need that are missing,
 * each saying where to put it right. Pure, so the web and the API say the same.
 */
export function checkCourtApplication(facts: CourtApplicationFacts): CourtApplicationCheck {
  const { application: a, estate } = facts;
  const papers = papersFor(a.type, a.applicantRelationship);
  const base = { applicationId: a.id, estateId: a.estateId };
  const listed = papers.map((paper) => ({
    paper,
    label: paperLabel(paper, a.type),
    fileName: paperFileName(paper, a.type, estate.deceasedName),
  }));
  if (papers.length === 0)
    return { ...base, isReady: false, papers: [], missing: [], note: NO_PAPERS_FOR_VARIATION };

  const missing: MissingFact[] = [];
  const onApplication = (field: string, message: string) =>
    missing.push({ where: 'application', field, message });
  const onEstate = (field: string, message: string) => missing.push({ where: 'estate', field, message });
  if (estate.grantDate)
    onEstate(
      'grantDate',
      `A grant is already recorded on the estate (dated ${nzLongDate(estate.grantDate)}): check whether this application is still needed.`,
    );
  if (a.type === 'probate' && !a.willDate)
    onApplication('willDate', 'No will date: add the date the will was signed.');
  if (a.type === 'administration' && !a.applicantRelationship)
    onApplication(
      'applicantRelationship',
      "No applicant's relationship to the deceased: the affidavit must say it.",
    );
  if (!a.deceasedOccupation)
    onApplication('deceasedOccupation', 'No deceased\'s occupation: add it (or "retired").');
  if (!a.applicantAddress)
    onApplication('applicantAddress', "No applicant's address: add where the applicant lives.");
  if (!a.applicantOccupation) onApplication('applicantOccupation', "No applicant's occupation: add it.");
  if (!estate.dateOfDeath)
    onEstate('dateOfDeath', "No date of death on the estate: add it to the estate's details.");
  if (!estate.lastKnownAddress)
    onEstate('lastKnownAddress', "No last known address on the estate: add it to the estate's details.");
  if (!facts.hasDeathCertificate)
    missing.push({
      where: 'documents',
      field: null,
      message:
        'No death certificate: upload the death certificate to Documents (named or tagged "death certificate").',
    });
  return { ...base, isReady: missing.length === 0, papers: listed, missing, note: null };
}

/** Whether a document's name or tags say it is a death certificate. */
export function isDeathCertificate(doc: { fileName: string; tags: readonly string[] }): boolean {
  const says = (s: string) => /death[\s_-]*cert/i.test(s);
  return says(doc.fileName) || doc.tags.some(says);
}
