import { Readable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nzToday } from '@estate/domain';
import { documents, fileIntents } from '../../src/db/schema.js';
import { attachCheckDocument } from '../../src/services/due-diligence/attach-check-document.js';
import { DOCUMENT_UPLOAD_TYPES, MAX_FILE_BYTES } from '../../src/services/files/file-types.js';
import { stageUpload } from '../../src/services/files/stage-upload.js';
import { build, requestsOf, type Session } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * Due Diligence Checklist (issue 13) through its routes: the cards and the Overall Progress of the
 * whole checklist, completion dates, links that must be web addresses, and Upload: the evidence is a
 * private document of the estate, through Upload Document's pipeline, that only those who run the
 * estate may open (decision 018).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Dana Diligence' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put } = requestsOf(t);
const upload = (who: Session, url: string, name = 'evidence.pdf', data = PDF) =>
  t.as(who, { method: 'POST', url, ...multipart(undefined, [{ name, data }]) });

/** An estate of the lawyer with the executor named on it and the beneficiary linked. */
const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' }, []);

const check = (fields: object = {}) => ({
  name: 'Death certificate sighted',
  category: 'identity',
  status: 'pending',
  priority: 'high',
  ...fields,
});

async function newCheck(estateId: string, fields: object = {}) {
  const res = await post(lawyer, `/api/estates/${estateId}/due-diligence-checks`, check(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const documentsOf = (estateId: string) =>
  t.database.db.select().from(documents).where(eq(documents.estateId, estateId));

describe('the checklist', () => {
  it('counts its cards and progress over every check, whatever the search', async () => {
    const estateId = await staffedEstate('Aroha Progress');
    const url = `/api/estates/${estateId}/due-diligence-checks`;
    await newCheck(estateId, { name: 'Death certificate sighted', status: 'completed', priority: 'high' });
    await newCheck(estateId, { name: 'Original will located', category: 'legal', status: 'completed' });
    await newCheck(estateId, {
      name: 'LINZ title search',
      category: 'assets',
      status: 'completed',
      priority: 'low',
    });
    await newCheck(estateId, {
      name: 'KiwiSaver provider confirmed',
      category: 'assets',
      status: 'in_progress',
    });
    await newCheck(estateId, { name: 'PPSR search', category: 'liabilities', priority: 'medium' });
    await newCheck(estateId, {
      name: 'IRD status',
      category: 'tax',
      status: 'not_applicable',
      priority: 'low',
    });
    await newCheck(estateId, { name: 'AML/CFT identity of executor', status: 'pending', priority: 'high' });

    const all = await get(lawyer, url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(7);
    // 3 of 7 completed: 42.86% shown as 43; high priority and not completed: KiwiSaver and AML/CFT.
    const cards = { total: 7, completed: 3, inProgress: 1, highPriority: 2, percentComplete: 43 };
    expect(all.json().summary).toEqual(cards);
    // High priority first, then by name.
    expect(all.json().items.map((c: { name: string }) => c.name)).toEqual([
      'AML/CFT identity of executor',
      'Death certificate sighted',
      'KiwiSaver provider confirmed',
      'Original will located',
      'PPSR search',
      'IRD status',
      'LINZ title search',
    ]);

    const searched = await get(lawyer, `${url}?q=kiwisaver`);
    expect(searched.json().items.map((c: { name: string }) => c.name)).toEqual([
      'KiwiSaver provider confirmed',
    ]);
    expect(searched.json().summary).toEqual(cards);
    expect(searched.json().total).toBe(1);
    const filtered = await get(lawyer, `${url}?status=completed&category=assets`);
    expect(filtered.json().items.map((c: { name: string }) => c.name)).toEqual(['LINZ title search']);
    expect(filtered.json().total).toBe(1);
  });

  it('dates a completed check today in New Zealand unless told, and undates a reopened one', async () => {
    const estateId = await staffedEstate('Tama Dates');
    const url = `/api/estates/${estateId}/due-diligence-checks`;
    const done = await post(lawyer, url, check({ status: 'completed' }));
    expect(done.json()).toMatchObject({ status: 'completed', dateCompleted: nzToday() });
    const one = `${url}/${done.json().id}`;
    const dated = await put(lawyer, one, check({ status: 'completed', dateCompleted: '2026-04-30' }));
    expect(dated.json().dateCompleted).toBe('2026-04-30');
    const reopened = await put(lawyer, one, check({ status: 'in_progress', dateCompleted: '2026-04-30' }));
    expect(reopened.json()).toMatchObject({ status: 'in_progress', dateCompleted: null });
    const empty = await get(lawyer, `/api/estates/${await staffedEstate('Empty List')}/due-diligence-checks`);
    expect(empty.json().summary).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      highPriority: 0,
      percentComplete: 0,
    });
  });

  it('keeps only web links, and refuses anything else on the field', async () => {
    const estateId = await staffedEstate('Hine Links');
    const url = `/api/estates/${estateId}/due-diligence-checks`;
    for (const externalLink of ['javascript:alert(1)', 'linz.govt.nz', 'ftp://files.example.nz/title.pdf']) {
      const bad = await post(lawyer, url, check({ externalLink }));
      expect(bad.statusCode, externalLink).toBe(400);
      expect(bad.json().issues).toEqual([
        {
          path: 'externalLink',
          message: 'External link must be a web address starting with http:// or https://',
        },
      ]);
    }
    const good = await post(
      lawyer,
      url,
      check({ externalLink: 'https://www.linz.govt.nz/products-services/titles' }),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().externalLink).toBe('https://www.linz.govt.nz/products-services/titles');
    expect((await get(lawyer, url)).json().total).toBe(1);
  });

  it('is read only by those who run the estate', async () => {
    const estateId = await staffedEstate('Rewi Readers');
    await newCheck(estateId);
    const url = `/api/estates/${estateId}/due-diligence-checks`;
    expect((await get(executor, url)).json().total).toBe(1);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
  });
});

describe('Upload on a check', () => {
  it('attaches a private document of the estate that only those who run it may open', async () => {
    const estateId = await staffedEstate('Mere Evidence');
    const id = await newCheck(estateId, { externalLink: 'https://www.ppsr.govt.nz/' });
    const url = `/api/estates/${estateId}/due-diligence-checks/${id}`;

    const res = await upload(lawyer, `${url}/document`, 'death-certificate.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const { documentId, documentUrl } = res.json<{ documentId: string; documentUrl: string }>();
    expect(documentUrl).toBe(`/api/documents/${documentId}/file`);
    expect((await get(lawyer, url)).json()).toMatchObject({ documentId, documentUrl });

    // An estate document like any other, in the library, not shared with the beneficiaries.
    const library = await get(lawyer, `/api/documents?estateId=${estateId}`);
    expect(library.json().items).toEqual([
      expect.objectContaining({
        documentId,
        uploadedFile: 'death-certificate.pdf',
        tags: ['due diligence'],
        sharedWithBeneficiaries: false,
      }),
    ]);
    const opened = await get(lawyer, documentUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect((await get(executor, documentUrl)).statusCode).toBe(200);
    expect((await get(beneficiary, documentUrl)).statusCode).toBe(404);
    expect((await get(otherLawyer, documentUrl)).statusCode).toBe(404);

    // Saving the check from its form keeps its document.
    const edited = await put(lawyer, url, check({ status: 'completed' }));
    expect(edited.json()).toMatchObject({ status: 'completed', documentId });
  });

  it('answers 404 to another firm, a beneficiary 403, and stores nothing for them', async () => {
    const estateId = await staffedEstate('Nikau Stranger');
    const id = await newCheck(estateId);
    const url = `/api/estates/${estateId}/due-diligence-checks/${id}/document`;
    expect((await upload(otherLawyer, url)).statusCode).toBe(404);
    expect((await upload(beneficiary, url)).statusCode).toBe(403);
    const missing = `/api/estates/${estateId}/due-diligence-checks/${crypto.randomUUID()}/document`;
    expect((await upload(lawyer, missing)).json().message).toBe('Check not found');
    expect(await documentsOf(estateId)).toEqual([]);
    expect(
      (await get(lawyer, `/api/estates/${estateId}/due-diligence-checks/${id}`)).json().documentId,
    ).toBeNull();
  });

  it('refuses a file that is not a document, as Upload Document does', async () => {
    const estateId = await staffedEstate('Piripi Types');
    const id = await newCheck(estateId);
    const url = `/api/estates/${estateId}/due-diligence-checks/${id}/document`;
    const res = await upload(lawyer, url, 'notes.txt', Buffer.from('just some text, not a document'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/“notes\.txt” is not a PDF.* file\./);
    const none = await t.as(lawyer, { method: 'POST', url, ...multipart({}) });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'file', message: 'Please choose a file to upload.' }]);
    expect(await documentsOf(estateId)).toEqual([]);
    expect(await t.database.db.select().from(fileIntents)).toEqual([]);
  });

  it('keeps nothing when the check is gone by the time the document is saved', async () => {
    const estateId = await staffedEstate('Wiremu Gone');
    const id = await newCheck(estateId);
    const estate = { id: estateId, deceasedName: 'Wiremu Gone' };
    expect(
      (await t.as(lawyer, { method: 'DELETE', url: `/api/estates/${estateId}/due-diligence-checks/${id}` }))
        .statusCode,
    ).toBe(204);
    const staged = await stageUpload(
      t.deps,
      'late.pdf',
      Readable.from([PDF]),
      DOCUMENT_UPLOAD_TYPES,
      MAX_FILE_BYTES,
    );
    const who = { id: lawyer.userId, role: 'lawyer' as const };
    await expect(attachCheckDocument(t.deps, who, estate, id, staged)).rejects.toThrow('Check not found');
    expect(await documentsOf(estateId)).toEqual([]);
    // The stored copy went with the transaction; only the staging key is left, for its reader to discard.
    expect(
      await t.database.db
        .select()
        .from(fileIntents)
        .where(like(fileIntents.key, `estate_documents/${estateId}/%`)),
    ).toEqual([]);
  });
});
