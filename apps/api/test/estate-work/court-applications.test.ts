import { parse } from 'content-disposition';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, estates, lawFirms, users } from '../../src/db/schema.js';
import { readDocx } from '../docx-reader.js';
import { build, pathsOf, requestsOf, type Session } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * Applications to the High Court (issue 17) through their routes: the pre-filing check names what is
 * missing and where to put it right, the draft papers carry the estate's, the applicant's and the
 * firm's facts (read out of the DOCX), approving a grant records its date on the estate, and the
 * papers are for those who run the estate only.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Probate' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const [firm] = await t.database.db
  .insert(lawFirms)
  .values({
    name: 'Kauri & Rimu Law',
    address: 'Level 3, 12 Lambton Quay\nWellington 6011',
    contactPhone: '04 555 0123',
    contactEmail: 'probate@kauririmu.example.nz',
  })
  .returning();
await t.database.db
  .update(users)
  .set({ firmId: firm!.id })
  .where(inArray(users.id, [lawyer.userId]));

const { get, post, put } = requestsOf(t);

async function uploadDocument(who: Session, estateId: string, name: string) {
  const body = multipart({ estateId, sharedWithBeneficiaries: false }, [{ name, data: PDF }]);
  const res = await t.as(who, { method: 'POST', url: '/api/documents', ...body });
  expect(res.statusCode, res.body).toBe(201);
}

/** An estate of the lawyer's firm, with its executor and a beneficiary, and a death certificate. */
async function estateWithCertificate(deceasedName: string) {
  const estateId = await t.staffedEstate(
    { lawyer, executor, beneficiary },
    { deceasedName, dateOfDeath: '2026-03-10', lastKnownAddress: '1 Rimu Road, Ōtaki' },
    [],
  );
  await uploadDocument(lawyer, estateId, 'Death certificate.pdf');
  return estateId;
}

const application = (fields: object = {}) => ({
  type: 'probate',
  reference: 'PRB-2026-001',
  status: 'draft',
  applicantName: 'Hemi Walker',
  applicantAddress: '4 Kowhai Street, Porirua',
  applicantOccupation: 'Teacher',
  applicantRelationship: 'executor',
  deceasedOccupation: 'Retired nurse',
  willDate: '2019-05-02',
  value: '650000',
  ...fields,
});

async function newApplication(estateId: string, fields: object = {}) {
  const res = await post(lawyer, `/api/estates/${estateId}/court-applications`, application(fields));
  expect(res.statusCode, res.body).toBe(201);
  return `/api/estates/${estateId}/court-applications/${res.json<{ id: string }>().id}`;
}

describe('the pre-filing check', () => {
  it('names the missing facts and where to put each right, until they are there', async () => {
    const estateId = await t.staffedEstate(
      { lawyer, executor, beneficiary },
      { deceasedName: 'Mere Checkfacts' },
      [],
    );
    // An estate recorded before the new-estate form asked for the date of death (an import, say).
    await t.database.db.update(estates).set({ dateOfDeath: null }).where(eq(estates.id, estateId));
    const url = await newApplication(estateId, { willDate: '', applicantAddress: '' });

    const check = await get(lawyer, `${url}/check`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().isReady).toBe(false);
    expect(check.json().missing).toEqual([
      { where: 'application', field: 'willDate', message: 'No will date: add the date the will was signed.' },
      {
        where: 'application',
        field: 'applicantAddress',
        message: "No applicant's address: add where the applicant lives.",
      },
      {
        where: 'estate',
        field: 'dateOfDeath',
        message: "No date of death on the estate: add it to the estate's details.",
      },
      expect.objectContaining({
        where: 'documents',
        message: expect.stringMatching(/upload the death certificate/),
      }),
    ]);
    expect(check.json().papers.map((p: { label: string }) => p.label)).toEqual([
      'Application for probate (without notice)',
      "Executor's affidavit",
      'Exhibit note for the will',
      'Draft probate',
      'Filing checklist',
    ]);

    // The papers are refused, naming the same facts.
    const refused = await get(lawyer, `${url}/papers/application`);
    expect(refused.statusCode).toBe(400);
    expect(pathsOf(refused)).toEqual([
      'application.willDate',
      'application.applicantAddress',
      'estate.dateOfDeath',
      'documents',
    ]);

    // A death certificate in Documents and the facts on the application: only the date of death is left.
    await uploadDocument(lawyer, estateId, 'scan-0042.pdf');
    await t.database.db
      .update(documents)
      .set({ tags: ['death certificate'] })
      .where(eq(documents.uploadedFile, 'scan-0042.pdf'));
    await put(lawyer, url, application());
    const after = await get(lawyer, `${url}/check`);
    expect(after.json().missing.map((m: { field: string | null }) => m.field)).toEqual(['dateOfDeath']);
  });

  it('says no papers are drafted for a variation of trust', async () => {
    const estateId = await estateWithCertificate('Tui Variation');
    const url = await newApplication(estateId, { type: 'variation_of_trust' });
    const check = await get(lawyer, `${url}/check`);
    expect(check.json()).toMatchObject({ isReady: false, papers: [], missing: [] });
    expect(check.json().note).toMatch(/No papers are drafted for a variation of trust/);
    expect((await get(lawyer, `${url}/papers/application`)).statusCode).toBe(400);
  });
});

describe('the draft papers', () => {
  it("merge the estate's, the applicant's and the firm's facts, and mark what needs judgement", async () => {
    const estateId = await estateWithCertificate('Margaret Aroha Wilson');
    const url = await newApplication(estateId);
    expect((await get(lawyer, `${url}/check`)).json()).toMatchObject({ isReady: true, missing: [] });

    const res = await get(lawyer, `${url}/papers/application`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/wordprocessingml/);
    expect(parse(res.headers['content-disposition'] as string).parameters.filename).toBe(
      'Application for probate (without notice) - Margaret Aroha Wilson.docx',
    );
    const text = await readDocx(res.rawPayload);
    expect(text).toContain('IN THE HIGH COURT OF NEW ZEALAND');
    expect(text).toContain('WELLINGTON REGISTRY');
    expect(text).toContain(
      'IN THE ESTATE of Margaret Aroha Wilson of 1 Rimu Road, Ōtaki, Retired nurse, deceased',
    );
    expect(text).toContain('who died on 10 March 2026');
    expect(text).toContain('will of the deceased dated 2 May 2019');
    expect(text).toContain('Hemi Walker of 4 Kowhai Street, Porirua, Teacher');
    expect(text).toContain('Lawyer acting: Lena Probate');
    expect(text).toContain('Kauri & Rimu Law, Level 3, 12 Lambton Quay, Wellington 6011');
    expect(text).toContain('04 555 0123');
    expect(text).toContain('probate@kauririmu.example.nz');

    const affidavit = await readDocx((await get(lawyer, `${url}/papers/affidavit`)).rawPayload);
    expect(affidavit).toContain('I, Hemi Walker, of 4 Kowhai Street, Porirua, Teacher, swear:');
    expect(affidavit).toMatch(/\[REVIEW: attesting-witness facts/);
    expect(affidavit).toMatch(/\[REVIEW: the will's condition/);
    expect(affidavit).toMatch(/\[REVIEW: estimated value band/);
    expect(affidavit).toContain('A solicitor of the High Court of New Zealand / A Justice of the Peace');

    const exhibit = await readDocx((await get(lawyer, `${url}/papers/exhibit-note`)).rawPayload);
    expect(exhibit).toContain('This is the document marked "A" referred to in the affidavit of Hemi Walker');
    const probate = await readDocx((await get(lawyer, `${url}/papers/draft-probate`)).rawPayload);
    expect(probate).toContain('the last will of Margaret Aroha Wilson');
    const checklist = await readDocx((await get(lawyer, `${url}/papers/filing-checklist`)).rawPayload);
    expect(checklist).toMatch(/original will/);
    // A probate application gets no Notice of Choice of Option.
    expect((await get(lawyer, `${url}/papers/choice-of-option`)).statusCode).toBe(400);
  });

  it('adds the Notice of Choice of Option when the surviving partner applies for administration', async () => {
    const estateId = await estateWithCertificate('Rawiri Intestate');
    const url = await newApplication(estateId, {
      type: 'administration',
      willDate: '',
      applicantName: 'Ana Intestate',
      applicantRelationship: 'spouse_partner',
    });
    const check = await get(lawyer, `${url}/check`);
    expect(check.json().papers.map((p: { paper: string }) => p.paper)).toEqual([
      'application',
      'affidavit',
      'choice-of-option',
      'filing-checklist',
    ]);
    const notice = await readDocx((await get(lawyer, `${url}/papers/choice-of-option`)).rawPayload);
    expect(notice).toContain('Property (Relationships) Act 1976');
    expect(notice).toContain('Ana Intestate');
    expect(notice).toContain('Rawiri Intestate, who died on 10 March 2026');
  });

  it("saves a paper into the estate's documents, private to those who run it", async () => {
    const estateId = await estateWithCertificate('Kiri Saved');
    const url = await newApplication(estateId);
    const res = await post(lawyer, `${url}/papers/affidavit`);
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, res.json<{ documentId: string }>().documentId));
    expect(doc).toMatchObject({
      estateId,
      uploadedFile: "Executor's affidavit - Kiri Saved.docx",
      type: 'DOCX',
      tags: ['court papers'],
      sharedWithBeneficiaries: false,
    });
    const file = await get(lawyer, doc!.fileUrl);
    expect(await readDocx(file.rawPayload)).toContain('Kiri Saved');
  });
});

describe('approving a grant', () => {
  it('records the grant date on the estate and starts its clocks; refuses without one or against another', async () => {
    const estateId = await estateWithCertificate('Pita Granted');
    const url = await newApplication(estateId);

    const without = await put(lawyer, url, application({ status: 'approved' }));
    expect(without.statusCode).toBe(400);
    expect(pathsOf(without)).toEqual(['grantDate']);

    const approved = await put(lawyer, url, application({ status: 'approved', grantDate: '2026-08-03' }));
    expect(approved.statusCode, approved.body).toBe(200);
    const estate = (await get(lawyer, `/api/estates/${estateId}`)).json<{
      grantDate: string;
      tasks: { name: string; dueDate: string | null }[];
    }>();
    expect(estate.grantDate).toBe('2026-08-03');
    // The s47 hold counts six months from the grant.
    expect(estate.tasks.find((task) => /s47/.test(task.name))?.dueDate).toBe('2027-02-03');

    // The check now says the grant is recorded.
    const check = await get(lawyer, `${url}/check`);
    expect(check.json().missing[0]).toMatchObject({ where: 'estate', field: 'grantDate' });

    // A second application approved with another date is refused, naming the grant date.
    const second = await newApplication(estateId, { reference: 'PRB-2026-002' });
    const clash = await put(lawyer, second, application({ status: 'approved', grantDate: '2026-09-01' }));
    expect(clash.statusCode).toBe(400);
    expect(pathsOf(clash)).toEqual(['grantDate']);
    expect(clash.json().message).toMatch(/already has a grant dated 3 August 2026/);
  });
});

describe('who may see applications and papers', () => {
  it('counts the cards over every application, filters by type, and hides them from others', async () => {
    const estateId = await estateWithCertificate('Hone Counted');
    const url = await newApplication(estateId, { status: 'submitted', value: '100.50' });
    await newApplication(estateId, { status: 'review', reference: 'PRB-2', value: '' });
    await newApplication(estateId, {
      type: 'variation_of_trust',
      status: 'rejected',
      reference: 'VT-1',
      value: '20',
    });
    const list = await get(lawyer, `/api/estates/${estateId}/court-applications?type=probate`);
    expect(list.json().items).toHaveLength(2);
    expect(list.json().summary).toEqual({
      total: 3,
      pending: 2,
      approved: 0,
      rejected: 1,
      inProgress: 2,
      totalValueCents: 12050,
    });

    expect((await get(otherLawyer, `${url}/check`)).statusCode).toBe(404);
    expect((await get(otherLawyer, `${url}/papers/application`)).statusCode).toBe(404);
    expect((await get(beneficiary, `${url}/check`)).statusCode).toBe(403);
    expect((await get(beneficiary, `${url}/papers/application`)).statusCode).toBe(403);
    expect((await get(beneficiary, `/api/estates/${estateId}/court-applications`)).statusCode).toBe(403);
    expect((await get(executor, `${url}/check`)).statusCode).toBe(200);
  });
});
