import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, TEXTS, USER_ADMIN_PAGE } from '@estate/domain';
import {
  accounts,
  auditEvents,
  estates,
  executors,
  lawFirms,
  outbox,
  sessions,
  users,
} from '../../src/db/schema.js';
import { userRecords } from '../../src/services/back-office/kinds/users.js';
import { deleteRecord, saveRecord } from '../../src/services/records/kit.js';
import { build, cookieOf, type Session } from '../helper.js';

/*
 * Users (issue 15, /dashboard/admin/users): the real accounts as an admin manages them through the
 * platform records kit at /api/admin/users, and the sign-ins the Last Login column and the audit
 * log show. The authorization matrix covers the five routes for every actor.
 */

const t = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Aroha Admin' });
await t.promote(admin, 'admin');

const BASE = '/api/admin/users';
let n = 0;
const email = (what: string) => `${what}-${(n += 1)}-${Date.now()}@example.nz`;

const post = (payload: object, who: Session = admin) => t.as(who, { method: 'POST', url: BASE, payload });
const get = (url: string, who: Session = admin) => t.as(who, { method: 'GET', url });
const del = (id: string, who: Session = admin) => t.as(who, { method: 'DELETE', url: `${BASE}/${id}` });

type UserDto = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  active: boolean;
  firmId: string | null;
  firmName: string | null;
  linkedEstates: number;
  lastSignInAt: string | null;
  notificationPreferences: { email: boolean; mobile: boolean; browser: boolean };
};

/** The edit form's PUT: the record as it is, with `change` over it. */
async function edit(id: string, change: Record<string, unknown>, who: Session = admin) {
  const got = (await get(`${BASE}/${id}`)).json<UserDto>();
  const payload = {
    name: got.name,
    email: got.email,
    phone: got.phone,
    role: got.role,
    status: got.active ? 'active' : 'inactive',
    firmId: got.firmId ?? '',
    password: '',
    notificationPreferences: got.notificationPreferences,
    ...change,
  };
  return t.as(who, { method: 'PUT', url: `${BASE}/${id}`, payload });
}

/** Signs in as a browser would; the session, or the refusal. */
async function signIn(address: string, password: string, remoteAddress = '127.0.0.1') {
  return t.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: address, password },
    remoteAddress,
  });
}

async function newestEmail(to: string, kind: string) {
  const [mail] = await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

const eventsOf = (entityId: string, action: string) =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)))
    .orderBy(auditEvents.createdAt);

describe('adding a user', () => {
  it('with a password: the account signs in with it at once, and the last sign-in shows', async () => {
    const address = email('tama');
    const res = await post({
      name: 'Tama Wiremu',
      email: address.toUpperCase(),
      phone: '021 555 0101',
      role: 'lawyer',
      status: 'active',
      password: 'kowhai blossom spring',
      notificationPreferences: { email: true, mobile: false, browser: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json<UserDto>();
    expect(added).toMatchObject({
      name: 'Tama Wiremu',
      email: address,
      phone: '021 555 0101',
      role: 'lawyer',
      active: true,
      firmId: null,
      linkedEstates: 0,
      lastSignInAt: null,
      notificationPreferences: { email: true, mobile: false, browser: true },
    });
    expect(await newestEmail(address, 'account-invitation')).toBeUndefined();

    const signedIn = await signIn(address, 'kowhai blossom spring');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(signedIn) } });
    expect(me.json().user).toMatchObject({ email: address, role: 'lawyer' });
    const after = (await get(`${BASE}/${added.id}`)).json<UserDto>();
    expect(after.lastSignInAt).not.toBeNull();
    expect(Date.now() - new Date(after.lastSignInAt!).getTime()).toBeLessThan(60_000);

    const [created] = await eventsOf(added.id, 'user.created');
    expect(created).toMatchObject({ actorId: admin.userId, category: 'security' });
    expect(created!.data).toMatchObject({ name: 'Tama Wiremu', role: 'lawyer', invited: false });
  });

  it('without a password: an invitation email whose link sets the password, then the person signs in', async () => {
    const address = email('mere');
    const res = await post({ name: 'Mere Executor', email: address, role: 'executor', status: 'active' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<UserDto>().id;
    expect(res.json()).toMatchObject({ role: 'executor', notificationPreferences: { email: true } });
    // An executor account has its executors row, as at sign-up.
    expect(await t.deps.db.select().from(executors).where(eq(executors.userId, id))).toHaveLength(1);

    const mail = await newestEmail(address, 'account-invitation');
    expect(mail?.subject).toBe('You have been invited to NZ Estate Platform');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/reset-password');
    expect(mail!.textBody).toContain(mail!.link!);
    // Nobody can sign in before the password is chosen.
    expect((await signIn(address, 'a chosen passphrase')).statusCode).toBe(401);

    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), newPassword: 'a chosen passphrase' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(address, 'a chosen passphrase')).statusCode).toBe(200);
    // Setting the password made the sign-in account only: no second executors row, and no
    // "confirm your email" email (the admin's invitation proved the address).
    expect(await t.deps.db.select().from(executors).where(eq(executors.userId, id))).toHaveLength(1);
    expect(await newestEmail(address, 'verify-email')).toBeUndefined();
    // The link works once.
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), newPassword: 'another passphrase here' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a taken email, a firm for anyone but a lawyer, an unknown firm and weak passwords, naming the field', async () => {
    const [firm] = await t.deps.db.insert(lawFirms).values({ name: 'Kauri Law' }).returning();
    const base = { name: 'Someone', role: 'user', status: 'active' };
    const cases: [object, string, string][] = [
      [{ ...base, email: admin.email.toUpperCase() }, 'email', USER_ADMIN_PAGE.emailTaken],
      [{ ...base, email: email('f'), firmId: firm!.id }, 'firmId', USER_ADMIN_PAGE.firmOnlyLawyers],
      [
        { ...base, role: 'lawyer', email: email('g'), firmId: '00000000-0000-4000-8000-000000000000' },
        'firmId',
        USER_ADMIN_PAGE.firmUnknown,
      ],
      [{ ...base, email: email('h'), password: 'short' }, 'password', TEXTS.errors.passwordTooShort],
      [{ ...base, email: email('i'), password: 'password123' }, 'password', TEXTS.errors.commonPassword],
      [{ ...base, email: 'not an email' }, 'email', 'Please enter a valid email address.'],
      [{ ...base, email: email('j'), role: 'superuser' }, 'role', 'Please choose a role'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
  });
});

describe('editing a user', () => {
  it('changes name, phone, role, firm and preferences (audited, the role with before and after); the email stays', async () => {
    const lawyer = await t.signUp({ role: 'lawyer', name: 'Hone Lawyer' });
    const own = await t.newEstate(lawyer, { deceasedName: 'Pita Own' });
    const [other] = await t.deps.db.insert(lawFirms).values({ name: 'Other Firm' }).returning();
    const elsewhere = await t.newEstate(lawyer, { deceasedName: 'Pita Elsewhere' });
    await t.deps.db.update(estates).set({ firmId: other!.id }).where(eq(estates.id, elsewhere));
    const [firm] = await t.deps.db.insert(lawFirms).values({ name: 'Rimu & Partners' }).returning();

    const res = await edit(lawyer.userId, {
      name: 'Hone Lawyer-Smith',
      email: 'someone-else@example.nz',
      phone: '09 555 0199',
      firmId: firm!.id,
      notificationPreferences: { email: false, mobile: true, browser: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Hone Lawyer-Smith',
      email: lawyer.email,
      phone: '09 555 0199',
      firmId: firm!.id,
      firmName: 'Rimu & Partners',
      notificationPreferences: { email: false, mobile: true, browser: false },
    });
    // Joining the firm brought the lawyer's firmless estate into it; another firm's stays there.
    const firmOf = async (id: string) =>
      (await t.deps.db.select({ firmId: estates.firmId }).from(estates).where(eq(estates.id, id)))[0]!.firmId;
    expect(await firmOf(own)).toBe(firm!.id);
    expect(await firmOf(elsewhere)).toBe(other!.id);

    // Made an admin: out of the firm (only lawyers belong to one); the firm keeps its estates.
    const promoted = await edit(lawyer.userId, { role: 'admin', firmId: '' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'admin', firmId: null, firmName: null });
    expect(await firmOf(own)).toBe(firm!.id);

    const events = await eventsOf(lawyer.userId, 'user.updated');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ firm: { from: null, to: firm!.id }, estatesJoinedFirm: 1 }),
      expect.objectContaining({ role: { from: 'lawyer', to: 'admin' }, firm: { from: firm!.id, to: null } }),
    ]);
    expect(events.every((e) => e.actorId === admin.userId && e.category === 'security')).toBe(true);
    // Leave the admins as they were for the last-admin tests.
    await t.promote(lawyer, 'lawyer');
  });

  it('a password typed on edit replaces the old one and ends the sessions made with it', async () => {
    const person = await t.signUp({ role: 'beneficiary' });
    const res = await edit(person.userId, { password: 'a replacement passphrase' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(person, { method: 'GET', url: '/api/me' })).json()).toBeNull();
    expect((await signIn(person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(person.email, 'a replacement passphrase')).statusCode).toBe(200);
    const [event] = await eventsOf(person.userId, 'user.updated');
    expect(event!.data).toMatchObject({ passwordReplaced: true });
    expect(JSON.stringify(event!.data)).not.toContain('replacement');
  });
});

describe('deactivating a user', () => {
  it('ends their sessions at once and refuses their sign-in with a clear message (audited)', async () => {
    const person = await t.signUp({ role: 'executor' });
    expect((await t.as(person, { method: 'GET', url: '/api/estates' })).statusCode).toBe(200);
    const res = await edit(person.userId, { status: 'inactive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0);
    expect((await t.as(person, { method: 'GET', url: '/api/estates' })).statusCode).toBe(401);

    const refused = await signIn(person.email, person.password, '198.51.100.23');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DEACTIVATED);
    const [failed] = await eventsOf(person.userId, 'auth.sign_in_failed');
    expect(failed).toMatchObject({
      status: 'failure',
      ipAddress: '198.51.100.23',
      data: { email: person.email, reason: ACCOUNT_DEACTIVATED },
    });

    // Active again: they may sign in.
    expect((await edit(person.userId, { status: 'active' })).statusCode).toBe(200);
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });
});

describe('deleting a user', () => {
  it('blanks the personal data, ends every way in, keeps the row so their audit events read "Deleted user"', async () => {
    const person = await t.signUp({ role: 'lawyer', name: 'Wiremu Gone' });
    const estateId = await t.newEstate(person, { deceasedName: 'Kept Estate' });
    const res = await del(person.userId);
    expect(res.statusCode, res.body).toBe(204);

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${person.userId}@deleted.invalid`,
      phone: null,
      image: null,
      notificationPreferences: null,
      active: false,
      firmId: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(accounts).where(eq(accounts.userId, person.userId))).toHaveLength(0);
    expect((await t.as(person, { method: 'GET', url: '/api/me' })).json()).toBeNull();
    expect((await signIn(person.email, person.password)).statusCode).toBe(401);

    // Gone from the list and from reads; the email is free for a new account.
    expect((await get(`${BASE}/${person.userId}`)).statusCode).toBe(404);
    const list = (await get(`${BASE}?pageSize=100`)).json<{ items: UserDto[] }>();
    expect(list.items.map((u) => u.id)).not.toContain(person.userId);
    expect(
      (await post({ name: 'New Owner', email: person.email, role: 'user', status: 'active' })).statusCode,
    ).toBe(201);

    // The estate they opened is audited by them; the actor now reads "Deleted user".
    const [opened] = await t.deps.db
      .select({ actor: users.name })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorId))
      .where(and(eq(auditEvents.entityId, estateId), eq(auditEvents.action, 'estate.created')));
    expect(opened?.actor).toBe('Deleted user');
    const [deleted] = await eventsOf(person.userId, 'user.deleted');
    expect(deleted!.actorId).toBe(admin.userId);
    expect(JSON.stringify(deleted!.data)).not.toContain('Wiremu');
  });
});

describe('sign-ins in the audit trail', () => {
  it('a sign-in is audited with its IP and sets the last sign-in; a wrong password is a failure with the email tried, never the password', async () => {
    const person = await t.signUp({ role: 'beneficiary' });
    const ok = await signIn(person.email, person.password, '203.0.113.9');
    expect(ok.statusCode).toBe(200);
    const signedIn = await eventsOf(person.userId, 'auth.signed_in');
    // The emailed link at sign-up signed them in too.
    expect(signedIn.map((e) => e.data)).toEqual([{ method: 'email link' }, { method: 'password' }]);
    expect(signedIn.at(-1)).toMatchObject({
      actorId: person.userId,
      status: 'success',
      category: 'security',
      ipAddress: '203.0.113.9',
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, person.userId));
    expect(row!.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(signedIn.at(-1)!.createdAt.getTime() - 1000);

    const wrong = await signIn(person.email, 'not my password at all', '203.0.113.10');
    expect(wrong.statusCode).toBe(401);
    const [failed] = await eventsOf(person.userId, 'auth.sign_in_failed');
    expect(failed).toMatchObject({
      actorId: null,
      status: 'failure',
      category: 'security',
      ipAddress: '203.0.113.10',
      data: { email: person.email },
    });
    expect(JSON.stringify(failed!.data)).not.toContain('not my password');

    // An address with no account is audited too (no account to point at).
    const stranger = 'nobody-at-all@example.nz';
    expect((await signIn(stranger, 'whatever it is')).statusCode).toBe(401);
    const strangers = await t.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign_in_failed'))
      .then((rows) => rows.filter((r) => (r.data as { email?: string }).email === stranger));
    expect(strangers).toHaveLength(1);
    expect(strangers[0]!.entityId).toBeNull();
  });
});

describe('the list', () => {
  it('searches name, email and phone; filters by role and status; the tiles count every account', async () => {
    const tag = `zz${Date.now()}`;
    const made = [];
    for (const [name, role, status, phone] of [
      [`Ana ${tag}`, 'executor', 'active', '027 111 0001'],
      [`Ben ${tag}`, 'executor', 'inactive', '027 111 0002'],
      [`Cara ${tag}`, 'notifyflow', 'active', `555 ${tag}`],
    ] as const) {
      const res = await post({ name, email: email(name.split(' ')[0]!.toLowerCase()), role, status, phone });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json<UserDto>());
    }
    type Page = { items: UserDto[]; total: number; summary: Record<string, unknown> };
    const names = async (query: string) =>
      (await get(`${BASE}?${query}`)).json<Page>().items.map((u) => u.name.split(' ')[0]);
    expect(await names(`q=${tag}`)).toEqual(['Cara', 'Ben', 'Ana']);
    expect(await names(`q=${tag}&role=executor`)).toEqual(['Ben', 'Ana']);
    expect(await names(`q=${tag}&status=inactive`)).toEqual(['Ben']);
    expect(await names(`q=${tag}&role=executor&status=active&sort=name`)).toEqual(['Ana']);
    expect(await names(`q=${made[1]!.email}`)).toEqual(['Ben']);
    expect(await names(`q=555 ${tag}`)).toEqual(['Cara']);
    expect((await get(`${BASE}?role=superuser`)).statusCode).toBe(400);

    const page = (await get(`${BASE}?q=${tag}&pageSize=1`)).json<Page>();
    const all = await t.deps.db.select().from(users);
    const live = all.filter((u) => u.deletedAt === null);
    expect(page.total).toBe(3);
    expect(page.summary).toEqual({
      totalUsers: live.length,
      activeUsers: live.filter((u) => u.active).length,
      adminUsers: live.filter((u) => u.role === 'admin').length,
      inactiveUsers: live.filter((u) => !u.active).length,
      roles: [...new Set(live.map((u) => u.role))].sort(),
    });
    expect(page.summary.roles).toContain('notifyflow');
  });

  it('counts the estates a person is linked to', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const executor = await t.signUp({ role: 'executor' });
    const beneficiary = await t.signUp({ role: 'beneficiary' });
    await t.staffedEstate({ lawyer, executor, beneficiary });
    await t.staffedEstate({ lawyer, executor, beneficiary });
    const linked = (await get(`${BASE}/${beneficiary.userId}`)).json<UserDto>();
    expect(linked.linkedEstates).toBe(2);
  });

  it('is for admins only', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    expect((await get(BASE, lawyer)).statusCode).toBe(403);
    expect(
      (await post({ name: 'X', email: email('x'), role: 'admin', status: 'active' }, lawyer)).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('the last admin', () => {
  it('an admin may not change their own role or standing, nor delete themselves', async () => {
    const ownRole = await edit(admin.userId, { role: 'lawyer' });
    expect(ownRole.statusCode).toBe(400);
    expect(ownRole.json().issues).toContainEqual({ path: 'role', message: USER_ADMIN_PAGE.ownRole });
    const ownStatus = await edit(admin.userId, { status: 'inactive' });
    expect(ownStatus.statusCode).toBe(400);
    expect(ownStatus.json().issues).toContainEqual({ path: 'status', message: USER_ADMIN_PAGE.ownStatus });
    const ownDelete = await del(admin.userId);
    expect(ownDelete.statusCode).toBe(400);
    expect(ownDelete.json().message).toBe(USER_ADMIN_PAGE.ownDelete);
    // Their own name and phone they may change.
    expect((await edit(admin.userId, { phone: '04 555 0100' })).statusCode).toBe(200);
  });

  it('is never demoted, deactivated or deleted, even by an admin demoted at the same moment', async () => {
    // Only `admin` and `second` are active admins; an inactive admin does not count.
    await t.database.sql(
      `UPDATE users SET role = 'lawyer' WHERE role = 'admin' AND user_id <> '${admin.userId}'`,
    );
    const second = await t.signUp({ role: 'lawyer', name: 'Second Admin' });
    await t.promote(second, 'admin');
    const sleeper = await t.signUp({ role: 'lawyer', name: 'Sleeping Admin' });
    await t.database.sql(
      `UPDATE users SET role = 'admin', active = false WHERE user_id = '${sleeper.userId}'`,
    );

    // Two admins: one may demote the other.
    expect((await edit(second.userId, { role: 'lawyer' })).statusCode).toBe(200);
    // `second` had loaded the page as an admin and now acts on `admin`, the last active one: as
    // when two admins demote each other at once, the later change finds no other admin.
    const stale = { id: second.userId, role: 'admin' as const };
    const deps = { db: t.deps.db, config: t.deps.config };
    const current = (await get(`${BASE}/${admin.userId}`)).json<UserDto>();
    const whole = {
      name: current.name,
      email: current.email,
      role: 'admin' as const,
      status: 'active' as const,
      notificationPreferences: current.notificationPreferences,
    };
    for (const [change, path] of [
      [{ role: 'lawyer' as const }, 'role'],
      [{ status: 'inactive' as const }, 'status'],
    ] as const) {
      const refused = await saveRecord(
        deps,
        stale,
        userRecords,
        null,
        { id: admin.userId, expected: { kind: 'any' } },
        {
          ...whole,
          ...change,
        },
      ).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 400, issues: [{ path, message: USER_ADMIN_PAGE.lastAdmin }] });
    }
    const removal = await deleteRecord(deps, stale, userRecords, null, admin.userId, { kind: 'any' }).catch(
      (e: unknown) => e,
    );
    expect(removal).toMatchObject({ status: 400, message: USER_ADMIN_PAGE.lastAdmin });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row).toMatchObject({ role: 'admin', active: true, deletedAt: null });
  });
});
