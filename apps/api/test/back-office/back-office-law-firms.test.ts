import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, billingAccounts, estates, lawFirms, users } from '../../src/db/schema.js';
import { DEMO_SECOND_LAWYER, seedDemoLawFirms } from '../../src/seed/demo-law-firms.js';
import { build, cookieOf, requestsOf, type Session } from '../helper.js';

/*
 * Law Firms (issue 15, spec 3 §2) through /api/admin/law-firms: admins add, edit and delete firms
 * (audited); members and estates are counted from the real rows; search, filters and sorts; a firm
 * that still has members or estates is not deleted, and the answer says what is left.
 */

const t = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Firm-Lawyer' });

const URL = '/api/admin/law-firms';
const post = (who: Session, payload: object) => t.as(who, { method: 'POST', url: URL, payload });
const put = (who: Session, id: string, payload: object) =>
  t.as(who, { method: 'PUT', url: `${URL}/${id}`, payload });
const { get } = requestsOf(t);
const remove = (who: Session, id: string) => t.as(who, { method: 'DELETE', url: `${URL}/${id}` });

const firm = (fields: object = {}) => ({
  name: 'Harbour & Hill Lawyers',
  primaryContact: 'Sarah Johnson',
  contactEmail: 'sarah@harbourhill.co.nz',
  contactPhone: '09 555 0101',
  address: '12 Queen Street\nAuckland 1010',
  status: 'active',
  billingStatus: 'current',
  ...fields,
});

async function addFirm(fields: object = {}): Promise<string> {
  const res = await post(admin, firm(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const eventsOf = (id: string) =>
  t.database.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, data: auditEvents.data })
    .from(auditEvents)
    .where(eq(auditEvents.entityId, id))
    .orderBy(auditEvents.createdAt);

const namesOf = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((f) => f.name);

describe('law firms', () => {
  it('an admin adds, edits and deletes a firm, each change audited', async () => {
    const added = await post(admin, firm({ contactEmail: ' Sarah@HarbourHill.co.nz ' }));
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    expect(added.json()).toMatchObject({
      name: 'Harbour & Hill Lawyers',
      primaryContact: 'Sarah Johnson',
      contactEmail: 'sarah@harbourhill.co.nz',
      contactPhone: '09 555 0101',
      address: '12 Queen Street\nAuckland 1010',
      status: 'active',
      billingStatus: 'current',
      memberCount: 0,
      estateCount: 0,
    });

    const edited = await put(
      admin,
      id,
      firm({ name: 'Harbour Hill Law', status: 'inactive', billingStatus: 'overdue', contactPhone: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Harbour Hill Law',
      status: 'inactive',
      billingStatus: 'overdue',
      contactPhone: null,
    });
    expect((await get(admin, `${URL}/${id}`)).json()).toMatchObject({ name: 'Harbour Hill Law' });

    const deleted = await remove(admin, id);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get(admin, `${URL}/${id}`)).statusCode).toBe(404);

    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({
        action: 'law_firm.created',
        actorId: admin.userId,
        data: expect.objectContaining({ name: 'Harbour & Hill Lawyers' }),
      }),
      expect.objectContaining({
        action: 'law_firm.updated',
        data: expect.objectContaining({ name: 'Harbour Hill Law', status: 'inactive' }),
      }),
      expect.objectContaining({
        action: 'law_firm.deleted',
        data: expect.objectContaining({ name: 'Harbour Hill Law' }),
      }),
    ]);
  });

  it('counts its real members and estates, and refuses its deletion while they are there', async () => {
    const id = await addFirm({ name: 'Kōwhai Street Law' });
    await t.database.db.update(users).set({ firmId: id }).where(eq(users.id, lawyer.userId));
    // A deleted account that still points at the firm is no member.
    const gone = await t.signUp({ role: 'lawyer', name: 'Gone Lawyer' });
    await t.database.db
      .update(users)
      .set({ firmId: id, deletedAt: new Date() })
      .where(eq(users.id, gone.userId));
    // The lawyer's new estate is the firm's matter.
    await t.newEstate(lawyer, { deceasedName: 'Aroha Firm-Estate' });

    const one = await get(admin, `${URL}/${id}`);
    expect(one.json()).toMatchObject({ memberCount: 1, estateCount: 1 });
    const listed = (await get(admin, `${URL}?q=K%C5%8Dwhai`)).json();
    expect(listed.items).toEqual([expect.objectContaining({ id, memberCount: 1, estateCount: 1 })]);

    const refused = await remove(admin, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This firm still has 1 member and 1 estate. Move its members and estates to another firm first.',
    );
    // Nothing changed: the firm, its member and its estate are all still there, and no delete is audited.
    expect((await get(admin, `${URL}/${id}`)).json()).toMatchObject({
      name: 'Kōwhai Street Law',
      memberCount: 1,
      estateCount: 1,
    });
    const [member] = await t.database.db.select().from(users).where(eq(users.id, gone.userId));
    expect(member!.firmId).toBe(id);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['law_firm.created']);

    // The tiles count every firm's members and estates, whatever the search shows.
    const all = (await get(admin, URL)).json();
    const none = (await get(admin, `${URL}?q=no-such-firm-anywhere`)).json();
    expect(none.items).toEqual([]);
    expect(none.summary).toEqual(all.summary);
    expect(all.summary.totalMembers).toBeGreaterThanOrEqual(1);
    expect(all.summary.totalEstates).toBeGreaterThanOrEqual(1);
    expect(all.summary.totalFirms).toBe(all.total);

    // Sorted by members, most first: this firm leads.
    const byMembers = (await get(admin, `${URL}?sort=memberCount&order=desc`)).json();
    expect(byMembers.items[0].id).toBe(id);
  });

  it('a firm whose only former member was deleted may go, and the deleted account is let go', async () => {
    const id = await addFirm({ name: 'Tōtara Chambers' });
    const gone = await t.signUp({ role: 'lawyer', name: 'Former Lawyer' });
    await t.database.db
      .update(users)
      .set({ firmId: id, deletedAt: new Date() })
      .where(eq(users.id, gone.userId));
    const deleted = await remove(admin, id);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, gone.userId));
    expect(account!.firmId).toBeNull();
  });

  it('a firm with a billing account is kept; a firm without one still goes', async () => {
    const billed = await addFirm({ name: 'Billed Firm Law' });
    const unbilled = await addFirm({ name: 'Unbilled Firm Law' });
    await t.database.db.insert(billingAccounts).values({ type: 'law_firm', lawFirmId: billed });

    const refused = await remove(admin, billed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This firm still has a billing account. Delete its billing account first.',
    );
    expect((await get(admin, `${URL}/${billed}`)).statusCode).toBe(200);
    // Another firm's billing account is no reason to keep this one.
    expect((await remove(admin, unbilled)).statusCode).toBe(204);
  });

  it('search finds a firm by its name, primary contact or email; the filters narrow the list', async () => {
    await addFirm({
      name: 'Pōhutukawa Legal',
      primaryContact: 'Wiremu Tane',
      contactEmail: 'office@pohutukawa.example.nz',
      status: 'inactive',
      billingStatus: 'trial',
    });
    await addFirm({
      name: 'Matai Partners',
      primaryContact: 'Grace Liu',
      contactEmail: 'grace@matai-partners.example.nz',
      status: 'active',
      billingStatus: 'overdue',
    });

    expect(namesOf(await get(admin, `${URL}?q=legal`))).toEqual(['Pōhutukawa Legal']);
    expect(namesOf(await get(admin, `${URL}?q=wiremu`))).toEqual(['Pōhutukawa Legal']);
    expect(namesOf(await get(admin, `${URL}?q=matai-partners.example`))).toEqual(['Matai Partners']);
    expect(namesOf(await get(admin, `${URL}?q=example.nz`))).toEqual(['Matai Partners', 'Pōhutukawa Legal']);

    expect(namesOf(await get(admin, `${URL}?q=example.nz&status=inactive`))).toEqual(['Pōhutukawa Legal']);
    expect(namesOf(await get(admin, `${URL}?q=example.nz&status=active`))).toEqual(['Matai Partners']);
    expect(namesOf(await get(admin, `${URL}?q=example.nz&billingStatus=overdue`))).toEqual([
      'Matai Partners',
    ]);
    const inactive = (await get(admin, `${URL}?status=inactive`)).json();
    expect(inactive.items.every((f: { status: string }) => f.status === 'inactive')).toBe(true);
    expect(inactive.summary.inactiveFirms).toBe(inactive.total);

    const badFilter = await get(admin, `${URL}?status=dormant`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('bad input answers 400 naming the field, and saves nothing', async () => {
    const before = await t.database.db.select().from(lawFirms);
    const badEmail = await post(admin, firm({ name: 'Bad Email Law', contactEmail: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues).toEqual([
      expect.objectContaining({ path: 'contactEmail', message: 'Please enter a valid email address.' }),
    ]);
    const noName = await post(admin, firm({ name: '   ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues).toEqual([
      expect.objectContaining({ path: 'name', message: 'Firm Name is required' }),
    ]);
    const badStatus = await post(admin, firm({ billingStatus: 'gratis' }));
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().issues.map((i: { path: string }) => i.path)).toEqual(['billingStatus']);
    expect(await t.database.db.select().from(lawFirms)).toHaveLength(before.length);
  });

  it('is for admins only: a lawyer, even a member, gets 403 and changes nothing', async () => {
    const id = await addFirm({ name: 'Admins Only Law' });
    await t.database.db.update(users).set({ firmId: id }).where(eq(users.id, lawyer.userId));
    expect((await get(lawyer, URL)).statusCode).toBe(403);
    expect((await get(lawyer, `${URL}/${id}`)).statusCode).toBe(403);
    expect((await post(lawyer, firm())).statusCode).toBe(403);
    expect((await put(lawyer, id, firm({ name: 'Renamed' }))).statusCode).toBe(403);
    expect((await remove(lawyer, id)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await get(admin, `${URL}/${id}`)).json()).toMatchObject({ name: 'Admins Only Law' });
  });

  it('the demo seed makes a firm of two lawyers who share an estate, and an inactive firm, once', async () => {
    const demoLawyer = await t.signUp({ role: 'lawyer', name: 'Liam Demo' });
    const estateId = await t.newEstate(demoLawyer, { deceasedName: 'Wiremu Demo-Estate' });
    const ids: Record<string, string> = { lawyer: demoLawyer.userId };
    await seedDemoLawFirms(t.deps.auth, t.deps.db, ids);
    await seedDemoLawFirms(t.deps.auth, t.deps.db, ids);

    const kauri = (await get(admin, `${URL}?q=Kauri%20Lane`)).json();
    expect(kauri.items).toEqual([
      expect.objectContaining({
        name: 'Kauri Lane Law (demo)',
        status: 'active',
        memberCount: 2,
        estateCount: 1,
      }),
    ]);
    expect(kauri.items[0].address).toContain('Wellington');
    expect((await get(admin, `${URL}?q=(demo)&status=inactive`)).json().items).toEqual([
      expect.objectContaining({ name: 'Tōtara Bay Legal (demo)', memberCount: 0, estateCount: 0 }),
    ]);
    const [estate] = await t.database.db.select().from(estates).where(eq(estates.id, estateId));
    expect(estate!.firmId).toBe(kauri.items[0].id);

    // Mere signs in with the README's password and sees Liam's estate, as the firm's lawyer.
    const signIn = await t.signIn(DEMO_SECOND_LAWYER.email, DEMO_SECOND_LAWYER.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const mere = await t.inject({
      method: 'GET',
      url: `/api/estates/${estateId}`,
      headers: { cookie: cookieOf(signIn) },
    });
    expect(mere.statusCode, mere.body).toBe(200);
    expect(ids.lawyer2).toBeTruthy();
  });
});
