import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, billingAccounts, invoices, lawFirms, outbox, users } from '../../src/db/schema.js';
import { notify } from '../../src/services/app-notifications/notify.js';
import { noticeEmail } from '../../src/services/email/templates/index.js';
import { build, cookieOf, type Session, type TestApp } from '../helper.js';
import { extractText } from '../pdf-text.js';
import { secretOf, totpCode } from '../totp.js';

/*
 * Settings and Profile (issue 16, decision 025): the profile and its email change by link, the
 * notification preferences notify() honours, the password change that ends other sessions, two-factor
 * sign-in enforced by the server, and a lawyer's firm settings with the GST number the statement prints.
 */

const t: TestApp = await build();

const get = (who: Session, url: string) => t.as(who, { method: 'GET', url });
const send = (who: Session, method: 'PATCH' | 'PUT' | 'POST', url: string, payload: unknown) =>
  t.as(who, { method, url, payload: payload as Record<string, unknown> });
const pathsOf = (res: { json(): unknown }) =>
  (res.json() as { issues?: { path: string }[] }).issues?.map((i) => i.path);

async function auditActions(userId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.actorId, userId));
  return rows.map((r) => r.action);
}

describe('profile', () => {
  it('saves name, phone and time zone, and reads them back', async () => {
    const me = await t.signUp({ role: 'executor', name: 'Mere Tane' });
    const before = (await get(me, '/api/me/profile')).json();
    expect(before).toMatchObject({
      name: 'Mere Tane',
      email: me.email,
      phone: null,
      timeZone: 'Pacific/Auckland',
      role: 'executor',
      firm: null,
      twoFactorEnabled: false,
    });
    expect((await get(me, '/api/me')).json().user.timeZone).toBe('Pacific/Auckland');
    const saved = await send(me, 'PATCH', '/api/me/profile', {
      name: 'Mere Tāne',
      email: me.email,
      phone: '+64 21 123 4567',
      timeZone: 'America/Chicago',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Mere Tāne', emailChangeSentTo: null });
    expect((await get(me, '/api/me/profile')).json()).toMatchObject({
      name: 'Mere Tāne',
      phone: '+64 21 123 4567',
      timeZone: 'America/Chicago',
    });
    // The web app shows moments in it: /api/me carries it.
    expect((await get(me, '/api/me')).json().user.timeZone).toBe('America/Chicago');
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const me = await t.signUp({ role: 'beneficiary', name: 'Sam Reid' });
    const good = { name: 'Sam Reid', email: me.email, phone: '', timeZone: 'Pacific/Auckland' };
    for (const [change, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ name: '  ' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
    ] as const) {
      const res = await send(me, 'PATCH', '/api/me/profile', { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(pathsOf(res)).toEqual([field]);
    }
    expect((await get(me, '/api/me/profile')).json()).toMatchObject({ name: 'Sam Reid', phone: null });
  });

  it('a new email is confirmed by a link sent to the new address, and only then changes', async () => {
    const me = await t.signUp({ role: 'lawyer', name: 'Ana Lee' });
    const newEmail = `ana-${Date.now()}@new.example.nz`;
    const res = await send(me, 'PATCH', '/api/me/profile', {
      name: 'Ana Lee',
      email: newEmail,
      phone: null,
      timeZone: 'Pacific/Auckland',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: me.email, emailChangeSentTo: newEmail });
    const [mail] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, newEmail), eq(outbox.kind, 'change-email')));
    expect(mail?.subject).toBe('Confirm your new email address');
    // Not changed yet: the old address still signs in.
    expect((await get(me, '/api/me/profile')).json().email).toBe(me.email);
    expect((await t.signIn(me.email, me.password)).statusCode).toBe(200);

    const link = new URL(mail!.link!);
    const opened = await t.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/dashboard/settings?email=confirmed');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.email).toBe(newEmail);
    expect((await t.signIn(newEmail, me.password)).statusCode).toBe(200);
  });

  it('better-auth’s change-email endpoint stays closed to the browser', async () => {
    const me = await t.signUp({ role: 'executor' });
    const res = await send(me, 'POST', '/api/auth/change-email', { newEmail: 'x@example.nz' });
    expect(res.statusCode).toBe(404);
  });

  it('signed out: 401', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('round trip, keep the admin’s master switches, and notify() honours them', async () => {
    const me = await t.signUp({ role: 'executor' });
    await t.deps.db
      .update(users)
      .set({ notificationPreferences: { email: true, browser: true } })
      .where(eq(users.id, me.userId));
    const all = (await get(me, '/api/me/notification-preferences')).json();
    expect(all.message).toEqual({ inApp: true, email: true });
    const prefs = { ...all, message: { inApp: true, email: false }, deadline: { inApp: false, email: true } };
    const put = await send(me, 'PUT', '/api/me/notification-preferences', prefs);
    expect(put.statusCode, put.body).toBe(200);
    // One more on the account's version (decision 060), answered by the PUT and read again.
    expect(put.json()).toEqual({ ...prefs, version: all.version + 1 });
    expect((await get(me, '/api/me/notification-preferences')).json()).toEqual({
      ...prefs,
      version: all.version + 1,
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.notificationPreferences).toMatchObject({
      email: true,
      browser: true,
      message: prefs.message,
    });

    await notify(t.deps.db, [
      {
        userId: me.userId,
        kind: 'message',
        type: 'info',
        title: 'New message',
        message: 'Liam wrote to you',
        email: noticeEmail({
          subject: 'A new message about an estate',
          lines: ['Liam wrote to you'],
          link: `${t.deps.config.publicUrl}/dashboard/messages`,
        }),
      },
    ]);
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, me.email));
    expect(mails.filter((m) => m.kind === 'notice-message')).toEqual([]);
    const listed = (await get(me, '/api/me/notifications')).json();
    expect(JSON.stringify(listed)).toContain('Liam wrote to you');
  });

  it('refuses a kind without both switches (400)', async () => {
    const me = await t.signUp({ role: 'beneficiary' });
    const all = (await get(me, '/api/me/notification-preferences')).json();
    const res = await send(me, 'PUT', '/api/me/notification-preferences', {
      ...all,
      message: { inApp: true },
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['message.email']);
  });
});

describe('password and sessions', () => {
  it('changing the password needs the current one and ends the other sessions', async () => {
    const me = await t.signUp({ role: 'executor' });
    const other = cookieOf(await t.signIn(me.email, me.password));
    const sessions = (await get(me, '/api/me/sessions')).json().sessions;
    expect(sessions.length).toBe(2);
    expect(sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain('token');

    const wrong = await send(me, 'POST', '/api/auth/change-password', {
      currentPassword: 'not my password at all',
      newPassword: 'a brand new passphrase here',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await send(me, 'POST', '/api/auth/change-password', {
      currentPassword: me.password,
      newPassword: 'a brand new passphrase here',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = { ...me, cookie: cookieOf(changed) || me.cookie };
    expect((await get(renewed, '/api/me/profile')).statusCode).toBe(200);
    const stale = await t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: other } });
    expect(stale.statusCode).toBe(401);
    expect((await t.signIn(me.email, 'a brand new passphrase here')).statusCode).toBe(200);
    expect(await auditActions(me.userId)).toContain('auth.password_changed');
  });

  it('sign out everywhere else leaves only this session', async () => {
    const me = await t.signUp({ role: 'beneficiary' });
    await t.signIn(me.email, me.password);
    const res = await send(me, 'POST', '/api/auth/revoke-other-sessions', {});
    expect(res.statusCode).toBe(200);
    const sessions = (await get(me, '/api/me/sessions')).json().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].isCurrent).toBe(true);
  });
});

describe('two-factor sign-in', () => {
  it('enable, confirm with a code, then sign-in asks for a code before any session exists', async () => {
    const me = await t.signUp({ role: 'lawyer' });
    const noPassword = await send(me, 'POST', '/api/auth/two-factor/enable', { password: 'wrong password' });
    expect(noPassword.statusCode).toBe(400);

    const enabled = await send(me, 'POST', '/api/auth/two-factor/enable', { password: me.password });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretOf(totpURI);
    // Not on until a code confirms the authenticator.
    expect((await get(me, '/api/me/profile')).json().twoFactorEnabled).toBe(false);
    const bad = await send(me, 'POST', '/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(bad.statusCode).toBe(401);
    const confirmed = await send(me, 'POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const signedIn = { ...me, cookie: cookieOf(confirmed) };
    expect((await get(signedIn, '/api/me/profile')).json().twoFactorEnabled).toBe(true);
    expect(await auditActions(me.userId)).toContain('auth.two_factor_enabled');

    await send(signedIn, 'POST', '/api/auth/sign-out', {});
    const first = await t.signIn(me.email, me.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieOf(first);
    expect(pending).not.toMatch(/estate\.session_token=[^;]+/);
    const noSession = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: pending } });
    expect(noSession.json()).toBeNull();
    expect(
      (await t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: pending } })).statusCode,
    ).toBe(401);

    const verified = await t.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending },
      payload: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const after = { ...me, cookie: cookieOf(verified) };
    expect((await get(after, '/api/me')).json().user.email).toBe(me.email);
    const signIns = await t.deps.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, me.userId), eq(auditEvents.action, 'auth.signed_in')))
      .orderBy(desc(auditEvents.createdAt));
    expect(signIns[0]?.data).toEqual({ method: 'two-factor code' });

    // A recovery code works once instead of a code.
    await send(after, 'POST', '/api/auth/sign-out', {});
    const again = cookieOf(await t.signIn(me.email, me.password));
    const recovered = await t.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-backup-code',
      headers: { cookie: again },
      payload: { code: backupCodes[0] },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const withRecovery = { ...me, cookie: cookieOf(recovered) };

    // Disabling needs the password.
    const refused = await send(withRecovery, 'POST', '/api/auth/two-factor/disable', { password: 'nope' });
    expect(refused.statusCode).toBe(400);
    const disabled = await send(withRecovery, 'POST', '/api/auth/two-factor/disable', {
      password: me.password,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await auditActions(me.userId)).toContain('auth.two_factor_disabled');
    const plain = await t.signIn(me.email, me.password);
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieOf(plain)).toMatch(/estate\.session_token=/);
  });
});

describe('firm settings', () => {
  let firmId: string;
  let lawyer: Session;
  let colleague: Session;

  beforeAll(async () => {
    const [firm] = await t.deps.db
      .insert(lawFirms)
      .values({ name: 'Kauri Law' })
      .returning({ id: lawFirms.id });
    firmId = firm!.id;
    lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Kauri' });
    colleague = await t.signUp({ role: 'lawyer', name: 'Kiri Kauri' });
    for (const s of [lawyer, colleague]) {
      await t.deps.db.update(users).set({ firmId }).where(eq(users.id, s.userId));
    }
  });

  const good = {
    name: 'Kauri Law Limited',
    businessHoursStart: '08:00',
    businessHoursEnd: '18:00',
    defaultBillingRate: '312.50',
    gstNumber: '49091850',
  };

  it('a lawyer of the firm reads the defaults and saves the settings; a colleague sees them', async () => {
    expect((await get(lawyer, '/api/me/firm')).json()).toMatchObject({
      id: firmId,
      name: 'Kauri Law',
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      defaultBillingRateCents: 25000,
      gstNumber: null,
    });
    const res = await send(lawyer, 'PATCH', '/api/me/firm', good);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(colleague, '/api/me/firm')).json()).toMatchObject({
      name: 'Kauri Law Limited',
      businessHoursStart: '08:00',
      businessHoursEnd: '18:00',
      defaultBillingRateCents: 31250,
      gstNumber: '49-091-850',
    });
    expect(await auditActions(lawyer.userId)).toContain('law_firm.settings_updated');
  });

  it('refuses a GST number that is not one, an hour not offered and a bad rate (400 naming each)', async () => {
    for (const [change, field] of [
      [{ gstNumber: '49-091-851' }, 'gstNumber'],
      [{ gstNumber: '1234' }, 'gstNumber'],
      [{ businessHoursStart: '10:00' }, 'businessHoursStart'],
      [{ businessHoursEnd: '16:00' }, 'businessHoursEnd'],
      [{ defaultBillingRate: 'lots' }, 'defaultBillingRate'],
    ] as const) {
      const res = await send(lawyer, 'PATCH', '/api/me/firm', { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(pathsOf(res)).toEqual([field]);
    }
  });

  it('a lawyer without a firm: 404; a beneficiary, an executor and an admin: 403', async () => {
    const firmless = await t.signUp({ role: 'lawyer' });
    expect((await get(firmless, '/api/me/firm')).statusCode).toBe(404);
    expect((await send(firmless, 'PATCH', '/api/me/firm', good)).statusCode).toBe(404);
    const admin = await t.signUp({ role: 'executor' });
    await t.promote(admin, 'admin');
    for (const who of [
      await t.signUp({ role: 'beneficiary' }),
      await t.signUp({ role: 'executor' }),
      admin,
    ]) {
      expect((await get(who, '/api/me/firm')).statusCode).toBe(403);
      expect((await send(who, 'PATCH', '/api/me/firm', good)).statusCode).toBe(403);
    }
  });

  it('the estate statement of a firm’s estate prints the firm’s name and GST number', async () => {
    await send(lawyer, 'PATCH', '/api/me/firm', { ...good, gstNumber: '136-410-132' });
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi' });
    const res = await get(lawyer, `/api/estates/${estateId}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const { lines } = await extractText(res.rawPayload);
    expect(lines).toContain('Kauri Law Limited');
    expect(lines).toContain('GST number 136-410-132');
  });

  it('an admin sets a firm’s GST number on the Law Firms screen; a bad one is refused', async () => {
    const admin = await t.signUp({ role: 'executor' });
    await t.promote(admin, 'admin');
    const url = `/api/admin/law-firms/${firmId}`;
    const record = { name: 'Kauri Law Limited', status: 'active', billingStatus: 'current' };
    const bad = await send(admin, 'PUT', url, { ...record, gstNumber: '12-345-678' });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual(['gstNumber']);
    const saved = await send(admin, 'PUT', url, { ...record, gstNumber: '35901981' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().gstNumber).toBe('35-901-981');
    expect((await get(lawyer, '/api/me/firm')).json().gstNumber).toBe('35-901-981');
    // A record sent without the GST number leaves it as it is.
    await send(admin, 'PUT', url, record);
    expect((await get(lawyer, '/api/me/firm')).json().gstNumber).toBe('35-901-981');
  });

  it('a tax invoice billed to the firm prints its GST number as the customer’s', async () => {
    await send(lawyer, 'PATCH', '/api/me/firm', { ...good, gstNumber: '136-410-132' });
    const [billing] = await t.deps.db
      .insert(billingAccounts)
      .values({ type: 'law_firm', lawFirmId: firmId, plan: 'standard' })
      .returning();
    const [invoice] = await t.deps.db
      .insert(invoices)
      .values({
        number: 'INV-GST001',
        billingAccountId: billing!.id,
        customerName: 'Kauri Law Limited',
        status: 'issued',
        issueDate: '2026-11-01',
        dueDate: '2026-11-16',
        subtotalCents: 10000,
        gstCents: 1500,
        totalCents: 11500,
      })
      .returning();
    const admin = await t.signUp({ role: 'executor' });
    await t.promote(admin, 'admin');
    const dto = (await get(admin, `/api/admin/invoices/${invoice!.id}`)).json();
    expect(dto.customerGstNumber).toBe('136-410-132');
    const pdf = await get(admin, `/api/admin/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { lines } = await extractText(pdf.rawPayload);
    expect(lines).toContain('Customer GST number 136-410-132');
  });
});
