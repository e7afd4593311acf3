import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DIGITAL_ASSET_TEXTS } from '@estate/domain';
import { assets, beneficiaries, estateRoles, liabilities } from '../../src/db/schema.js';
import { csvCell, toCsv } from '../../src/lib/csv.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
const stranger = await t.signUp({ role: 'lawyer' });

const newEstate = (who: Session, deceasedName = 'Margaret Wilson') => t.newEstate(who, { deceasedName });
function upload(who: Session, url: string, payload: unknown, file: { name: string; data: Buffer }) {
  const body = multipart(payload, [file]);
  return t.inject({ method: 'POST', url, ...body, headers: { ...body.headers, cookie: who.cookie } });
}

/** A new estate of the lawyer's, and a beneficiary linked to it (who can see it, not run it). */
async function estateWithBeneficiary(deceasedName: string, beneficiaryName = 'Test Beneficiary') {
  const estateId = await newEstate(lawyer, deceasedName);
  const beneficiary = await t.signUp({ role: 'beneficiary', name: beneficiaryName });
  await t.deps.db
    .insert(estateRoles)
    .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
  return { estateId, beneficiary };
}

describe('documents library', () => {
  it("searches by file name or the deceased's name; % and _ match only themselves", async () => {
    const estateId = await newEstate(lawyer, 'Tama Whakaari');
    for (const name of ['rates_2026.pdf', 'rates-2026.pdf', 'discount 50% letter.pdf'])
      expect((await upload(lawyer, '/api/documents', { estateId }, { name, data: PDF })).statusCode).toBe(
        201,
      );
    const search = async (q: string) =>
      (await t.as(lawyer, { method: 'GET', url: `/api/documents?q=${encodeURIComponent(q)}` }))
        .json()
        .items.map((d: { uploadedFile: string }) => d.uploadedFile)
        .sort();
    expect(await search('RATES')).toEqual(['rates-2026.pdf', 'rates_2026.pdf']);
    expect(await search('rates_')).toEqual(['rates_2026.pdf']);
    expect(await search('50%')).toEqual(['discount 50% letter.pdf']);
    // By the deceased's name: every document of the estate (the three, and the wizard's will).
    expect(await search('whakaari')).toHaveLength(4);
    expect(await search('%')).toEqual(['discount 50% letter.pdf']);
  });

  it('lists documents of my estates newest first, filters, downloads, and keeps versions', async () => {
    const estateId = await newEstate(lawyer, 'Hana Kereama');
    const up = await upload(
      lawyer,
      '/api/documents',
      { estateId, tags: ['valuation'] },
      { name: 'valuation report.pdf', data: PDF },
    );
    expect(up.statusCode).toBe(201);
    const list = (await t.as(lawyer, { method: 'GET', url: '/api/documents' })).json();
    expect(list.items[0]).toMatchObject({
      uploadedFile: 'valuation report.pdf',
      deceasedName: 'Hana Kereama',
      tags: ['valuation'],
      type: 'PDF',
      uploadedBy: 'Liam Lawyer',
    });
    expect((await t.as(lawyer, { method: 'GET', url: '/api/documents?q=kereama' })).json().total).toBe(2);
    expect((await t.as(lawyer, { method: 'GET', url: '/api/documents?type=DOCX' })).json().total).toBe(0);
    expect(
      (await t.as(lawyer, { method: 'GET', url: '/api/documents?range=7d' })).json().total,
    ).toBeGreaterThanOrEqual(2);
    expect((await t.as(stranger, { method: 'GET', url: '/api/documents' })).json().total).toBe(0);

    const file = await t.as(lawyer, { method: 'GET', url: up.json().fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as(stranger, { method: 'GET', url: up.json().fileUrl })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: up.json().fileUrl })).statusCode).toBe(401);

    const v2 = await upload(
      lawyer,
      `/api/documents/${up.json().documentId}/versions`,
      {},
      { name: 'valuation report v2.pdf', data: Buffer.concat([PDF, Buffer.from('v2')]) },
    );
    expect(v2.json().version).toBe(2);
    const versions = (
      await t.as(lawyer, { method: 'GET', url: `/api/documents/${up.json().documentId}/versions` })
    ).json();
    expect(versions.current).toMatchObject({ version: 2, uploadedFile: 'valuation report v2.pdf' });
    expect(versions.items).toEqual([
      expect.objectContaining({ version: 1, uploadedFile: 'valuation report.pdf', createdBy: 'Liam Lawyer' }),
    ]);
  });

  it('uploading to someone else’s estate answers 404; bad input 400', async () => {
    const estateId = await newEstate(lawyer);
    expect(
      (await upload(stranger, '/api/documents', { estateId }, { name: 'x.pdf', data: PDF })).statusCode,
    ).toBe(404);
    expect(
      (await upload(lawyer, '/api/documents', { estateId: 'nope' }, { name: 'x.pdf', data: PDF })).statusCode,
    ).toBe(400);
    expect(
      (
        await upload(
          lawyer,
          '/api/documents',
          { estateId },
          { name: 'x.pdf', data: Buffer.from('not a pdf') },
        )
      ).statusCode,
    ).toBe(415);
  });
});

describe('digital assets (spec 2 §5)', () => {
  it('adds, edits and deletes a loyalty asset with its rules and messages', async () => {
    const estateId = await newEstate(lawyer);
    const url = `/api/estates/${estateId}/digital-assets`;
    const missing = await t.as(lawyer, {
      method: 'POST',
      url,
      payload: {
        assetName: 'Airpoints',
        category: 'loyalty',
        platform: 'Air NZ',
        pointsBalance: -5,
        estimatedValue: -1,
      },
    });
    expect(missing.statusCode).toBe(400);
    const messages = (missing.json().issues as { message: string }[]).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        DIGITAL_ASSET_TEXTS.programRequired,
        DIGITAL_ASSET_TEXTS.pointsPositive,
        DIGITAL_ASSET_TEXTS.valuePositive,
      ]),
    );
    const made = await t.as(lawyer, {
      method: 'POST',
      url,
      payload: {
        assetName: 'Airpoints',
        category: 'loyalty',
        platform: 'Air New Zealand',
        rewardProgramId: 1,
        pointsBalance: 12000,
        estimatedValue: 120.5,
        expiryDate: '2027-06-30',
      },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      rewardProgramId: 1,
      pointsBalance: 12000,
      estimatedValue: 120.5,
      status: 'active',
    });
    const id = made.json().id;
    const edited = await t.as(lawyer, {
      method: 'PUT',
      url: `/api/estates/${estateId}/digital-assets/${id}`,
      payload: {
        assetName: 'Airpoints',
        category: 'domain',
        platform: 'Air New Zealand',
        rewardProgramId: 1,
        pointsBalance: 5,
      },
    });
    expect(edited.json()).toMatchObject({
      category: 'domain',
      rewardProgramId: null,
      pointsBalance: null,
      estimatedValue: null,
    });
    const list = (
      await t.as(lawyer, { method: 'GET', url: `/api/digital-assets?estateId=${estateId}` })
    ).json();
    expect(list.summary.counts).toMatchObject({ domain: 1, loyalty: 0 });
    expect(
      (await t.as(stranger, { method: 'GET', url: `/api/estates/${estateId}/digital-assets/${id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(stranger, { method: 'DELETE', url: `/api/estates/${estateId}/digital-assets/${id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(lawyer, { method: 'DELETE', url: `/api/estates/${estateId}/digital-assets/${id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.as(lawyer, { method: 'GET', url: `/api/digital-assets?estateId=${estateId}` })).json().items,
    ).toEqual([]);
  });
});

describe('digital assets: who may change them', () => {
  it('a beneficiary sees the inventory but adds, edits and deletes nothing', async () => {
    const { estateId, beneficiary } = await estateWithBeneficiary('Ana Digital');
    const asset = {
      assetName: 'Streaming plan',
      category: 'subscription',
      platform: 'Netflix',
      status: 'active',
    };
    const created = await t.as(lawyer, {
      method: 'POST',
      url: `/api/estates/${estateId}/digital-assets`,
      payload: asset,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const list = `/api/digital-assets?estateId=${estateId}`;
    expect((await t.as(beneficiary, { method: 'GET', url: list })).json().items).toHaveLength(1);

    const attempts = [
      { method: 'POST' as const, url: `/api/estates/${estateId}/digital-assets`, payload: asset },
      {
        method: 'PUT' as const,
        url: `/api/estates/${estateId}/digital-assets/${id}`,
        payload: { ...asset, assetName: 'Renamed' },
      },
      { method: 'DELETE' as const, url: `/api/estates/${estateId}/digital-assets/${id}` },
    ];
    for (const attempt of attempts) {
      expect((await t.as(beneficiary, attempt)).statusCode, attempt.method).toBe(403);
      expect((await t.inject(attempt)).statusCode, attempt.method).toBe(401);
    }
    const after = (await t.as(lawyer, { method: 'GET', url: list })).json().items;
    expect(after.map((a: { assetName: string }) => a.assetName)).toEqual(['Streaming plan']);
  });
});

describe('Export for OneLaw', () => {
  it('downloads a ZIP of seven CSV files (valuations too), quoted, with a BOM and formula-safe cells', async () => {
    const estateId = await newEstate(lawyer, 'Aroha "Nana" Te Whare');
    await t.deps.db.insert(beneficiaries).values({
      estateId,
      fullName: '=HYPERLINK("http://evil")',
      relationship: 'daughter',
      shareBasisPoints: 5000,
    });
    await t.deps.db
      .insert(assets)
      .values({ estateId, name: 'House, Ōtaki', type: 'property', valueCents: 65_000_000 });
    await t.deps.db
      .insert(liabilities)
      .values({ estateId, name: 'Mortgage', type: 'mortgage', amountCents: 12_345_678, creditor: 'ANZ' });
    const res = await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'assets.csv',
      'beneficiaries.csv',
      'documents_metadata.csv',
      'estates.csv',
      'executors.csv',
      'liabilities.csv',
      'valuations.csv',
    ]);
    const text = (name: string) => strFromU8(files[name]!);
    for (const name of Object.keys(files))
      expect([...files[name]!.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      text('estates.csv')
        .replace(/^\uFEFF/, '')
        .startsWith('estate_id,deceased_name'),
    ).toBe(true);
    expect(text('estates.csv')).toContain('"Aroha ""Nana"" Te Whare"');
    expect(text('estates.csv')).toContain('650000.00');
    expect(text('beneficiaries.csv')).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text('assets.csv')).toContain('"House, Ōtaki",property,650000.00');
    expect(text('liabilities.csv')).toContain('123456.78');
    expect(text('documents_metadata.csv')).toContain('will.pdf,PDF,will; intake');
    expect((await t.as(stranger, { method: 'GET', url: `/api/estates/${estateId}/export` })).statusCode).toBe(
      404,
    );
  });

  it('is for those who run the estate: a beneficiary who can see it gets 403', async () => {
    const { estateId, beneficiary } = await estateWithBeneficiary('Rawiri Export');
    const url = `/api/estates/${estateId}/export`;
    expect((await t.as(beneficiary, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(
      200,
    );
    const denied = await t.as(beneficiary, { method: 'GET', url });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).not.toBe('application/zip');
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(lawyer, { method: 'GET', url })).statusCode).toBe(200);
  });

  it('csv cells: RFC 4180 quoting and injection prefixes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [[1]])).toBe('\uFEFFa\r\n1\r\n');
  });
});

describe('dashboard home', () => {
  it('counts real rows and shows recent activity from visible estates only', async () => {
    const me = await t.signUp({ role: 'lawyer', name: 'Dash Board' });
    const estateId = await newEstate(me, 'Tui Morgan');
    await newEstate(stranger, 'Private Estate');
    const res = (await t.as(me, { method: 'GET', url: '/api/dashboard' })).json();
    expect(res.stats.activeEstates).toBe(1);
    expect(res.stats.completedEstates).toBe(0);
    expect(res.stats.pendingTasks).toBeGreaterThan(5);
    expect(res.upcomingTasks).toHaveLength(3);
    expect(res.recentActivity[0]).toMatchObject({
      action: 'estate.created',
      estateId,
      actorName: 'Dash Board',
    });
    expect(res.recentActivity.every((a: { estateId: string }) => a.estateId === estateId)).toBe(true);
    const exec = await t.signUp({ role: 'executor' });
    expect((await t.as(exec, { method: 'GET', url: '/api/dashboard' })).json().stats.activeEstates).toBe(0);
    await t.deps.db.insert(estateRoles).values({ estateId, userId: exec.userId, role: 'executor' });
    expect((await t.as(exec, { method: 'GET', url: '/api/dashboard' })).json().stats.activeEstates).toBe(1);
    expect((await t.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('an estate page lists its documents for everyone who may see the estate', () => {
  it('admins see an estate’s documents by estate id; strangers get 404', async () => {
    const estateId = await newEstate(lawyer, 'Paora Kingi');
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const res = await t.as(admin, { method: 'GET', url: `/api/documents?estateId=${estateId}` });
    expect(res.json().items.map((d: { uploadedFile: string }) => d.uploadedFile)).toEqual(['will.pdf']);
    expect(
      (await t.as(stranger, { method: 'GET', url: `/api/documents?estateId=${estateId}` })).statusCode,
    ).toBe(404);
    const dash = (await t.as(lawyer, { method: 'GET', url: '/api/dashboard' })).json();
    expect(dash.recentActivity[0].deceasedName).toBe('Paora Kingi');
  });
});

describe('beneficiaries of an estate', () => {
  it('those who run it see every detail; a beneficiary sees only their own contact details', async () => {
    const { estateId, beneficiary: mere } = await estateWithBeneficiary('Hemi Privacy', 'Mere');
    await t.deps.db.insert(beneficiaries).values([
      {
        estateId,
        userId: mere.userId,
        fullName: 'Mere Privacy',
        relationship: 'daughter',
        email: 'mere@example.nz',
        phone: '021 111 1111',
        address: '1 Rata Street, Nelson',
        shareBasisPoints: 5000,
        notes: 'Prefers email.',
      },
      {
        estateId,
        fullName: 'Tane Privacy',
        relationship: 'son',
        email: 'tane@example.nz',
        phone: '021 222 2222',
        address: '2 Kowhai Road, Napier',
        shareBasisPoints: 5000,
        notes: 'Disputes the will.',
      },
    ]);
    const url = `/api/estates/${estateId}/beneficiaries`;
    type Row = { fullName: string; email: string | null; phone: string | null; address: string | null };
    type Shown = Row & { relationship: string | null; sharePercent: string | null; notes: string | null };
    const byName = (items: Shown[]) => Object.fromEntries(items.map((b) => [b.fullName, b]));

    const all = byName((await t.as(lawyer, { method: 'GET', url })).json().items);
    expect(all['Tane Privacy']).toMatchObject({ email: 'tane@example.nz', notes: 'Disputes the will.' });

    const seen = byName((await t.as(mere, { method: 'GET', url })).json().items);
    expect(seen['Mere Privacy']).toMatchObject({ email: 'mere@example.nz', phone: '021 111 1111' });
    expect(seen['Tane Privacy']).toMatchObject({
      relationship: 'son',
      sharePercent: '50.00',
      email: null,
      phone: null,
      address: null,
      notes: null,
    });
    expect((await t.as(stranger, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('documents shared with beneficiaries', () => {
  it('a beneficiary sees only what the firm shared and what they uploaded; only the firm shares', async () => {
    const { estateId, beneficiary: ben } = await estateWithBeneficiary('Wiremu Sharing');
    const add = async (who: Session, name: string, shared: boolean) => {
      const res = await upload(
        who,
        '/api/documents',
        { estateId, sharedWithBeneficiaries: shared },
        { name, data: PDF },
      );
      expect(res.statusCode, name).toBe(201);
      return res.json<{ documentId: string; fileUrl: string }>();
    };
    const statement = await add(lawyer, 'bank statement.pdf', false);
    const grant = await add(lawyer, 'grant of probate.pdf', true);
    // A beneficiary cannot share on upload: their own upload is theirs and the firm's.
    const id = await add(ben, 'my id.pdf', true);
    const names = async (who: Session) =>
      (await t.as(who, { method: 'GET', url: `/api/documents?estateId=${estateId}` }))
        .json()
        .items.map(
          (d: { uploadedFile: string; sharedWithBeneficiaries: boolean }) =>
            `${d.uploadedFile}${d.sharedWithBeneficiaries ? ' (shared)' : ''}`,
        )
        .sort();
    expect(await names(lawyer)).toEqual([
      'bank statement.pdf',
      'grant of probate.pdf (shared)',
      'my id.pdf',
      'will.pdf',
    ]);
    expect(await names(ben)).toEqual(['grant of probate.pdf (shared)', 'my id.pdf']);
    expect((await t.as(ben, { method: 'GET', url: statement.fileUrl })).statusCode).toBe(404);
    expect((await t.as(ben, { method: 'GET', url: grant.fileUrl })).statusCode).toBe(200);
    expect((await t.as(ben, { method: 'GET', url: id.fileUrl })).statusCode).toBe(200);

    // Sharing: the firm only; bad input, signed out and someone else's estate change nothing.
    const url = `/api/documents/${statement.documentId}`;
    const share = { sharedWithBeneficiaries: true };
    expect((await t.as(ben, { method: 'PATCH', url, payload: share })).statusCode).toBe(403);
    expect((await t.inject({ method: 'PATCH', url, payload: share })).statusCode).toBe(401);
    expect((await t.as(stranger, { method: 'PATCH', url, payload: share })).statusCode).toBe(404);
    const bad = await t.as(lawyer, { method: 'PATCH', url, payload: { sharedWithBeneficiaries: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(await names(ben)).toEqual(['grant of probate.pdf (shared)', 'my id.pdf']);
    // Made against the version of its details as uploaded (`editVersion` 1; decision 060).
    const shared = await t.as(lawyer, {
      method: 'PATCH',
      url,
      headers: { 'if-match': '"1"' },
      payload: share,
    });
    expect(shared.json()).toEqual({
      documentId: statement.documentId,
      sharedWithBeneficiaries: true,
      editVersion: 2,
    });
    expect(shared.headers.etag).toBe('"2"');
    expect(await names(ben)).toContain('bank statement.pdf (shared)');

    // A beneficiary may replace their own upload, not a document the firm shared.
    const replace = (who: Session, documentId: string) =>
      upload(who, `/api/documents/${documentId}/versions`, {}, { name: 'v2.pdf', data: PDF });
    expect((await replace(ben, grant.documentId)).statusCode).toBe(403);
    expect((await replace(ben, id.documentId)).statusCode).toBe(201);

    // Recent Activity names no unshared document to the beneficiary, and names shared ones.
    const unshared = await t.as(lawyer, {
      method: 'PATCH',
      url,
      headers: { 'if-match': shared.headers.etag as string },
      payload: { sharedWithBeneficiaries: false },
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    type Event = { action: string; actorName: string | null; data: { name?: string } | null };
    const activity = async (who: Session) =>
      ((await t.as(who, { method: 'GET', url: '/api/dashboard' })).json().recentActivity as Event[]).map(
        (e) => `${e.actorName}: ${e.action} ${e.data?.name ?? ''}`.trim(),
      );
    const seen = await activity(ben);
    expect(seen).toContain('Liam Lawyer: document.shared bank statement.pdf');
    expect(seen.filter((e) => e.startsWith('Liam Lawyer: document.uploaded'))).toEqual([]);
    expect(seen.filter((e) => e.includes('unshared'))).toEqual([]);
    const all = await activity(lawyer);
    expect(all).toContain('Liam Lawyer: document.unshared bank statement.pdf');
    expect(all).toContain('Liam Lawyer: document.uploaded bank statement.pdf');
  });
});
