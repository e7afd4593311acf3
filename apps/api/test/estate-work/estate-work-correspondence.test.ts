import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { nzToday } from '@estate/domain';
import {
  correspondence,
  documents,
  estateRoles,
  institutions,
  institutionsNotified,
  letters,
  outbox,
} from '../../src/db/schema.js';
import { build, pathsOf, requestsOf } from '../helper.js';
import { deliverOutbox, givePostalAddress, idOf, multipart, validForm } from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/*
 * Correspondence and Stakeholder Management (issue 13) through their routes: the cards over the whole
 * estate, the filters and search, a stakeholder's last contact following the correspondence logged
 * with them, NotifyFlow's dispatches and answers logged by themselves, and who reads what
 * (decision 018: only those who run the estate).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Letters' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

const { get, post, put, del } = requestsOf(t);
type Entry = { id: string; subject: string; party: string; type: string; direction: string; source: string };

async function estateWithBeneficiary(name: string) {
  const estateId = await t.newEstate(lawyer, { deceasedName: name, estimatedValue: '' });
  await t.database.db
    .insert(estateRoles)
    .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
  return estateId;
}

const letter = (fields: object = {}) => ({
  type: 'email',
  direction: 'outgoing',
  party: 'ANZ Bank',
  date: '2026-05-01',
  subject: 'Account closure',
  status: 'sent',
  ...fields,
});
const person = (fields: object = {}) => ({
  name: 'Aroha Ngata',
  role: 'beneficiary',
  type: 'external',
  status: 'active',
  ...fields,
});

describe('correspondence', () => {
  it('counts emails, calls and letters over the whole estate; the type filter and search narrow the table only', async () => {
    const estateId = await estateWithBeneficiary('Hemi Counts');
    const url = `/api/estates/${estateId}/correspondence`;
    for (const body of [
      letter(),
      letter({
        subject: 'Statement of balances',
        party: 'Westpac',
        summary: 'Asked for the KiwiSaver balance',
      }),
      letter({ type: 'call', party: 'Inland Revenue', subject: 'IR3 for the estate', direction: 'incoming' }),
      letter({ type: 'letter', party: 'Public Trust', subject: 'Notice to creditors', status: 'scheduled' }),
    ]) {
      const res = await post(lawyer, url, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = (await get(lawyer, url)).json<{ items: Entry[]; summary: object; total: number }>();
    expect(all.summary).toEqual({ emails: 2, calls: 1, letters: 1 });
    expect(all.items[0]).toMatchObject({ source: 'manual', direction: 'outgoing' });

    expect(all.total).toBe(4);
    const calls = (await get(lawyer, `${url}?type=call`)).json<{
      items: Entry[];
      summary: object;
      total: number;
    }>();
    expect(calls.items.map((c) => c.party)).toEqual(['Inland Revenue']);
    // The cards count the whole estate; the total counts what the filter lists.
    expect(calls.summary).toEqual({ emails: 2, calls: 1, letters: 1 });
    expect(calls.total).toBe(1);

    // Search: subject, party and summary, case-insensitive.
    const titles = async (q: string) =>
      (await get(lawyer, `${url}?q=${encodeURIComponent(q)}`))
        .json<{ items: Entry[] }>()
        .items.map((c) => c.subject);
    expect(await titles('kiwisaver')).toEqual(['Statement of balances']);
    expect(await titles('PUBLIC trust')).toEqual(['Notice to creditors']);
    expect(await titles('ir3')).toEqual(['IR3 for the estate']);

    const bad = await get(lawyer, `${url}?type=fax`);
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual(['type']);
  });

  it('refuses bad input naming the field, and documents or stakeholders of another estate', async () => {
    const estateId = await estateWithBeneficiary('Mere Inputs');
    const elsewhere = await estateWithBeneficiary('Other Inputs');
    const url = `/api/estates/${estateId}/correspondence`;
    const noParty = await post(lawyer, url, letter({ party: '  ' }));
    expect(noParty.statusCode).toBe(400);
    expect(noParty.json().issues).toEqual([{ path: 'party', message: 'Party is required' }]);
    const badDate = await post(lawyer, url, letter({ date: '1 May' }));
    expect(pathsOf(badDate)).toEqual(['date']);
    expect(pathsOf(await post(lawyer, url, letter({ type: 'fax' })))).toEqual(['type']);

    const [foreignDoc] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.estateId, elsewhere));
    const doc = await post(lawyer, url, letter({ documentId: foreignDoc!.id }));
    expect(doc.statusCode).toBe(400);
    expect(pathsOf(doc)).toEqual(['documentId']);
    const foreignPerson = (await post(lawyer, `/api/estates/${elsewhere}/stakeholders`, person())).json<{
      id: string;
    }>();
    const who = await post(lawyer, url, letter({ stakeholderId: foreignPerson.id }));
    expect(who.statusCode).toBe(400);
    expect(pathsOf(who)).toEqual(['stakeholderId']);
    expect((await get(lawyer, url)).json().total).toBe(0);

    // The estate's own will.pdf may be attached.
    const [ownDoc] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.estateId, estateId));
    const attached = await post(lawyer, url, letter({ documentId: ownDoc!.id }));
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().documentId).toBe(ownDoc!.id);
  });

  it('only those who run the estate read it: a beneficiary gets 403, another firm 404', async () => {
    const estateId = await estateWithBeneficiary('Nikau Access');
    for (const kind of ['correspondence', 'stakeholders']) {
      const url = `/api/estates/${estateId}/${kind}`;
      expect((await get(lawyer, url)).statusCode).toBe(200);
      expect((await get(beneficiary, url)).statusCode).toBe(403);
      expect((await get(otherLawyer, url)).statusCode).toBe(404);
      const body = kind === 'stakeholders' ? person() : letter();
      expect((await post(otherLawyer, url, body)).statusCode).toBe(404);
      expect((await post(beneficiary, url, body)).statusCode).toBe(403);
    }
  });
});

describe('stakeholders', () => {
  it('count total, internal, external and inactive over the estate; the role filter and search', async () => {
    const estateId = await estateWithBeneficiary('Tui Stakeholders');
    const url = `/api/estates/${estateId}/stakeholders`;
    for (const body of [
      person({ permissions: ['view_documents', 'view_distributions', 'view_documents'] }),
      person({ name: 'Wiremu Ngata', role: 'executor', type: 'internal', email: 'wiremu@example.nz' }),
      person({ name: 'Kate Brown', role: 'advisor', status: 'inactive', phone: '021 555 0199' }),
    ]) {
      const res = await post(lawyer, url, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = (await get(lawyer, url)).json();
    expect(all.summary).toEqual({ total: 3, internal: 1, external: 2, inactive: 1 });
    const aroha = all.items.find((s: { name: string }) => s.name === 'Aroha Ngata');
    expect(aroha).toMatchObject({ permissions: ['view_documents', 'view_distributions'], lastContact: null });

    const executors = (await get(lawyer, `${url}?role=executor`)).json();
    expect(executors.items.map((s: { name: string }) => s.name)).toEqual(['Wiremu Ngata']);
    expect(executors.summary.total).toBe(3);
    expect(executors.total).toBe(1);
    const found = (await get(lawyer, `${url}?q=WIREMU@`)).json();
    expect(found.items.map((s: { name: string }) => s.name)).toEqual(['Wiremu Ngata']);
    expect(found.total).toBe(1);

    const badPermission = await post(lawyer, url, person({ permissions: ['delete_everything'] }));
    expect(badPermission.statusCode).toBe(400);
    expect(pathsOf(badPermission)).toEqual(['permissions.0']);
    expect(pathsOf(await post(lawyer, url, person({ email: 'not-an-email' })))).toEqual(['email']);
  });

  it('last contact follows the latest sent correspondence naming them, never the form', async () => {
    const estateId = await estateWithBeneficiary('Rua Contact');
    const peopleUrl = `/api/estates/${estateId}/stakeholders`;
    const aroha = (await post(lawyer, peopleUrl, person({ lastContact: '2020-01-01' }))).json<{
      id: string;
    }>();
    const lastContact = async () => (await get(lawyer, `${peopleUrl}/${aroha.id}`)).json().lastContact;
    expect(await lastContact()).toBeNull();

    const url = `/api/estates/${estateId}/correspondence`;
    const talk = (fields: object) =>
      post(lawyer, url, letter({ stakeholderId: aroha.id, party: 'Aroha Ngata', ...fields }));
    expect((await talk({ date: '2026-05-01', type: 'call' })).statusCode).toBe(201);
    expect(await lastContact()).toBe('2026-05-01');
    await talk({ date: '2026-04-01' }); // earlier: stays
    expect(await lastContact()).toBe('2026-05-01');
    await talk({ date: '2026-12-01', status: 'scheduled' }); // not yet happened: stays
    expect(await lastContact()).toBe('2026-05-01');
    const later = (await talk({ date: '2026-06-15' })).json<{ id: string }>();
    expect(await lastContact()).toBe('2026-06-15');

    // Editing the stakeholder keeps it (the form does not send it).
    const edited = await put(lawyer, `${peopleUrl}/${aroha.id}`, person({ phone: '027 123 4567' }));
    expect(edited.json()).toMatchObject({ phone: '027 123 4567', lastContact: '2026-06-15' });
    // A deleted stakeholder leaves the correspondence, without them.
    expect((await del(lawyer, `${peopleUrl}/${aroha.id}`)).statusCode).toBe(204);
    expect((await get(lawyer, `${url}/${later.id}`)).json()).toMatchObject({
      stakeholderId: null,
      party: 'Aroha Ngata',
    });
  });
});

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('NotifyFlow logs its dispatches and the answers in the estate’s correspondence', () => {
  const drainOutbox = () => deliverOutbox(t.deps.db, sink.port);
  const notify = async (estateId: string | null) => {
    const body = multipart(validForm({ estateId, deceasedName: 'Rangi Notified' }));
    const res = await t.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: lawyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { notificationId } = res.json<{ notificationId: string }>();
    const rows = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, notificationId));
    return {
      anz: rows.find((r) => r.institutionId === idOf('ANZ'))!,
      ird: rows.find((r) => r.institutionId === idOf('Inland Revenue'))!,
    };
  };

  it('the email sent, the letter posted and the answer, each once; they may be deleted but not edited', async () => {
    await t.database.db
      .update(institutions)
      .set({ notificationEmail: 'estates@anz.example.nz' })
      .where(eq(institutions.name, 'ANZ'));
    const estateId = await estateWithBeneficiary('Rangi Notified');
    const url = `/api/estates/${estateId}/correspondence`;
    const { anz, ird } = await notify(estateId);
    const before = (await t.database.db.select().from(correspondence)).length;
    await notify(null); // no estate: logged nowhere
    await drainOutbox();
    await drainOutbox();

    const entries = async () =>
      (await get(lawyer, url)).json<{
        items: (Entry & { date: string; summary: string })[];
        summary: object;
      }>();
    let list = await entries();
    expect(list.items).toEqual([
      expect.objectContaining({
        type: 'email',
        direction: 'outgoing',
        party: 'ANZ',
        subject: 'Notification of death sent to ANZ',
        date: nzToday(),
        status: 'sent',
        source: 'notifyflow',
      }),
    ]);
    expect((await t.database.db.select().from(correspondence)).length).toBe(before + 1);

    // A letter is posted only once it has a postal address (decision 077).
    await givePostalAddress(t.database.db, 'Inland Revenue');
    const [toPost] = await t.database.db
      .select()
      .from(letters)
      .where(eq(letters.institutionsNotifiedId, ird.id));
    expect(
      (await t.as(admin, { method: 'POST', url: `/api/admin/letters/${toPost!.id}/posted` })).statusCode,
    ).toBe(200);

    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.institutionsNotifiedId, anz.id));
    const token = new URL(mail!.link!).pathname.split('/').pop()!;
    const answer = await t.inject({
      method: 'POST',
      url: `/api/respond/${token}`,
      payload: { action: 'need_info', message: 'Please send the grant of probate.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);

    list = await entries();
    expect(list.summary).toEqual({ emails: 2, calls: 0, letters: 1 });
    const byKey = Object.fromEntries(list.items.map((e) => [`${e.party} ${e.direction}`, e]));
    expect(byKey['Inland Revenue outgoing']).toMatchObject({
      type: 'letter',
      subject: 'Notification of death sent to Inland Revenue',
    });
    expect(byKey['ANZ incoming']).toMatchObject({
      type: 'email',
      subject: 'ANZ needs more information',
      summary: 'Please send the grant of probate.',
      source: 'notifyflow',
    });

    // Not edited: it is NotifyFlow's record of what happened. Deleted: yes.
    const entry = byKey['ANZ outgoing']!;
    const edit = await put(lawyer, `${url}/${entry.id}`, letter({ party: 'ANZ', subject: 'Changed' }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(
      'NotifyFlow logged this entry itself, so it cannot be edited. You may delete it.',
    );
    expect((await del(lawyer, `${url}/${entry.id}`)).statusCode).toBe(204);
    expect((await entries()).summary).toEqual({ emails: 1, calls: 0, letters: 1 });
  });
});
