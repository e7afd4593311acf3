import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@estate/domain';
import { accounts, auditEvents, executors, outbox, sessions, users } from '../../src/db/schema.js';
import { build, cookieOf, withFailingInserts, type Session } from '../helper.js';

const t = await build();
/** POST /api/auth/sign-up/email as a browser would send the sign-up form. */
const signUpRequest = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
/** A refused sign-up: an error answer, no session cookie, and no user with that email. */
async function expectNoAccountMade(res: Awaited<ReturnType<typeof signUpRequest>>, email: string) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
}

describe('sign-up (spec 1 §2.7, §4, §7)', () => {
  it('an executor gets a users row, an executors row and a session, and lands signed in', async () => {
    const s = await t.signUp({ role: 'executor', name: 'Mere Tāne', email: 'Mere@Example.nz' });
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, s.userId));
    expect(u).toMatchObject({ email: 'mere@example.nz', name: 'Mere Tāne', role: 'executor', active: true });
    const ex = await t.deps.db.select().from(executors).where(eq(executors.userId, s.userId));
    expect(ex).toHaveLength(1);
    expect(ex[0]).toMatchObject({ estateId: null, fullName: 'Mere Tāne' });
    const me = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ role: 'executor', name: 'Mere Tāne' });
    expect(new Date(me.json().session.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('a lawyer or beneficiary gets no executors row', async () => {
    for (const role of ['lawyer', 'beneficiary']) {
      const s = await t.signUp({ role });
      const ex = await t.deps.db.select().from(executors).where(eq(executors.userId, s.userId));
      expect(ex).toHaveLength(0);
      const me = await t.as(s, { method: 'GET', url: '/api/me' });
      expect(me.json().user.role).toBe(role);
    }
  });

  it('a notifyflow sign-up gets role notifyflow', async () => {
    const s = await t.signUp({ role: 'notifyflow' });
    const me = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(me.json().user.role).toBe('notifyflow');
  });

  it('nobody can sign themselves up as admin', async () => {
    const res = await signUpRequest({
      name: 'Sneaky',
      email: 'sneaky@example.nz',
      password: 'a long enough secret',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a valid account type.');
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'sneaky@example.nz'))).toHaveLength(0);
  });

  it('rejects a common password and a short one, with a message, creating nothing', async () => {
    const common = await signUpRequest({
      name: 'A',
      email: 'common@example.nz',
      password: 'password123',
      role: 'executor',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(TEXTS.errors.commonPassword);
    const short = await signUpRequest({
      name: 'A',
      email: 'short@example.nz',
      password: 'Xy7!q',
      role: 'executor',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/short/i);
    const rows = await t.deps.db.select().from(users);
    expect(rows.map((r) => r.email)).not.toContain('common@example.nz');
    expect(rows.map((r) => r.email)).not.toContain('short@example.nz');
  });

  it('accepts a 64-character passphrase', async () => {
    const password = 'tui kereru kaka kea weka pukeko takahe kiwi morepork fantail 64!';
    expect(password.length).toBe(64);
    const s = await t.signUp({ role: 'beneficiary', password });
    expect((await t.signIn(s.email, password)).statusCode).toBe(200);
  });

  it('answers a sign-up for a taken address exactly as for a new one, and emails the owner instead', async () => {
    const owner = await t.signUp({ role: 'lawyer', name: 'Hine Owner' });
    const fresh = `fresh-${Date.now()}@example.nz`;
    const [taken, free] = await Promise.all([
      signUpRequest({ name: 'Again', email: owner.email, password: 'another good secret', role: 'lawyer' }),
      signUpRequest({ name: 'Again', email: fresh, password: 'another good secret', role: 'lawyer' }),
    ]);
    // Same status, same shape, no session either way: nothing says which address had an account.
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(free.headers['set-cookie']).toBeUndefined();
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      email: body.user.email,
      name: body.user.name,
      emailVerified: body.user.emailVerified,
    });
    expect(shape(taken.json())).toEqual({ ...shape(free.json()), email: owner.email });
    expect(taken.json().user.id).not.toBe(owner.userId);
    // One account still, unchanged; its owner is told by email.
    const same = await t.deps.db.select().from(users).where(eq(users.email, owner.email));
    expect(same).toHaveLength(1);
    expect(same[0]!.name).toBe('Hine Owner');
    await expect
      .poll(async () =>
        (await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, owner.email))).map((m) => m.kind),
      )
      .toContain('existing-account');
  });

  it('signs nobody in until the emailed link is opened; signing in before that sends a new link', async () => {
    const email = `unconfirmed-${Date.now()}@example.nz`;
    const res = await signUpRequest({
      name: 'Not Yet',
      email,
      password: 'a sturdy passphrase',
      role: 'executor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const before = await t.signIn(email, 'a sturdy passphrase');
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(TEXTS.auth.confirmEmailFirst);
    expect(before.headers['set-cookie']).toBeUndefined();
    const links = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(links.filter((m) => m.kind === 'verify-email').length).toBe(2);
  });

  it('leaves no half-made account when the executors insert fails (one transaction)', async () => {
    await withFailingInserts(t, 'executors', 'true', async () => {
      const res = await signUpRequest({
        name: 'Half Made',
        email: 'half@example.nz',
        password: 'a sturdy passphrase',
        role: 'executor',
      });
      await expectNoAccountMade(res, 'half@example.nz');
      const all = await t.deps.db.select().from(accounts);
      const allUsers = await t.deps.db.select({ id: users.id }).from(users);
      expect(all.every((a) => allUsers.some((x) => x.id === a.userId))).toBe(true);
    });
  });
});

describe('sign-in and sign-out (spec 1 §2.6, §4)', () => {
  it('signs in with the right password and sets an httpOnly SameSite cookie', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    const res = await t.signIn(s.email, s.password);
    expect(res.statusCode).toBe(200);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(res) } });
    expect(me.json().user.email).toBe(s.email);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    const wrong = await t.signIn(s.email, 'not the password');
    const unknown = await t.signIn('nobody-here@example.nz', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('sign-out ends the session on the server', async () => {
    const s = await t.signUp({ role: 'executor' });
    const out = await t.as(s, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    const me = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
  });

  it('a session used after a day is extended with a new cookie; a fresher one is read without writing', async () => {
    const s = await t.signUp({ role: 'executor' });
    const secondsLeft = async () => {
      const [row] = await t.deps.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, s.userId));
      return (row!.expiresAt.getTime() - Date.now()) / 1000;
    };
    const fresh = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(fresh.json().user.email).toBe(s.email);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    await t.database.sql(
      `UPDATE sessions SET expires_at = now() + interval '5 days' WHERE user_id = '${s.userId}'`,
    );
    const used = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(used.json().user.email).toBe(s.email);
    expect(String(used.headers['set-cookie'])).toMatch(/estate\.session_token=.*Max-Age=604800/);
    expect(await secondsLeft()).toBeGreaterThan(6 * 24 * 3600);
  });

  it('an expired session signs nobody in and clears its cookie; a forged cookie signs nobody in', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    const token = decodeURIComponent(/estate\.session_token=([^;]+)/.exec(s.cookie)![1]!);
    // Change the signature's first character to another one: a fixed replacement would sometimes
    // be the character already there (one time in 16 for the last one before the padding).
    const dot = token.lastIndexOf('.');
    const swapped = token[dot + 1] === 'A' ? 'B' : 'A';
    const forged = `estate.session_token=${encodeURIComponent(`${token.slice(0, dot + 1)}${swapped}${token.slice(dot + 2)}`)}`;
    expect(forged).not.toContain(encodeURIComponent(token));
    const withForged = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: forged } });
    expect(withForged.json()).toBeNull();

    await t.database.sql(
      `UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = '${s.userId}'`,
    );
    const expired = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(expired.json()).toBeNull();
    expect(String(expired.headers['set-cookie'])).toMatch(/estate\.session_token=;.*Max-Age=0/);
    const estates = await t.as(s, { method: 'GET', url: '/api/estates' });
    expect(estates.statusCode).toBe(401);
  });

  it('a deactivated account is refused', async () => {
    const s = await t.signUp({ role: 'executor' });
    await t.database.sql(`UPDATE users SET active = false WHERE user_id = '${s.userId}'`);
    const me = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(403);
  });
});

describe('password reset through the outbox', () => {
  it('emails a single-use link, sets the new password and ends every other session', async () => {
    const s = await t.signUp({ role: 'executor' });
    const other = cookieOf(await t.signIn(s.email, s.password));
    const req = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: s.email, redirectTo: '/reset-password' },
    });
    expect(req.statusCode).toBe(200);
    const [mail] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, s.email))
      .orderBy(outbox.createdAt)
      .then((r) => r.filter((m) => m.kind === 'password-reset'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Reset your password');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/reset-password');
    expect(mail!.textBody).toContain(mail!.link!);
    const token = link.searchParams.get('token')!;

    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    // Every session ended: /api/me answers "signed out" (null) for both.
    expect((await t.as(s, { method: 'GET', url: '/api/me' })).json()).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } })).json()).toBeNull();
    expect((await t.signIn(s.email, s.password)).statusCode).toBe(401);
    expect((await t.signIn(s.email, 'a brand new passphrase')).statusCode).toBe(200);

    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another passphrase' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('an expired link is refused', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: s.email, redirectTo: '/reset-password' },
    });
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, s.email));
    const token = new URL(mails.find((m) => m.kind === 'password-reset')!.link!).searchParams.get('token')!;
    await t.database.sql(`UPDATE verifications SET expires_at = now() - interval '1 minute'`);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'fresh passphrase here' },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.signIn(s.email, s.password)).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await t.deps.db.select().from(outbox)).length;
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ghost@example.nz', redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.deps.db.select().from(outbox)).length).toBe(before);
  });

  it('refuses a common new password', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: 'iloveyou123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.errors.commonPassword);
  });

  it('queues a verification email at sign-up', async () => {
    const s = await t.signUp({ role: 'beneficiary' });
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, s.email));
    const verify = mails.find((m) => m.kind === 'verify-email');
    expect(verify?.link).toContain('/api/auth/verify-email?token=');
  });

  it('the verification email is part of the sign-up: if it cannot be queued, no account is made', async () => {
    await withFailingInserts(t, 'outbox', "NEW.kind = 'verify-email'", async () => {
      const res = await signUpRequest({
        name: 'No Mail',
        email: 'no-mail@example.nz',
        password: 'a sturdy passphrase',
        role: 'executor',
      });
      await expectNoAccountMade(res, 'no-mail@example.nz');
    });
    // And once the outbox works again, the same sign-up succeeds with exactly one email.
    const again = await signUpRequest({
      name: 'No Mail',
      email: 'no-mail@example.nz',
      password: 'a sturdy passphrase',
      role: 'executor',
    });
    expect(again.statusCode).toBe(200);
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'no-mail@example.nz'));
    expect(mails.map((m) => m.kind)).toEqual(['verify-email']);
  });
});

describe('password storage', () => {
  it('stores argon2id hashes, never the password', async () => {
    const s = await t.signUp({ role: 'lawyer', password: 'kowhai blossoms in spring' });
    const [acct] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, s.userId));
    expect(acct!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(acct!.password).not.toContain('kowhai');
  });

  it('still accepts a password hashed with the earlier scrypt format', async () => {
    const { hashPassword } = await import('better-auth/crypto');
    const s = await t.signUp({ role: 'lawyer' });
    const legacy = await hashPassword('an older stored passphrase');
    await t.database.sql(`UPDATE accounts SET password = '${legacy}' WHERE user_id = '${s.userId}'`);
    expect((await t.signIn(s.email, 'an older stored passphrase')).statusCode).toBe(200);
    expect((await t.signIn(s.email, 'the wrong passphrase')).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  it('the emailed link verifies the address, signs the person in and lands on /auth/callback', async () => {
    const email = 'verify-me@example.nz';
    const res = await signUpRequest({
      name: 'Verify Me',
      email,
      password: 'a perfectly fine passphrase',
      role: 'executor',
      callbackURL: '/auth/callback',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = (await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter(
      (m) => m.kind === 'verify-email',
    );
    const link = new URL(mail!.link!);
    const follow = await t.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/auth/callback');
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(follow) } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('a tampered link is refused', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not.a.token&callbackURL=%2Fauth%2Fcallback',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    if (res.statusCode === 302) expect(res.headers.location).toContain('error=');
  });
});

describe('nobody grants themselves access through the auth endpoints', () => {
  const escalations: Record<string, unknown>[] = [
    { role: 'admin' },
    { role: 'lawyer' },
    { active: false },
    { emailVerified: false },
    { email: 'someone-else@example.nz' },
    { twoFactorEnabled: true },
    { name: 'Fine', role: 'admin' },
  ];

  for (const role of ['beneficiary', 'executor', 'lawyer', 'notifyflow']) {
    it(`an account of type ${role} cannot change their role, standing or address through update-user`, async () => {
      const s = await t.signUp({ role });
      for (const body of escalations) {
        const res = await t.as(s, { method: 'POST', url: '/api/auth/update-user', payload: body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, s.userId));
      expect(row).toMatchObject({ role, active: true, emailVerified: true, email: s.email });
      expect(row!.name).not.toBe('Fine');
      const me = await t.as(s, { method: 'GET', url: '/api/me' });
      expect(me.json().user.role).toBe(role);
      expect((await t.as(s, { method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
    });
  }

  it('a person may still change their own name', async () => {
    const s = await t.signUp({ role: 'executor' });
    const res = await t.as(s, { method: 'POST', url: '/api/auth/update-user', payload: { name: 'Rāwiri' } });
    expect(res.statusCode).toBe(200);
    expect((await t.as(s, { method: 'GET', url: '/api/me' })).json().user.name).toBe('Rāwiri');
  });

  it('the auth endpoints the product does not use answer 404', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    for (const [method, url] of [
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/update-session'],
      ['POST', '/api/auth/sign-in/social'],
      ['POST', '/api/auth/link-social'],
      ['POST', '/api/auth/unlink-account'],
      ['GET', '/api/auth/list-accounts'],
      ['POST', '/api/auth/set-password'],
      ['GET', '/api/auth/admin/list-users'],
    ] as const) {
      const res = await t.as(s, {
        method,
        url,
        payload: method === 'POST' ? { newEmail: 'x@example.nz' } : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, s.userId));
    expect(row!.email).toBe(s.email);
  });
});

describe('role changes go through the admin API, audited', () => {
  /** The Users screen's edit (PUT /api/admin/users/:id): the whole record, with `change` over it. */
  async function editUser(by: Session, admin: Session, userId: string, change: Record<string, unknown>) {
    const url = `/api/admin/users/${userId}`;
    const got = (await t.as(admin, { method: 'GET', url })).json();
    const payload = {
      name: got.name,
      email: got.email,
      phone: got.phone,
      role: got.role,
      status: got.active ? 'active' : 'inactive',
      firmId: got.firmId,
      notificationPreferences: got.notificationPreferences,
      ...change,
    };
    return t.as(by, { method: 'PUT', url, payload });
  }

  it('an admin changes a role and deactivates an account; both are audited and take effect at once', async () => {
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const person = await t.signUp({ role: 'beneficiary' });

    const toExecutor = await editUser(admin, admin, person.userId, { role: 'executor' });
    expect(toExecutor.statusCode).toBe(200);
    expect(toExecutor.json()).toMatchObject({ role: 'executor', active: true });
    expect((await t.as(person, { method: 'GET', url: '/api/me' })).json().user.role).toBe('executor');
    expect(await t.deps.db.select().from(executors).where(eq(executors.userId, person.userId))).toHaveLength(
      1,
    );

    const off = await editUser(admin, admin, person.userId, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect((await t.as(person, { method: 'GET', url: '/api/me' })).json()).toBeNull();
    expect((await t.signIn(person.email, person.password)).statusCode).toBeGreaterThanOrEqual(400);

    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, person.userId), eq(auditEvents.action, 'user.updated')));
    expect(audit.map((a) => [a.actorId, a.data])).toEqual([
      [admin.userId, expect.objectContaining({ role: { from: 'beneficiary', to: 'executor' } })],
      [admin.userId, expect.objectContaining({ active: { from: true, to: false } })],
    ]);
  });

  it('refuses everyone but an admin, an admin changing themselves, bad input and unknown people', async () => {
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const lawyer = await t.signUp({ role: 'lawyer' });
    const person = await t.signUp({ role: 'beneficiary' });
    const promote = { role: 'admin' };
    const url = `/api/admin/users/${person.userId}`;
    const whole = { name: 'Signed Out', email: person.email, role: 'admin', status: 'active' };
    expect((await t.inject({ method: 'PUT', url, payload: whole })).statusCode).toBe(401);
    expect((await editUser(lawyer, admin, person.userId, promote)).statusCode).toBe(403);
    expect((await editUser(person, admin, person.userId, promote)).statusCode).toBe(403);
    const self = await editUser(admin, admin, admin.userId, { role: 'lawyer' });
    expect(self.statusCode).toBe(400);
    expect(self.json().issues[0].path).toBe('role');
    const wrong = await editUser(admin, admin, person.userId, { role: 'superuser' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('role');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.as(admin, { method: 'PUT', url: `/api/admin/users/${unknown}`, payload: whole })).statusCode,
    ).toBe(404);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ role: 'beneficiary', active: true });
  });
});
