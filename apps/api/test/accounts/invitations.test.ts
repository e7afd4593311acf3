import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appNotifications,
  auditEvents,
  beneficiaries,
  estateInvitations,
  estateRoles,
  estates,
  executors,
  lawFirms,
  outbox,
  users,
} from '../../src/db/schema.js';
import { build, requestsOf } from '../helper.js';

/*
 * Invitations by link (issue 16, decision 028) and the Executors and Beneficiaries lists: an estate's
 * runners invite by email, the invitee opens the emailed link and accepts signed in with that
 * address, and becomes linked with the role; the inviter is told.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Inviter' });
const firmLawyer = await t.signUp({ role: 'lawyer', name: 'Fergus Firm' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const [firm] = await t.database.db.insert(lawFirms).values({ name: 'Invite Firm Law' }).returning();
await t.database.db.update(users).set({ firmId: firm!.id }).where(eq(users.id, lawyer.userId));
await t.database.db.update(users).set({ firmId: firm!.id }).where(eq(users.id, firmLawyer.userId));

const { get, post } = requestsOf(t);
const anonGet = (url: string) => t.inject({ method: 'GET', url });

let n = 0;
const freshEmail = () => `invitee${++n}-${Date.now()}@example.nz`;

/** The link of the newest invitation emailed to the address, and its token. */
async function emailedLink(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'estate-invitation')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `an invitation email to ${email}`).toBeDefined();
  const token = mail!.link!.split('/invitations/')[1]!;
  return { mail: mail!, token };
}

async function invite(estateId: string, body: { email: string; role: string; name?: string }, by = lawyer) {
  const res = await post(by, `/api/estates/${estateId}/invitations`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; status: string }>();
}

const staffed = (deceasedName: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName });

describe('inviting', () => {
  it('emails a single-use link naming the inviter, the deceased, the role and the expiry date', async () => {
    const estateId = await staffed('Hēmi Invite');
    const email = freshEmail();
    const invitation = await invite(estateId, {
      email: `  ${email.toUpperCase()} `,
      role: 'executor',
      name: 'Tama',
    });
    expect(invitation.status).toBe('pending');
    const { mail, token } = await emailedLink(email);
    expect(mail.link).toBe(`http://localhost:3000/invitations/${token}`);
    expect(mail.subject).toContain('Hēmi Invite');
    expect(mail.textBody).toContain('Lena Inviter');
    expect(mail.textBody).toContain('as a co-executor');
    expect(mail.textBody).toMatch(/expires on \d{1,2} [A-Z][a-z]+ \d{4}/);
    // Only the hash is stored.
    const [row] = await t.database.db
      .select()
      .from(estateInvitations)
      .where(eq(estateInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(token).toHaveLength(43);

    const page = await anonGet(`/api/invitation-links/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      deceasedName: 'Hēmi Invite',
      role: 'executor',
      accountType: 'executor',
      inviterName: 'Lena Inviter',
      email,
      status: 'pending',
    });
    const list = await get(lawyer, `/api/estates/${estateId}/invitations`);
    expect(list.json().items).toEqual([expect.objectContaining({ email, status: 'pending', name: 'Tama' })]);
    // On the estate's timeline for those who run it; a beneficiary does not read the address.
    const timeline = await get(lawyer, `/api/estates/${estateId}/timeline`);
    expect(timeline.body).toContain(`${email} was invited as a co-executor`);
    expect((await get(beneficiary, `/api/estates/${estateId}/timeline`)).body).not.toContain(email);
  });

  it('refuses bad input naming the field, a beneficiary (403) and another firm’s lawyer (404)', async () => {
    const estateId = await staffed('Aroha Refused');
    const bad = await post(lawyer, `/api/estates/${estateId}/invitations`, {
      email: 'nope',
      role: 'executor',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('email');
    const badRole = await post(lawyer, `/api/estates/${estateId}/invitations`, {
      email: freshEmail(),
      role: 'admin',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().issues[0].path).toBe('role');
    const body = { email: freshEmail(), role: 'beneficiary' };
    expect((await post(beneficiary, `/api/estates/${estateId}/invitations`, body)).statusCode).toBe(403);
    expect((await post(otherLawyer, `/api/estates/${estateId}/invitations`, body)).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/estates/${estateId}/invitations`)).statusCode).toBe(404);
    // The executor of the estate may invite (they run it); the firm's other lawyer too.
    expect((await post(executor, `/api/estates/${estateId}/invitations`, body)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(estateInvitations)
      .where(eq(estateInvitations.estateId, estateId));
    expect(rows).toHaveLength(1);
  });

  it('an address already linked with that role is a 409 naming email; one already waiting is sent again', async () => {
    const estateId = await staffed('Wiremu Twice');
    const linked = await post(lawyer, `/api/estates/${estateId}/invitations`, {
      email: executor.email,
      role: 'executor',
    });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().issues[0].path).toBe('email');
    expect(linked.json().message).toContain(executor.email);
    const firmColleague = await post(lawyer, `/api/estates/${estateId}/invitations`, {
      email: firmLawyer.email,
      role: 'lawyer',
    });
    expect(firmColleague.statusCode).toBe(409);

    const email = freshEmail();
    const first = await invite(estateId, { email, role: 'beneficiary' });
    const { token: oldToken } = await emailedLink(email);
    const again = await post(lawyer, `/api/estates/${estateId}/invitations`, { email, role: 'beneficiary' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    const { token: newToken } = await emailedLink(email);
    expect(newToken).not.toBe(oldToken);
    expect((await anonGet(`/api/invitation-links/${oldToken}`)).statusCode).toBe(404);
    expect((await anonGet(`/api/invitation-links/${newToken}`)).statusCode).toBe(200);
  });

  it('at most 50 sends per estate in 24 hours: then 429 with a message, nothing sent', async () => {
    const estateId = await staffed('Busy Estate');
    await t.database.db.insert(auditEvents).values(
      Array.from({ length: 50 }, () => ({
        actorId: lawyer.userId,
        action: 'estate.invitation_resent',
        entityType: 'estate',
        entityId: estateId,
      })),
    );
    const email = freshEmail();
    const res = await post(lawyer, `/api/estates/${estateId}/invitations`, { email, role: 'executor' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('50 invitations in the last 24 hours');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails).toEqual([]);
  });

  it('resend replaces the token: the old link answers 404 and the new one works', async () => {
    const estateId = await staffed('Mere Resend');
    const email = freshEmail();
    const invitation = await invite(estateId, { email, role: 'executor' });
    const { token: oldToken } = await emailedLink(email);
    expect((await post(otherLawyer, `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(404);
    expect((await post(beneficiary, `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(403);
    const resent = await post(firmLawyer, `/api/invitations/${invitation.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().invitedByName).toBe('Fergus Firm');
    const { token } = await emailedLink(email);
    expect(token).not.toBe(oldToken);
    expect((await anonGet(`/api/invitation-links/${oldToken}`)).statusCode).toBe(404);
    expect((await anonGet(`/api/invitation-links/${token}`)).json().status).toBe('pending');
  });
});

describe('accepting', () => {
  it('a new person signs up with the invited address, accepts, sees the estate, and the inviter is told', async () => {
    const estateId = await staffed('Rangi Accepts');
    const email = freshEmail();
    await invite(estateId, { email, role: 'executor', name: 'Tui Newcomer' });
    const { token } = await emailedLink(email);
    expect(
      (await t.inject({ method: 'POST', url: `/api/invitation-links/${token}/accept` })).statusCode,
    ).toBe(401);
    const newcomer = await t.signUp({ role: 'executor', email, name: 'Tui Newcomer' });
    expect((await get(newcomer, `/api/estates/${estateId}`)).statusCode).toBe(404);
    const accepted = await post(newcomer, `/api/invitation-links/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ estateId, role: 'executor' });

    expect((await get(newcomer, `/api/estates/${estateId}`)).statusCode).toBe(200);
    const mine = await get(newcomer, '/api/estates');
    expect(mine.body).toContain('Rangi Accepts');
    // A co-executor: the named executor stays.
    const [estate] = await t.database.db.select().from(estates).where(eq(estates.id, estateId));
    const [named] = await t.database.db.select().from(executors).where(eq(executors.id, estate!.executorId!));
    expect(named!.userId).toBe(executor.userId);
    const links = await t.database.db
      .select()
      .from(estateRoles)
      .where(and(eq(estateRoles.estateId, estateId), eq(estateRoles.userId, newcomer.userId)));
    expect(links).toEqual([expect.objectContaining({ role: 'executor', status: 'active' })]);

    const [notice] = await t.database.db
      .select()
      .from(appNotifications)
      .where(and(eq(appNotifications.userId, lawyer.userId), eq(appNotifications.kind, 'invitation')));
    expect(notice!.message).toContain('Tui Newcomer accepted your invitation to the estate of Rangi Accepts');
    const list = await get(lawyer, `/api/estates/${estateId}/invitations`);
    expect(list.json().items[0]).toMatchObject({ email, status: 'accepted' });

    // Single use: the same link again, by anyone, is refused.
    const again = await post(newcomer, `/api/invitation-links/${token}/accept`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('already been used');
    expect((await anonGet(`/api/invitation-links/${token}`)).json().status).toBe('accepted');
    // The lawyer sees them among the estate's executors.
    const overview = await get(lawyer, `/api/executors/overview?estateId=${estateId}`);
    expect(
      overview
        .json()
        .items.map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual([email, executor.email].sort());
  });

  it('another account is refused with 403 naming the invited address, and nothing is linked', async () => {
    const estateId = await staffed('Kiri Wrong');
    const email = freshEmail();
    await invite(estateId, { email, role: 'executor' });
    const { token } = await emailedLink(email);
    const someoneElse = await t.signUp({ role: 'executor' });
    const res = await post(someoneElse, `/api/invitation-links/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `This invitation was sent to ${email}; sign in with that address to accept it.`,
    );
    expect((await get(someoneElse, `/api/estates/${estateId}`)).statusCode).toBe(404);
    expect((await anonGet(`/api/invitation-links/${token}`)).json().status).toBe('pending');
  });

  it('an account of another type is a 409 that explains; a beneficiary is linked to their record', async () => {
    const estateId = await staffed('Ana Beneficiary');
    const email = freshEmail();
    const record = await post(lawyer, `/api/estates/${estateId}/beneficiaries`, {
      fullName: 'Ana Niece',
      relationship: 'niece',
      email: email.toUpperCase(),
      sharePercent: '25',
    });
    expect(record.statusCode, record.body).toBe(201);
    // Invited as an executor, but signed up as a beneficiary: refused, explained.
    await invite(estateId, { email, role: 'executor' });
    const { token: asExecutor } = await emailedLink(email);
    const person = await t.signUp({ role: 'beneficiary', email, name: 'Ana Niece' });
    const refused = await post(person, `/api/invitation-links/${asExecutor}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('needs an Executor account');

    await invite(estateId, { email, role: 'beneficiary' });
    const [pending] = await t.database.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.id, record.json().id));
    expect(pending!.status).toBe('pending');
    const { token } = await emailedLink(email);
    expect((await post(person, `/api/invitation-links/${token}/accept`)).statusCode).toBe(200);
    const list = await get(person, `/api/estates/${estateId}/beneficiaries`);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ fullName: 'Ana Niece', isMe: true, status: 'verified', email }),
    );
  });

  it('an expired link is refused, saying when it expired and whom to ask', async () => {
    const estateId = await staffed('Pita Expired');
    const email = freshEmail();
    const invitation = await invite(estateId, { email, role: 'executor' });
    const { token } = await emailedLink(email);
    await t.database.db
      .update(estateInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(estateInvitations.id, invitation.id));
    expect((await anonGet(`/api/invitation-links/${token}`)).json().status).toBe('expired');
    const person = await t.signUp({ role: 'executor', email });
    const res = await post(person, `/api/invitation-links/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired on .*Ask Lena Inviter to send you a new one/);
    expect(
      (await get(lawyer, `/api/invitations?status=expired&estateId=${estateId}`)).json().items,
    ).toHaveLength(1);
    // Resending renews it.
    expect((await post(lawyer, `/api/invitations/${invitation.id}/resend`)).json().status).toBe('pending');
  });

  it('a revoked link is refused, and revoking needs to run the estate', async () => {
    const estateId = await staffed('Huia Revoked');
    const email = freshEmail();
    const invitation = await invite(estateId, { email, role: 'lawyer' });
    const { token } = await emailedLink(email);
    expect((await post(otherLawyer, `/api/invitations/${invitation.id}/revoke`)).statusCode).toBe(404);
    expect((await post(beneficiary, `/api/invitations/${invitation.id}/revoke`)).statusCode).toBe(403);
    const revoked = await post(lawyer, `/api/invitations/${invitation.id}/revoke`);
    expect(revoked.json().status).toBe('revoked');
    const person = await t.signUp({ role: 'lawyer', email });
    const res = await post(person, `/api/invitation-links/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toContain('withdrawn');
    expect((await get(person, `/api/estates/${estateId}`)).statusCode).toBe(404);
    expect((await post(lawyer, `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(409);
  });

  it('an unknown or malformed token is 404', async () => {
    expect((await anonGet(`/api/invitation-links/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonGet('/api/invitation-links/short')).statusCode).toBe(404);
  });
});

describe('the Executors and Beneficiaries lists', () => {
  it('never show another estate’s people', async () => {
    const mineId = await staffed('Lists Mine');
    const theirExecutor = await t.signUp({ role: 'executor', name: 'Zed Theirs' });
    const theirs = await t.newEstate(otherLawyer, { deceasedName: 'Lists Theirs' });
    expect(
      (
        await t.as(otherLawyer, {
          method: 'PATCH',
          url: `/api/estates/${theirs}`,
          payload: { executorEmail: theirExecutor.email },
        })
      ).statusCode,
    ).toBe(200);
    await post(otherLawyer, `/api/estates/${theirs}/beneficiaries`, { fullName: 'Zoe Theirs' });
    await post(lawyer, `/api/estates/${mineId}/beneficiaries`, {
      fullName: 'Mia Mine',
      relationship: 'daughter',
    });

    const executorsList = await get(lawyer, '/api/executors/overview');
    expect(executorsList.statusCode).toBe(200);
    expect(executorsList.body).toContain('Eru Executor');
    expect(executorsList.body).not.toContain('Zed Theirs');
    expect(executorsList.body).not.toContain('Lists Theirs');
    const eru = executorsList.json().items.find((i: { fullName: string }) => i.fullName === 'Eru Executor');
    expect(eru).toMatchObject({ email: executor.email, status: 'active' });
    expect(eru.estates).toContainEqual({ id: mineId, deceasedName: 'Lists Mine' });
    const searched = await get(lawyer, '/api/executors/overview?q=zed');
    expect(searched.json().items).toEqual([]);
    expect((await get(lawyer, `/api/executors/overview?estateId=${theirs}`)).statusCode).toBe(404);
    expect((await get(executor, '/api/executors/overview')).statusCode).toBe(403);
    expect((await get(lawyer, '/api/executors/overview?status=asleep')).statusCode).toBe(400);

    const beneficiariesList = await get(lawyer, '/api/beneficiaries?q=mi');
    expect(beneficiariesList.body).toContain('Mia Mine');
    expect((await get(lawyer, '/api/beneficiaries')).body).not.toContain('Zoe Theirs');
    // Shares Allocated is one estate's figure: across estates the summary counts the estates instead.
    const secondId = await staffed('Lists Second');
    await post(lawyer, `/api/estates/${secondId}/beneficiaries`, {
      fullName: 'Sam Second',
      sharePercent: '60',
    });
    const across = (await get(lawyer, '/api/beneficiaries')).json().summary;
    expect(across).toMatchObject({ sharedPercent: null });
    expect(across.estates).toBeGreaterThanOrEqual(2);
    expect((await get(lawyer, `/api/beneficiaries?estateId=${secondId}`)).json().summary).toEqual({
      count: 1,
      estates: 1,
      sharedPercent: '60.00',
    });
    // The executors come a page at a time; the cards count every page.
    const pip = await t.signUp({ role: 'executor', name: 'Pip Paging' });
    const named = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${secondId}`,
      payload: { executorEmail: pip.email },
    });
    expect(named.statusCode, named.body).toBe(200);
    const first = (await get(lawyer, '/api/executors/overview?pageSize=1')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.summary.total).toBe(first.total);
    const next = (await get(lawyer, '/api/executors/overview?pageSize=1&page=2')).json();
    expect(next.items).toHaveLength(1);
    expect(next.items[0].executorId).not.toBe(first.items[0].executorId);
    const pageSize = await get(lawyer, '/api/executors/overview?pageSize=0');
    expect(pageSize.statusCode).toBe(400);
    expect(pageSize.json().issues[0].path).toBe('pageSize');
    // Pending invitations across estates one runs, never another firm's.
    await invite(mineId, { email: freshEmail(), role: 'executor' });
    const pending = await get(otherLawyer, '/api/invitations?role=executor&status=pending');
    expect(pending.body).not.toContain('Lists Mine');
    expect((await get(lawyer, '/api/invitations?role=executor&status=pending')).body).toContain('Lists Mine');
  });
});
