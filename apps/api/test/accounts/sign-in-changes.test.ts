import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEventList } from '@estate/domain';
import { outbox } from '../../src/db/schema.js';
import { build, cookieOf, type Session, type TestApp } from '../helper.js';
import { secretOf, totpCode } from '../totp.js';

/*
 * Issue 41, "Sessions and requests": turning two-factor sign-in on or off, changing the password,
 * changing the email address and resetting a forgotten password each end every OTHER session of
 * the person. A second session (a copied cookie from another sign-in) is refused afterwards; the
 * session that made the change (or the fresh one that replaced it) still works.
 */

const t: TestApp = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Auditor' });
await t.promote(admin, 'admin');

const profile = (cookie: string) => t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } });
const post = (cookie: string, url: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A person signed in twice: `me` (the session that will make the change) and `other`. */
async function signedInTwice(role = 'executor'): Promise<{ me: Session; other: string }> {
  const me = await t.signUp({ role });
  const second = await t.signIn(me.email, me.password);
  expect(second.statusCode, second.body).toBe(200);
  const other = cookieOf(second);
  expect((await profile(other)).statusCode).toBe(200);
  return { me, other };
}

/** What the admin's Audit Log says of each "signed out everywhere else" event of `userId`. */
async function sessionsEndedBecause(userId: string): Promise<string[]> {
  const res = await t.as(admin, { method: 'GET', url: '/api/audit-events?pageSize=100&category=security' });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<AuditEventList>()
    .items.filter((e) => e.user?.id === userId && e.action === 'auth.other_sessions_ended')
    .map((e) => e.details)
    .reverse();
}

/** Turns two-factor sign-in on from `cookie`'s session; the secret and the fresh session's cookie. */
async function turnOnTwoFactor(me: Session, cookie: string): Promise<{ secret: string; cookie: string }> {
  const enabled = await post(cookie, '/api/auth/two-factor/enable', { password: me.password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const secret = secretOf(enabled.json<{ totpURI: string }>().totpURI);
  const confirmed = await post(cookie, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, cookie: cookieOf(confirmed) };
}

describe('a change to how someone signs in ends their other sessions', () => {
  it('turning two-factor sign-in on (the confirming code) ends the other sessions; this one carries on', async () => {
    const { me, other } = await signedInTwice('lawyer');
    const on = await turnOnTwoFactor(me, me.cookie);

    expect((await profile(other)).statusCode).toBe(401);
    const mine = await profile(on.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ twoFactorEnabled: true });
    expect(await sessionsEndedBecause(me.userId)).toEqual([
      'Signed out everywhere else (two-factor sign-in turned on)',
    ]);
  });

  it('turning two-factor sign-in off ends the other sessions; this one carries on', async () => {
    const me = await t.signUp({ role: 'lawyer' });
    const on = await turnOnTwoFactor(me, me.cookie);
    // A second sign-in, with its code (the next 30-second step: a code is good once).
    const pending = cookieOf(await t.signIn(me.email, me.password));
    const second = await post(pending, '/api/auth/two-factor/verify-totp', {
      code: totpCode(on.secret, Date.now() + 30_000),
    });
    expect(second.statusCode, second.body).toBe(200);
    const other = cookieOf(second);
    expect((await profile(other)).statusCode).toBe(200);

    const off = await post(on.cookie, '/api/auth/two-factor/disable', { password: me.password });
    expect(off.statusCode, off.body).toBe(200);

    expect((await profile(other)).statusCode).toBe(401);
    const mine = await profile(cookieOf(off) || on.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ twoFactorEnabled: false });
    expect(await sessionsEndedBecause(me.userId)).toEqual([
      'Signed out everywhere else (two-factor sign-in turned on)',
      'Signed out everywhere else (two-factor sign-in turned off)',
    ]);
  });

  it('changing the password ends the other sessions even when the request asks to keep them', async () => {
    const { me, other } = await signedInTwice();
    const changed = await post(me.cookie, '/api/auth/change-password', {
      currentPassword: me.password,
      newPassword: 'a brand new passphrase here',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(cookieOf(changed) || me.cookie)).statusCode).toBe(200);
    expect(await sessionsEndedBecause(me.userId)).toEqual(['Signed out everywhere else (password changed)']);
  });

  it('changing the email address ends the other sessions when the link is opened; the session that opened it carries on', async () => {
    const { me, other } = await signedInTwice();
    const newEmail = `moved-${Date.now()}@new.example.nz`;
    const asked = await t.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: me.cookie },
      payload: { name: 'Moved Person', email: newEmail, phone: null, timeZone: 'Pacific/Auckland' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Asking changes nothing yet: both sessions still work.
    expect((await profile(other)).statusCode).toBe(200);

    const [mail] = await t.deps.db
      .select({ link: outbox.link })
      .from(outbox)
      .where(and(eq(outbox.toAddress, newEmail), eq(outbox.kind, 'change-email')));
    const link = new URL(mail!.link!);
    const opened = await t.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { cookie: me.cookie },
    });
    expect(opened.statusCode, opened.body).toBe(302);
    expect(opened.headers.location).toBe('/dashboard/settings?email=confirmed');

    expect((await profile(other)).statusCode).toBe(401);
    const mine = await profile(cookieOf(opened) || me.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ email: newEmail });
    expect(await sessionsEndedBecause(me.userId)).toEqual([
      'Signed out everywhere else (email address changed)',
    ]);
  });

  it('an email change confirmed from a browser not signed in ends every session', async () => {
    const { me, other } = await signedInTwice();
    const newEmail = `elsewhere-${Date.now()}@new.example.nz`;
    await t.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: me.cookie },
      payload: { name: 'Elsewhere Person', email: newEmail, phone: null, timeZone: 'Pacific/Auckland' },
    });
    const [mail] = await t.deps.db
      .select({ link: outbox.link })
      .from(outbox)
      .where(and(eq(outbox.toAddress, newEmail), eq(outbox.kind, 'change-email')));
    const link = new URL(mail!.link!);
    const opened = await t.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);

    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(me.cookie)).statusCode).toBe(401);
    expect((await t.signIn(newEmail, me.password)).statusCode).toBe(200);
  });

  it('resetting a forgotten password ends every session, and says so in the audit trail', async () => {
    const { me, other } = await signedInTwice();
    const asked = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: me.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.deps.db
      .select({ link: outbox.link })
      .from(outbox)
      .where(and(eq(outbox.toAddress, me.email), eq(outbox.kind, 'password-reset')));
    const token = new URL(mail!.link!).searchParams.get('token')!;

    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(me.cookie)).statusCode).toBe(401);
    expect((await t.signIn(me.email, 'a brand new passphrase')).statusCode).toBe(200);
    expect(await sessionsEndedBecause(me.userId)).toEqual(['Signed out everywhere else (password reset)']);
  });
});
