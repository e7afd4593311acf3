import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, documentGrants, documents, estates } from '../../src/db/schema.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * Document permissions and version history (issue 17, decision 031): per-document grants to people
 * on the estate on top of the estate's rules, enforced on download, replace and versions.
 */
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
const executor = await t.signUp({ role: 'executor', name: 'Emma Executor' });
const ben = await t.signUp({ role: 'beneficiary', name: 'Ben Beneficiary' });
const stranger = await t.signUp({ role: 'beneficiary', name: 'Stella Stranger' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Other-Firm' });

const estateId = await t.staffedEstate(
  { lawyer, executor, beneficiary: ben },
  { deceasedName: 'Hine Walker' },
);

function upload(who: Session, url: string, payload: unknown, name: string, data: Buffer) {
  return t.as(who, { method: 'POST', url, ...multipart(payload, [{ name, data }]) });
}
const get = (who: Session, url: string) => t.as(who, { method: 'GET', url });
const grant = (who: Session, documentId: string, userId: string, level: string) =>
  t.as(who, { method: 'POST', url: '/api/document-grants', payload: { documentId, userId, level } });

async function unsharedDocument(name: string, data = PDF): Promise<string> {
  const res = await upload(lawyer, '/api/documents', { estateId }, name, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentId: string }>().documentId;
}

describe('document grants', () => {
  it('view opens an unshared document, edit replaces it, and revoking takes it away again', async () => {
    const documentId = await unsharedDocument('trust deed.pdf');
    const file = `/api/documents/${documentId}/file`;
    const replace = (who: Session) =>
      upload(who, `/api/documents/${documentId}/versions`, {}, 'trust deed v2.pdf', PDF);
    const library = async (who: Session) =>
      (await get(who, '/api/documents'))
        .json<{ items: { uploadedFile: string }[] }>()
        .items.map((d) => d.uploadedFile);

    expect((await get(ben, file)).statusCode).toBe(404);
    expect(await library(ben)).not.toContain('trust deed.pdf');

    const viewed = await grant(lawyer, documentId, ben.userId, 'view');
    expect(viewed.statusCode, viewed.body).toBe(201);
    const opened = await get(ben, file);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect(await library(ben)).toContain('trust deed.pdf');
    const inEstate = (await get(ben, `/api/documents?estateId=${estateId}`)).json<{
      items: { uploadedFile: string }[];
    }>();
    expect(inEstate.items.map((d) => d.uploadedFile)).toContain('trust deed.pdf');
    expect((await replace(ben)).statusCode).toBe(403);
    // A viewer may not grant others.
    expect((await grant(ben, documentId, executor.userId, 'view')).statusCode).toBe(403);

    const grantId = viewed.json<{ id: string }>().id;
    const revoked = await t.as(lawyer, { method: 'DELETE', url: `/api/document-grants/${grantId}` });
    expect(revoked.statusCode).toBe(204);
    expect((await get(ben, file)).statusCode).toBe(404);
    expect((await get(ben, `/api/documents/${documentId}/versions`)).statusCode).toBe(404);
    expect(await library(ben)).not.toContain('trust deed.pdf');

    // Granting again to the same person changes the level: edit also replaces.
    await grant(lawyer, documentId, ben.userId, 'view');
    expect((await grant(lawyer, documentId, ben.userId, 'edit')).statusCode).toBe(201);
    const grants = (await get(lawyer, `/api/document-grants?documentId=${documentId}`)).json<{
      items: { level: string }[];
    }>();
    expect(grants.items.map((g) => g.level)).toEqual(['edit']);
    const replaced = await replace(ben);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json<{ version: number }>().version).toBe(2);
  });

  it('admin lets a beneficiary grant others; nobody off the estate can be granted; other firms see nothing', async () => {
    const documentId = await unsharedDocument('rates notice.pdf');
    const refused = await grant(lawyer, documentId, stranger.userId, 'view');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('userId');

    expect((await grant(otherLawyer, documentId, ben.userId, 'view')).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/documents/${documentId}/grantable-people`)).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/document-grants?estateId=${estateId}`)).statusCode).toBe(404);

    const people = (await get(lawyer, `/api/documents/${documentId}/grantable-people`)).json<{
      items: { userId: string }[];
    }>();
    expect(people.items.map((p) => p.userId).sort()).toEqual(
      [lawyer.userId, executor.userId, ben.userId].sort(),
    );

    expect((await grant(lawyer, documentId, ben.userId, 'admin')).statusCode).toBe(201);
    expect((await grant(ben, documentId, executor.userId, 'edit')).statusCode).toBe(201);
    // A beneficiary with admin reads who is on the estate, but not their email addresses.
    const asBen = (await get(ben, `/api/documents/${documentId}/grantable-people`)).json<{
      items: { userId: string; email: string }[];
    }>();
    expect(asBen.items.find((p) => p.userId === executor.userId)?.email).toBe('');
    expect(asBen.items.find((p) => p.userId === ben.userId)?.email).toBe(ben.email);
  });

  it("the library keeps a granted document from someone no longer on its estate, and lists a linked estate's", async () => {
    // Issue 20 rewrote the library's scope for those who run estates ("linked, or granted and
    // visible"): a grant alone must not bring back an estate the person has left.
    const documentId = await unsharedDocument('valuation report.pdf');
    const library = async (who: Session) =>
      (await get(who, '/api/documents?pageSize=100'))
        .json<{ items: { documentId: string }[] }>()
        .items.map((d) => d.documentId);
    expect(await library(executor)).toContain(documentId);
    expect((await grant(lawyer, documentId, executor.userId, 'view')).statusCode).toBe(201);

    // No screen ends a role link yet; the scopes read only active ones.
    const leave = (status: string) =>
      t.database.sql(
        `update estateroles set status = '${status}' where estate_id = '${estateId}' and user_id = '${executor.userId}'`,
      );
    await leave('ended');
    try {
      expect(await library(executor)).not.toContain(documentId);
      expect(await library(lawyer)).toContain(documentId);
      expect(await library(otherLawyer)).not.toContain(documentId);
    } finally {
      await leave('active');
    }
    expect(await library(executor)).toContain(documentId);
  });

  it('lists the grants with search and the cards counting people per level', async () => {
    const deed = await unsharedDocument('deed of family arrangement.pdf');
    const letter = await unsharedDocument('letter to bank.pdf');
    await grant(lawyer, deed, ben.userId, 'view');
    await grant(lawyer, letter, ben.userId, 'view');
    await grant(lawyer, letter, executor.userId, 'admin');

    const all = await get(lawyer, `/api/document-grants?estateId=${estateId}&q=deed of family`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 1,
      items: [
        {
          documentName: 'deed of family arrangement.pdf',
          userName: 'Ben Beneficiary',
          userRole: 'beneficiary',
          level: 'view',
          grantedBy: 'Liam Lawyer',
          canRevoke: true,
        },
      ],
      summary: { admin: 0, edit: 0, view: 1 },
    });
    const byUser = (await get(lawyer, `/api/document-grants?q=emma`)).json<{ summary: { admin: number } }>();
    expect(byUser.summary.admin).toBe(1);
    // Ben sees his own grants, and may not revoke them.
    const own = (await get(ben, `/api/document-grants?q=letter to bank`)).json<{
      items: { userName: string; canRevoke: boolean; id: string }[];
    }>();
    expect(own.items).toEqual([expect.objectContaining({ userName: 'Ben Beneficiary', canRevoke: false })]);
    expect(
      (await t.as(ben, { method: 'DELETE', url: `/api/document-grants/${own.items[0]!.id}` })).statusCode,
    ).toBe(403);
    expect((await get(stranger, '/api/document-grants')).json<{ total: number }>().total).toBe(0);
  });
});

describe('version history', () => {
  it('keeps each version with its own upload date, uploader and change description, and downloads each', async () => {
    const v1 = Buffer.concat([PDF, Buffer.from('first')]);
    const documentId = await unsharedDocument('inventory.pdf', v1);
    const [before] = await t.database.db
      .select({ uploadDate: documents.uploadDate })
      .from(documents)
      .where(eq(documents.id, documentId));
    const v2 = await upload(
      executor,
      `/api/documents/${documentId}/versions`,
      { changeDescription: 'Added the car and the bach' },
      'inventory v2.pdf',
      Buffer.concat([PDF, Buffer.from('second')]),
    );
    expect(v2.statusCode, v2.body).toBe(201);

    const versions = (await get(lawyer, `/api/documents/${documentId}/versions`)).json();
    expect(versions.current).toMatchObject({
      version: 2,
      createdBy: 'Emma Executor',
      changeDescription: 'Added the car and the bach',
    });
    expect(versions.items).toEqual([
      expect.objectContaining({
        version: 1,
        uploadedFile: 'inventory.pdf',
        createdBy: 'Liam Lawyer',
        changeDescription: null,
        uploadedAt: before!.uploadDate.toISOString(),
      }),
    ]);

    const old = await get(lawyer, `/api/documents/${documentId}/versions/1/file`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(v1)).toBe(true);
    expect(old.headers['content-disposition']).toContain('inventory.pdf');
    expect((await get(lawyer, `/api/documents/${documentId}/versions/9/file`)).statusCode).toBe(404);
    expect((await get(ben, `/api/documents/${documentId}/versions/1/file`)).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/documents/${documentId}/versions/1/file`)).statusCode).toBe(404);
    const downloads = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.downloaded'), eq(auditEvents.entityId, documentId)));
    expect(downloads.map((e) => (e.data as { version?: number }).version)).toEqual([1]);
  });
});

describe("the library's total from each estate's kept document count (decision 056)", () => {
  it('equals the documents listed one by one through uploads, many-row inserts, moves, grants and removals', async () => {
    const owner = await t.signUp({ role: 'lawyer', name: 'Kiri Counted' });
    const first = await t.newEstate(owner, { deceasedName: 'Tama Counted' });
    const second = await t.newEstate(owner, { deceasedName: 'Ana Counted' });
    const kept = async (id: string) =>
      (await t.deps.db.select().from(estates).where(eq(estates.id, id)))[0]?.documentCount;
    const stored = async (id: string) =>
      (await t.deps.db.select().from(documents).where(eq(documents.estateId, id))).length;
    // What the person sees: the library's total, beside its rows (all on one page) and the table.
    const expectTotals = async (step: string) => {
      // A removed estate has no row, and no documents left.
      for (const id of [first, second]) expect((await kept(id)) ?? 0, step).toBe(await stored(id));
      const library = (await get(owner, '/api/documents?pageSize=100')).json<{
        total: number;
        items: { documentId: string }[];
      }>();
      expect(library.items.length, step).toBeLessThan(100);
      expect(library.total, step).toBe(library.items.length);
      // A filter that keeps everything is counted row by row: the same number.
      expect((await get(owner, '/api/documents?range=90d')).json().total, step).toBe(library.total);
      return library;
    };
    await expectTotals('two new estates');

    for (const [estate, name] of [
      [first, 'will.pdf'],
      [first, 'rates notice.pdf'],
      [second, 'bank letter.pdf'],
    ] as const) {
      const res = await upload(owner, '/api/documents', { estateId: estate }, name, PDF);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await expectTotals('three uploads')).total).toBeGreaterThanOrEqual(3);

    const row = (estate: string, name: string) => ({
      estateId: estate,
      type: 'PDF',
      fileUrl: `/files/${name}`,
      uploadedFile: name,
      uploadedBy: owner.userId,
      storageKey: `test/${name}`,
      sizeBytes: 10,
    });
    await t.deps.db
      .insert(documents)
      .values([row(first, 'bulk one.pdf'), row(second, 'bulk two.pdf'), row(second, 'bulk three.pdf')]);
    await expectTotals('three inserted in one statement');
    await t.deps.db
      .update(documents)
      .set({ estateId: second })
      .where(eq(documents.uploadedFile, 'bulk one.pdf'));
    await expectTotals('one moved to the other estate');
    await t.deps.db
      .update(documents)
      .set({ tags: ['checked'] })
      .where(eq(documents.estateId, second));
    await expectTotals('tags changed, nothing moved');

    // Off the second estate's role links, the lawyer still sees it (they opened it), so the library
    // still holds every one of its documents (decision 059: the library is what one may see), and a
    // grant on one of them adds nothing.
    const linked = await expectTotals('both estates linked');
    await t.database.sql(
      `update estateroles set status = 'ended' where estate_id = '${second}' and user_id = '${owner.userId}'`,
    );
    const unlinked = await expectTotals('the second estate unlinked');
    expect(unlinked.total).toBe(linked.total);
    const [granted] = await t.deps.db.select().from(documents).where(eq(documents.estateId, second));
    await t.deps.db
      .insert(documentGrants)
      .values({ documentId: granted!.id, userId: owner.userId, level: 'view' });
    const withGrant = await expectTotals('one of its documents granted');
    expect(withGrant.total).toBe(unlinked.total);
    expect(withGrant.items.map((d) => d.documentId)).toContain(granted!.id);

    await t.deps.db.delete(documents).where(eq(documents.estateId, first));
    await expectTotals("all of the first estate's removed");
    expect(await kept(first)).toBe(0);
    await t.deps.db.delete(estates).where(eq(estates.id, second));
    expect(await kept(second)).toBeUndefined();
    expect((await expectTotals('the second estate removed')).total).toBe(0);
  });
});
