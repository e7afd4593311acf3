import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, estateRoles } from '../../src/db/schema.js';
import { build, requestsOf, type Session } from '../helper.js';

/*
 * The records kit (issue 12) through its HTTP routes: each kind's create, read, update, delete and
 * list, with the rules a lawyer or a beneficiary would notice. The authorization matrix covers every
 * route for the eight kinds of actor; this covers what the answers hold.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Rewa Records' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Other Firm' });

const newEstate = (who: Session, deceasedName: string) =>
  t.newEstate(who, { deceasedName, estimatedValue: '' });

const { get, post, put, del } = requestsOf(t);

describe('assets and liabilities', () => {
  it('adds, lists with totals, edits and deletes; money is exact cents', async () => {
    const estateId = await newEstate(lawyer, 'Hēmi Assets');
    const url = `/api/estates/${estateId}/assets`;
    const house = await post(lawyer, url, {
      name: 'Family home',
      type: 'property',
      value: '$1,234,567.89',
      location: '3 Tōtara Street',
      status: 'verified',
      controlled: true,
    });
    expect(house.statusCode, house.body).toBe(201);
    expect(house.json()).toMatchObject({
      name: 'Family home',
      valueCents: 123_456_789,
      controlled: true,
      deceasedName: 'Hēmi Assets',
      estateId,
    });
    // The answer holds the record's fields and no more (it is encoded through its schema).
    expect(Object.keys(house.json()).sort()).toEqual([
      'controlled',
      'deceasedName',
      'estateId',
      'evidence',
      'id',
      'location',
      'name',
      'notes',
      'status',
      'type',
      'valueCents',
      'version',
    ]);
    const bank = await post(lawyer, url, { name: 'Kiwibank', type: 'bank', value: '0.1' });
    expect(bank.json()).toMatchObject({
      valueCents: 10,
      status: 'unverified',
      controlled: false,
      notes: null,
    });

    const list = (await get(lawyer, url)).json();
    expect(list.items.map((a: { name: string }) => a.name)).toEqual(['Family home', 'Kiwibank']);
    expect(list).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 25,
      summary: { count: 2, totalCents: 123_456_799 },
    });

    const edited = await put(lawyer, `${url}/${bank.json().id}`, {
      name: 'Kiwibank savings',
      type: 'bank',
      value: '2500',
      status: 'pending',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Kiwibank savings', valueCents: 250_000, status: 'pending' });
    expect((await get(lawyer, `${url}/${bank.json().id}`)).json().name).toBe('Kiwibank savings');

    const debt = await post(lawyer, `/api/estates/${estateId}/liabilities`, {
      name: 'Home loan',
      type: 'mortgage',
      amount: '210000.5',
      creditor: 'ANZ',
      dueDate: '2026-12-01',
    });
    expect(debt.statusCode, debt.body).toBe(201);
    expect(debt.json()).toMatchObject({ amountCents: 21_000_050, dueDate: '2026-12-01' });

    expect((await del(lawyer, `${url}/${house.json().id}`)).statusCode).toBe(204);
    expect((await get(lawyer, `${url}/${house.json().id}`)).statusCode).toBe(404);
    const after = (await get(lawyer, url)).json();
    expect(after.summary).toEqual({ count: 1, totalCents: 250_000 });

    const events = await t.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'asset'), eq(auditEvents.entityId, house.json().id)));
    expect(events.map((e) => e.action).sort()).toEqual(['asset.created', 'asset.deleted']);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const estateId = await newEstate(lawyer, 'Bad Input Assets');
    const url = `/api/estates/${estateId}/assets`;
    const cases: [object, string][] = [
      [{ type: 'property' }, 'name'],
      [{ name: 'X', type: 'castle' }, 'type'],
      [{ name: 'X', type: 'bank', value: 'lots' }, 'value'],
      [{ name: 'X', type: 'bank', value: '12.345' }, 'value'],
      [{ name: 'X', type: 'bank', value: '-5' }, 'value'],
      [{ name: 'X', type: 'bank', value: '9999999999999' }, 'value'],
      [{ name: 'X', type: 'bank', controlled: 'yes' }, 'controlled'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(lawyer, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const liability = await post(lawyer, `/api/estates/${estateId}/liabilities`, {
      name: 'Card',
      type: 'credit',
      dueDate: '1 May',
    });
    expect(liability.statusCode).toBe(400);
    expect(
      liability
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['amount', 'dueDate']);
    expect((await get(lawyer, url)).json().total).toBe(0);
  });

  it('searches by name or type, filters, sorts and pages; the summary covers every page', async () => {
    const estateId = await newEstate(lawyer, 'Paging Assets');
    const url = `/api/estates/${estateId}/assets`;
    for (const [name, type, value] of [
      ['Bach at Raglan', 'property', '400000'],
      ['Ute', 'vehicle', '15000'],
      ['Shares in Fonterra', 'investment', '32000'],
      ['ASB cheque account', 'bank', '1200'],
      ['Boat', 'vehicle', '8000'],
    ] as const)
      expect((await post(lawyer, url, { name, type, value })).statusCode).toBe(201);
    const names = async (query: string) =>
      (await get(lawyer, `${url}?${query}`)).json().items.map((a: { name: string }) => a.name);
    expect(await names('q=VEHICLE')).toEqual(['Boat', 'Ute']);
    expect(await names('q=bach')).toEqual(['Bach at Raglan']);
    expect(await names('type=vehicle&sort=value&order=desc')).toEqual(['Ute', 'Boat']);
    const page2 = (await get(lawyer, `${url}?sort=value&order=asc&pageSize=2&page=2`)).json();
    expect(page2.items.map((a: { name: string }) => a.name)).toEqual(['Ute', 'Shares in Fonterra']);
    expect(page2).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
      summary: { count: 5, totalCents: 45_620_000 },
    });
    const filtered = (await get(lawyer, `${url}?type=vehicle`)).json();
    expect(filtered.summary).toEqual({ count: 2, totalCents: 2_300_000 });
    for (const bad of ['pageSize=500', 'page=0', 'order=sideways', 'type=castle'])
      expect((await get(lawyer, `${url}?${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('beneficiaries', () => {
  it('keeps shares exact and refuses a total over 100%, naming the total', async () => {
    const estateId = await newEstate(lawyer, 'Share Estate');
    const url = `/api/estates/${estateId}/beneficiaries`;
    const aroha = await post(lawyer, url, {
      fullName: 'Aroha Share',
      relationship: 'daughter',
      email: 'Aroha@Example.nz',
      sharePercent: '33.33',
      status: 'verified',
    });
    expect(aroha.statusCode, aroha.body).toBe(201);
    expect(aroha.json()).toMatchObject({
      sharePercent: '33.33',
      email: 'aroha@example.nz',
      status: 'verified',
    });
    expect((await post(lawyer, url, { fullName: 'Tama Share', sharePercent: '66.67' })).statusCode).toBe(201);
    const over = await post(lawyer, url, { fullName: 'Late Claim', sharePercent: '0.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues).toEqual([
      { path: 'sharePercent', message: expect.stringContaining('100.01%') },
    ]);
    // Editing a share counts the others only: Aroha may go to 33.33 again but not 33.34.
    expect(
      (await put(lawyer, `${url}/${aroha.json().id}`, { fullName: 'Aroha Share', sharePercent: '33.33' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(lawyer, `${url}/${aroha.json().id}`, { fullName: 'Aroha Share', sharePercent: '33.34' }))
        .statusCode,
    ).toBe(400);
    expect((await post(lawyer, url, { fullName: 'No Share Yet' })).statusCode).toBe(201);
    const list = (await get(lawyer, url)).json();
    expect(list.summary).toEqual({ count: 3, estates: 1, sharedPercent: '100.00' });
    for (const sharePercent of ['101', '12.345', 'half', '-1'])
      expect((await post(lawyer, url, { fullName: 'X', sharePercent })).json().issues[0].path).toBe(
        'sharePercent',
      );
    expect((await post(lawyer, url, { fullName: 'X', email: 'not-an-email' })).json().issues[0].path).toBe(
      'email',
    );
    expect((await post(lawyer, url, { fullName: '   ' })).json().issues[0].path).toBe('fullName');
  });

  it('a beneficiary reads names and shares, their own details only, and changes nothing', async () => {
    const estateId = await newEstate(lawyer, 'Reader Estate');
    const ben = await t.signUp({ role: 'beneficiary', name: 'Mere Reader' });
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId, userId: ben.userId, role: 'beneficiary', status: 'active' });
    const url = `/api/estates/${estateId}/beneficiaries`;
    const other = await post(lawyer, url, {
      fullName: 'Tane Other',
      relationship: 'son',
      email: 'tane@example.nz',
      phone: '021 555 0000',
      notes: 'Lives overseas',
      sharePercent: '50',
    });
    const seen = (await get(ben, url)).json().items[0];
    expect(seen).toMatchObject({
      fullName: 'Tane Other',
      sharePercent: '50.00',
      email: null,
      phone: null,
      notes: null,
      isMe: false,
    });
    // Searching by a hidden field finds nothing (search covers names and relationships only).
    expect((await get(ben, `${url}?q=tane@example`)).json().total).toBe(0);
    expect((await post(ben, url, { fullName: 'Me too' })).statusCode).toBe(403);
    expect((await put(ben, `${url}/${other.json().id}`, { fullName: 'Renamed' })).statusCode).toBe(403);
    expect((await del(ben, `${url}/${other.json().id}`)).statusCode).toBe(403);
    expect((await get(lawyer, url)).json().items[0]).toMatchObject({
      fullName: 'Tane Other',
      email: 'tane@example.nz',
    });
  });
});

describe('valuations', () => {
  it("values one of the estate's assets, with the change per row (1 decimal) and in total (2 decimals)", async () => {
    const estateId = await newEstate(lawyer, 'Valued Estate');
    const otherEstate = await newEstate(lawyer, 'Another Estate');
    const asset = (
      await post(lawyer, `/api/estates/${estateId}/assets`, { name: 'Villa', type: 'property' })
    ).json();
    const elsewhere = (
      await post(lawyer, `/api/estates/${otherEstate}/assets`, { name: 'Elsewhere', type: 'bank' })
    ).json();
    const url = `/api/estates/${estateId}/valuations`;
    const first = await post(lawyer, url, {
      assetId: asset.id,
      value: '1100000',
      previousValue: '1000000',
      type: 'professional',
      appraiser: 'Bayleys',
      valuedOn: '2026-06-01',
      nextReviewOn: '2027-06-01',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      assetName: 'Villa',
      changeCents: 10_000_000,
      changePercent: '10.0',
    });
    const second = await post(lawyer, url, {
      assetId: asset.id,
      value: '990',
      previousValue: '1000',
      type: 'market',
      valuedOn: '2026-07-01',
    });
    expect(second.json()).toMatchObject({ changeCents: -1_000, changePercent: '-1.0', appraiser: null });
    await post(lawyer, url, { assetId: asset.id, value: '500', type: 'tax', valuedOn: '2026-08-01' });
    const list = (await get(lawyer, url)).json();
    expect(list.items.map((v: { valuedOn: string }) => v.valuedOn)).toEqual([
      '2026-08-01',
      '2026-07-01',
      '2026-06-01',
    ]);
    // Change over those with a previous value: (1,100,990 − 1,001,000) / 1,001,000 = 9.99%.
    expect(list.summary).toEqual({
      count: 3,
      totalValueCents: 110_149_000,
      totalChangeCents: 9_999_000,
      changePercent: '9.99',
    });
    expect((await get(lawyer, `${url}?type=market`)).json().items).toHaveLength(1);

    const wrongAsset = await post(lawyer, url, {
      assetId: elsewhere.id,
      value: '1',
      type: 'tax',
      valuedOn: '2026-01-01',
    });
    expect(wrongAsset.statusCode).toBe(400);
    expect(wrongAsset.json().issues[0].path).toBe('assetId');

    // Renaming the asset renames its valuations; removing it keeps them under the last name.
    await put(lawyer, `/api/estates/${estateId}/assets/${asset.id}`, {
      name: 'Villa on the hill',
      type: 'property',
    });
    expect((await get(lawyer, `${url}/${first.json().id}`)).json().assetName).toBe('Villa on the hill');
    await del(lawyer, `/api/estates/${estateId}/assets/${asset.id}`);
    expect((await get(lawyer, `${url}/${first.json().id}`)).json()).toMatchObject({
      assetId: null,
      assetName: 'Villa on the hill',
    });
  });
});

describe('scope', () => {
  it("another firm's estate answers 404 for every route, and its records never appear in lists", async () => {
    const estateId = await newEstate(lawyer, 'Private Estate');
    const mine = await newEstate(otherLawyer, 'Their Own Estate');
    const asset = (
      await post(lawyer, `/api/estates/${estateId}/assets`, { name: 'Secret gold', type: 'other' })
    ).json();
    const url = `/api/estates/${estateId}/assets`;
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await get(otherLawyer, `${url}/${asset.id}`)).statusCode).toBe(404);
    expect((await post(otherLawyer, url, { name: 'X', type: 'other' })).statusCode).toBe(404);
    expect((await put(otherLawyer, `${url}/${asset.id}`, { name: 'X', type: 'other' })).statusCode).toBe(404);
    expect((await del(otherLawyer, `${url}/${asset.id}`)).statusCode).toBe(404);
    // A record reached through another estate's address is not found either.
    expect((await get(otherLawyer, `/api/estates/${mine}/assets/${asset.id}`)).statusCode).toBe(404);
    expect((await del(otherLawyer, `/api/estates/${mine}/assets/${asset.id}`)).statusCode).toBe(404);
    expect((await get(lawyer, `${url}/not-a-uuid`)).statusCode).toBe(404);
    const across = (await get(otherLawyer, '/api/assets')).json();
    expect(JSON.stringify(across)).not.toContain('Secret gold');
    expect((await get(otherLawyer, `/api/assets?estateId=${estateId}`)).statusCode).toBe(404);
    const minesAcross = (await get(lawyer, `/api/assets?estateId=${estateId}`)).json();
    expect(minesAcross.items.map((a: { name: string }) => a.name)).toEqual(['Secret gold']);
    expect((await get(lawyer, url)).json().total).toBe(1);
  });
});
