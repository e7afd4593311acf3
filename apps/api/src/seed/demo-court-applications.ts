import type { Db } from '../db/client.js';
import { courtApplications } from '../db/schema.js';
import { saveGeneratedDocument } from '../services/documents/save-generated-document.js';
import type { FileStore } from '../services/files/file-store.js';

type Application = Omit<typeof courtApplications.$inferInsert, 'estateId' | 'createdBy'>;

/** A one-page PDF standing in for a scanned death certificate. */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/*
 * The demo estates' applications to the High Court (issue 17), by the estate's index in DEMO_ESTATES:
 * Margaret Wilson's probate granted (the estate's grant date), Hēmi Te Rangi's letters of
 * administration by his partner still a draft without her occupation, and David Chen's probate a
 * draft without the will's date, so the pre-filing check has something to name.
 */
const APPLICATIONS: Record<number, Application[]> = {
  0: [
    {
      type: 'probate',
      reference: 'CIV-2026-485-000614',
      status: 'approved',
      applicantName: 'Emma Executor',
      applicantAddress: '7 Tawa Terrace, Tawa, Wellington 5028',
      applicantOccupation: 'Accountant',
      applicantRelationship: 'executor',
      deceasedOccupation: 'Retired teacher',
      willDate: '2019-03-18',
      submittedDate: '2026-07-20',
      completedDate: '2026-09-02',
      grantDate: '2026-09-02',
      valueCents: 125_000_000,
      notes: 'Filed through File and Pay; original will posted to the Wellington registry.',
    },
  ],
  1: [
    {
      type: 'administration',
      reference: 'DEMO-TERANGI-LA',
      status: 'draft',
      applicantName: 'Mere Te Rangi',
      applicantAddress: '48 Marine Parade, Napier 4110',
      applicantRelationship: 'spouse_partner',
      deceasedOccupation: 'Retired builder',
      valueCents: 78_000_000,
      notes: 'Partner of 22 years; independent advice on the choice of option booked.',
    },
  ],
  2: [
    {
      type: 'probate',
      reference: 'DEMO-CHEN-PRB',
      status: 'draft',
      applicantName: 'Emma Executor',
      applicantAddress: '7 Tawa Terrace, Tawa, Wellington 5028',
      applicantOccupation: 'Accountant',
      applicantRelationship: 'executor',
      deceasedOccupation: 'Software engineer',
      valueCents: 3_650_000,
      notes: 'Check first whether the s65 release without a grant is enough.',
    },
  ],
};

/** Seeds the applications of demo estate `index`; David Chen's estate gets its death certificate too. */
export async function seedDemoCourtApplications(
  deps: { db: Db; store: FileStore },
  lawyer: { id: string; role: 'lawyer' },
  estateId: string,
  index: number,
): Promise<void> {
  const rows = APPLICATIONS[index] ?? [];
  if (rows.length)
    await deps.db
      .insert(courtApplications)
      .values(rows.map((r) => ({ ...r, estateId, createdBy: lawyer.id })));
  if (index === 2)
    await saveGeneratedDocument(
      deps,
      lawyer,
      { estateId, fileName: 'death-certificate.pdf', tags: ['death certificate'] },
      CERTIFICATE_PDF,
    );
}
