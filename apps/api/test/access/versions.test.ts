import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { centsToDollars, NOTIFICATION_KIND_VALUES, type FirmSettingsDto } from '@estate/domain';
import { lawFirms } from '../../src/db/schema.js';
import { PLATFORM_RECORD_KINDS } from '../../src/services/back-office/kinds/index.js';
import { ESTATE_RECORD_KINDS } from '../../src/services/records/kinds/index.js';
import { build, firmOfTwoLawyers, type Session } from '../helper.js';
import { multipart, validForm } from '../notifyflow-helpers.js';
import { platformSamples, recordSamples } from '../record-samples.js';

/*
 * No lost edit (issue 39, decision 060): every record of the records kit, every platform record and
 * the estate itself carry a version. A GET answers it as a strong ETag and `version`; a change sends
 * it back as If-Match: a stale one answers 412 with the record as it is now and who changed it, a
 * missing one 428, a malformed one 400 naming the header; none of those changes anything. Requests
 * go through `t.app.inject`, so nothing reads the ETag for them.
 */

const t = await build();
const { liam, mere, olive, admin } = await firmOfTwoLawyers(t);
const estateId = await t.newEstate(liam, { deceasedName: 'Hemi Versions' }, []);
const { RECORD_SAMPLES, newRecord } = recordSamples(t);
const PLATFORM = platformSamples(t);
const people = { admin, lawyer: liam };

/** A request exactly as given: no If-Match unless the test sends one (and the Origin a browser sends). */
const send = (
  who: Session,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  ifMatch?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    remoteAddress: '127.0.0.1',
    headers: {
      cookie: who.cookie,
      origin: t.deps.config.publicUrl,
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    ...(payload ? { payload } : {}),
  });

interface Case {
  name: string;
  owner: Session;
  /** Makes a record; its URL. */
  make(): Promise<string>;
  /** A whole record to PUT (the sample again). */
  body(): Promise<object>;
}

const cases: Case[] = [
  ...ESTATE_RECORD_KINDS.map(
    (kind): Case => ({
      name: `estate record: ${kind.path}`,
      owner: liam,
      make: async () => `/api/estates/${estateId}/${kind.path}/${await newRecord(estateId, kind.path, liam)}`,
      body: async () => RECORD_SAMPLES[kind.path]!(estateId, liam),
    }),
  ),
  ...PLATFORM_RECORD_KINDS.map((kind): Case => {
    const { sample, owner } = PLATFORM[kind.path]!;
    const who = people[owner];
    return {
      name: `platform record: ${kind.path}`,
      owner: who,
      make: async () => {
        const res = await t.as(who, { method: 'POST', url: `/api/${kind.path}`, payload: await sample() });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.headers.etag).toBe('"1"');
        return `/api/${kind.path}/${res.json<{ id: string }>().id}`;
      },
      body: async () => sample(),
    };
  }),
];

const versionOf = async (who: Session, url: string) => {
  const res = await send(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.etag).toBe(`"${res.json<{ version: number }>().version}"`);
  return res.json<{ version: number }>().version;
};

describe('every record kind: stale → 412 with the current record, missing → 428, fresh → 200 and a new ETag', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const url = await c.make();
    expect(await versionOf(c.owner, url)).toBe(1);

    // Missing: 428 naming If-Match; nothing changed.
    const missing = await send(c.owner, 'PUT', url, await c.body());
    expect(missing.statusCode, missing.body).toBe(428);
    expect(missing.json()).toMatchObject({ code: 'PRECONDITION_REQUIRED', issues: [{ path: 'If-Match' }] });
    // Malformed: 400 naming If-Match; nothing changed.
    for (const bad of ['3', 'version 1', '"1', '"1" "2"']) {
      const malformed = await send(c.owner, 'PUT', url, await c.body(), bad);
      expect(malformed.statusCode, `${bad}: ${malformed.body}`).toBe(400);
      expect(malformed.json().issues[0].path).toBe('If-Match');
    }
    expect(await versionOf(c.owner, url)).toBe(1);

    // Fresh: 200, version 2, the new ETag.
    const saved = await send(c.owner, 'PUT', url, await c.body(), '"1"');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json().version).toBe(2);

    // Stale (the copy read at 1), weak, or naming a version that never was: 412 with the record as it
    // is now and who changed it; nothing changed.
    for (const stale of ['"1"', 'W/"2"', '"definitely-stale"', '"1", "7"']) {
      const refused = await send(c.owner, 'PUT', url, await c.body(), stale);
      expect(refused.statusCode, `${stale}: ${refused.body}`).toBe(412);
      expect(refused.json()).toMatchObject({
        code: 'PRECONDITION_FAILED',
        current: { version: 2 },
        changedBy: { id: c.owner.userId },
        changedAt: expect.any(String),
      });
    }
    expect(await versionOf(c.owner, url)).toBe(2);

    // A list of tags matches when one of them is current.
    const listed = await send(c.owner, 'PUT', url, await c.body(), '"1", "2"');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers.etag).toBe('"3"');

    // Delete: missing 428, stale 412 (still there), current 204.
    expect((await send(c.owner, 'DELETE', url)).statusCode).toBe(428);
    expect((await send(c.owner, 'DELETE', url, undefined, '"2"')).statusCode).toBe(412);
    expect(await versionOf(c.owner, url)).toBe(3);
    const removed = await send(c.owner, 'DELETE', url, undefined, '"3"');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await send(c.owner, 'GET', url)).statusCode).toBe(404);
  });
});

describe('the estate itself', () => {
  const url = `/api/estates/${estateId}`;

  it('Liam and Mere edit one estate: the second save of a stale copy is refused, naming Liam', async () => {
    const read = await send(mere, 'GET', url);
    expect(read.statusCode).toBe(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    // Both open it at the same version; Liam saves first.
    const liams = await send(liam, 'PATCH', url, { grantDate: '2026-05-01' }, etag);
    expect(liams.statusCode, liams.body).toBe(200);
    expect(liams.headers.etag).not.toBe(etag);
    const meres = await send(mere, 'PATCH', url, { grantDate: '2026-06-01' }, etag);
    expect(meres.statusCode, meres.body).toBe(412);
    expect(meres.json()).toMatchObject({
      current: { estateId, grantDate: '2026-05-01' },
      changedBy: { id: liam.userId, name: 'Liam Lawyer' },
    });
    // Liam's grant date stands.
    expect((await send(mere, 'GET', url)).json().grantDate).toBe('2026-05-01');
    // Mere, on the new version, wins.
    const again = await send(mere, 'PATCH', url, { grantDate: '2026-06-01' }, liams.headers.etag);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().grantDate).toBe('2026-06-01');
  });

  it('ten concurrent changes against one version: exactly one is saved, nine are told it is stale', async () => {
    const etag = (await send(liam, 'GET', url)).headers.etag as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(liam, 'PATCH', url, { grantDate: `2026-07-${String(i + 1).padStart(2, '0')}` }, etag),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect((await send(liam, 'GET', url)).json().grantDate).toBe(winner.json().grantDate);
  });

  it('missing 428 and malformed 400 name the header and change nothing', async () => {
    const before = await send(liam, 'GET', url);
    const missing = await send(liam, 'PATCH', url, { grantDate: '2026-08-01' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().issues[0].path).toBe('If-Match');
    const malformed = await send(liam, 'PATCH', url, { grantDate: '2026-08-01' }, 'not-a-tag');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].path).toBe('If-Match');
    const after = await send(liam, 'GET', url);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.json().grantDate).toBe(before.json().grantDate);
  });

  it('access comes first: another firm gets 404 whatever it sends', async () => {
    for (const ifMatch of [undefined, 'not-a-tag', '"1"', '*']) {
      expect((await send(olive, 'PATCH', url, { grantDate: '2026-08-01' }, ifMatch)).statusCode).toBe(404);
      const record = `/api/estates/${estateId}/assets/${await newRecord(estateId, 'assets', liam)}`;
      expect(
        (await send(olive, 'PUT', record, { name: 'x', type: 'property', value: '1' }, ifMatch)).statusCode,
      ).toBe(404);
      expect((await send(olive, 'DELETE', record, undefined, ifMatch)).statusCode).toBe(404);
    }
  });

  it('kept counts do not make a copy stale: adding a task or a document leaves the estate at its version', async () => {
    const etag = (await send(liam, 'GET', url)).headers.etag;
    const task = await t.as(liam, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId, name: 'Ring the bank' },
    });
    expect(task.statusCode, task.body).toBe(201);
    expect((await send(liam, 'GET', url)).headers.etag).toBe(etag);
  });
});

/*
 * Everything else a person edits (decision 060, migration 0030): settings, a task's status, a
 * document's sharing, NotifyFlow's directory and letters, and an invoice's Issue, Send and Mark Paid. Each
 * case reads the version as a client would (the GET's ETag, or `version` / `editVersion` of the
 * list item), then: missing 428, malformed 400, fresh 200 with the new ETag, stale 412 with the
 * record as it is now and who changed it; the refused requests change nothing.
 */
interface EditCase {
  name: string;
  who: Session;
  method: 'PUT' | 'PATCH' | 'POST';
  /** Makes what is edited (once); its URL. */
  make(): string | Promise<string>;
  body(): object | undefined | Promise<object | undefined>;
  /** The version as the client reads it. */
  read(url: string): Promise<number>;
  /** The field of `current` in a 412 that holds the version. */
  versionField?: 'version' | 'editVersion';
}

const etagVersion = async (who: Session, url: string) => {
  const res = await send(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.etag).toMatch(/^"\d+"$/);
  return Number(JSON.parse(res.headers.etag as string));
};

const listed = async <T extends { version?: number; editVersion?: number }>(
  who: Session,
  url: string,
  pick: (items: T[]) => T | undefined,
  field: 'version' | 'editVersion' = 'version',
) => {
  const res = await send(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const item = pick(res.json<{ items: T[] }>().items);
  expect(item, `${url}: not listed`).toBeDefined();
  return item![field]!;
};

const docEstate = await t.newEstate(liam, { deceasedName: 'Hemi Documents' });
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Versions' });
const allOn = Object.fromEntries(
  NOTIFICATION_KIND_VALUES.map((k) => [k, { inApp: true, email: k !== 'message' }]),
);

/** A notification sent by the NotifyFlow requester (ANZ and Inland Revenue, and any other named). */
async function newNotification(overrides: Parameters<typeof validForm>[0] = {}) {
  const created = await t.as(requester, {
    method: 'POST',
    url: '/api/notifications',
    ...multipart(validForm(overrides)),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ notificationId: string; referenceCode: string }>();
}

/** A notified organisation's row as the admin list shows it: the first of a notification, or by id. */
async function notifiedRow(notificationId?: string, id?: string) {
  const res = await send(admin, 'GET', '/api/admin/notifications');
  expect(res.statusCode, res.body).toBe(200);
  const rows = res
    .json<{ items: { notificationId: string; institutions: { id: string; version: number }[] }[] }>()
    .items.flatMap((n) => n.institutions.map((r) => ({ ...r, notificationId: n.notificationId })));
  const row = rows.find((r) => (id ? r.id === id : r.notificationId === notificationId));
  expect(row, 'not listed').toBeDefined();
  return row!;
}

const editCases: EditCase[] = [
  {
    name: 'my profile',
    who: liam,
    method: 'PATCH',
    make: () => '/api/me/profile',
    body: () => ({ name: 'Liam Lawyer', email: liam.email, phone: '', timeZone: 'Pacific/Auckland' }),
    read: (url) => etagVersion(liam, url),
  },
  {
    name: 'my notification preferences',
    who: liam,
    method: 'PUT',
    make: () => '/api/me/notification-preferences',
    body: () => allOn,
    read: (url) => etagVersion(liam, url),
  },
  {
    name: "my firm's settings",
    who: liam,
    method: 'PATCH',
    make: () => '/api/me/firm',
    body: async () => {
      const firm = (await send(liam, 'GET', '/api/me/firm')).json<FirmSettingsDto>();
      return {
        name: firm.name,
        businessHoursStart: firm.businessHoursStart,
        businessHoursEnd: firm.businessHoursEnd,
        defaultBillingRate: centsToDollars(firm.defaultBillingRateCents),
        gstNumber: firm.gstNumber ?? '',
      };
    },
    read: (url) => etagVersion(liam, url),
  },
  {
    name: "a task's status",
    who: liam,
    method: 'PATCH',
    make: async () => {
      const res = await t.as(liam, {
        method: 'POST',
        url: '/api/tasks',
        payload: { estateId, name: 'Versions task' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return `/api/tasks/${res.json<{ taskId: string }>().taskId}`;
    },
    body: () => ({ status: 'in_progress' }),
    read: (url) =>
      listed<{ taskId: string; version: number }>(liam, `/api/tasks?estateId=${estateId}`, (items) =>
        items.find((i) => url.endsWith(i.taskId)),
      ),
  },
  {
    name: "a document's sharing",
    who: liam,
    method: 'PATCH',
    versionField: 'editVersion',
    make: async () => {
      const res = await send(liam, 'GET', `/api/documents?estateId=${docEstate}`);
      return `/api/documents/${res.json<{ items: { documentId: string }[] }>().items[0]!.documentId}`;
    },
    body: () => ({ sharedWithBeneficiaries: true }),
    read: (url) =>
      listed<{ documentId: string; editVersion: number }>(
        liam,
        `/api/documents?estateId=${docEstate}`,
        (items) => items.find((i) => url.endsWith(i.documentId)),
        'editVersion',
      ),
  },
  {
    name: 'a NotifyFlow institution',
    who: admin,
    method: 'PATCH',
    make: async () => {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/admin/institutions',
        payload: {
          name: 'Versions Savings Bank',
          category: 'Banking',
          notificationEmail: 'estates@vsb.example.nz',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      return `/api/admin/institutions/${res.json<{ institutionId: string }>().institutionId}`;
    },
    body: () => ({ replyBusinessDays: 7 }),
    read: (url) =>
      listed<{ institutionId: string; version: number }>(admin, '/api/admin/institutions', (items) =>
        items.find((i) => url.endsWith(i.institutionId)),
      ),
  },
  {
    name: 'a NotifyFlow letter',
    who: admin,
    method: 'PATCH',
    make: async () => {
      const { referenceCode } = await newNotification({ institutionName: 'Versions Tramping Club' });
      const queue = await send(admin, 'GET', '/api/admin/letters');
      const letter = queue
        .json<{ items: { id: string; referenceCode: string; needsAddress: boolean }[] }>()
        .items.find((l) => l.referenceCode === referenceCode && l.needsAddress);
      return `/api/admin/letters/${letter!.id}`;
    },
    body: () => ({ address: 'PO Box 12\nLevin 5540' }),
    read: (url) =>
      listed<{ id: string; version: number }>(admin, '/api/admin/letters', (items) =>
        items.find((i) => url.endsWith(i.id)),
      ),
  },
  {
    name: "a notified organisation's status set by an admin (stale before the rules)",
    who: admin,
    method: 'PATCH',
    make: async () => {
      const { notificationId } = await newNotification();
      const row = await notifiedRow(notificationId);
      return `/api/admin/institutions-notified/${row.id}`;
    },
    body: () => ({ status: 'completed', note: 'Confirmed by phone.' }),
    read: async (url) => (await notifiedRow(undefined, url.split('/').pop())).version,
  },
  {
    name: "an invoice's Issue (stale before the rules: not 409 'already issued')",
    who: admin,
    method: 'POST',
    make: async () => {
      const [firm] = await t.database.db
        .insert(lawFirms)
        .values({ name: 'Versions Billed Firm' })
        .returning();
      const account = await t.as(admin, {
        method: 'POST',
        url: '/api/admin/billing-accounts',
        payload: { type: 'law_firm', entityId: firm!.id, plan: 'standard', status: 'active' },
      });
      expect(account.statusCode, account.body).toBe(201);
      const invoice = await t.as(admin, {
        method: 'POST',
        url: `/api/admin/billing-accounts/${account.json<{ id: string }>().id}/invoices`,
        payload: {},
      });
      expect(invoice.statusCode, invoice.body).toBe(201);
      return `/api/admin/invoices/${invoice.json<{ id: string }>().id}/issue`;
    },
    body: () => undefined,
    read: (url) => etagVersion(admin, url.replace(/\/issue$/, '')),
  },
  {
    name: "a template's details (its editVersion: its version counts its files)",
    who: liam,
    method: 'PUT',
    make: async () => {
      const file = await Packer.toBuffer(
        new Document({
          sections: [{ children: [new Paragraph({ children: [new TextRun('Dear {{executor.name}}')] })] }],
        }),
      );
      const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const res = await t.as(liam, {
        method: 'POST',
        url: '/api/templates',
        ...multipart(TEMPLATE_DETAILS, [{ name: 'letter.docx', data: file, type: docxType }]),
      });
      expect(res.statusCode, res.body).toBe(201);
      return `/api/templates/${res.json<{ template: { id: string } }>().template.id}`;
    },
    body: () => ({ ...TEMPLATE_DETAILS, name: 'Versions letter (edited)' }),
    read: (url) => etagVersion(liam, url),
    versionField: 'editVersion',
  },
];

const TEMPLATE_DETAILS = {
  name: 'Versions letter',
  description: 'Ours',
  category: 'Communications',
  status: 'active',
  tags: [],
};

describe('other editable resources: settings, task status, document sharing, NotifyFlow, invoices', () => {
  it.each(editCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const url = await c.make();
    const field = c.versionField ?? 'version';
    const change = async (ifMatch?: string) =>
      t.app.inject({
        method: c.method,
        url,
        remoteAddress: '127.0.0.1',
        headers: {
          cookie: c.who.cookie,
          origin: t.deps.config.publicUrl,
          ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
        },
        ...(c.method === 'POST' ? { payload: (await c.body()) ?? {} } : { payload: await c.body() }),
      });
    const before = await c.read(url);

    // Missing: 428 naming If-Match; malformed: 400 naming it; nothing changed.
    const missing = await change();
    expect(missing.statusCode, missing.body).toBe(428);
    expect(missing.json()).toMatchObject({ code: 'PRECONDITION_REQUIRED', issues: [{ path: 'If-Match' }] });
    for (const bad of ['3', '"1', 'version 1']) {
      const malformed = await change(bad);
      expect(malformed.statusCode, `${bad}: ${malformed.body}`).toBe(400);
      expect(malformed.json().issues[0].path).toBe('If-Match');
    }
    expect(await c.read(url)).toBe(before);

    // Fresh: 200 and the new ETag.
    const saved = await change(`"${before}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe(`"${before + 1}"`);
    expect(await c.read(url)).toBe(before + 1);

    // Stale (the copy read before), weak, or never was: 412 with the record now and who changed it.
    for (const stale of [`"${before}"`, `W/"${before + 1}"`, '"definitely-stale"']) {
      const refused = await change(stale);
      expect(refused.statusCode, `${stale}: ${refused.body}`).toBe(412);
      const body = refused.json();
      expect(body).toMatchObject({
        code: 'PRECONDITION_FAILED',
        changedBy: { id: c.who.userId },
        changedAt: expect.any(String),
      });
      const current = (body.current as { invoice?: object }).invoice ?? body.current;
      expect((current as Record<string, unknown>)[field]).toBe(before + 1);
    }
    expect(await c.read(url)).toBe(before + 1);
  });

  it('the profile and the switches share the account version: a save of one makes a copy of the other stale', async () => {
    const prefs = await send(liam, 'GET', '/api/me/notification-preferences');
    const profile = await send(liam, 'GET', '/api/me/profile');
    expect(prefs.headers.etag).toBe(profile.headers.etag);
    const saved = await send(
      liam,
      'PATCH',
      '/api/me/profile',
      { name: 'Liam Lawyer', email: liam.email, phone: '', timeZone: 'Pacific/Auckland' },
      profile.headers.etag,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await send(liam, 'PUT', '/api/me/notification-preferences', allOn, prefs.headers.etag);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().current).toMatchObject({ version: saved.json().version });
    // As the web form does: the switches follow the profile's save, at the version it answered.
    const after = await send(liam, 'PUT', '/api/me/notification-preferences', allOn, saved.headers.etag);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('Mere saves the firm over Liam: refused, naming Liam; access comes first for a task of another firm', async () => {
    const etag = (await send(mere, 'GET', '/api/me/firm')).headers.etag as string;
    const firm = (await send(liam, 'GET', '/api/me/firm')).json<FirmSettingsDto>();
    const body = {
      name: firm.name,
      businessHoursStart: firm.businessHoursStart,
      businessHoursEnd: firm.businessHoursEnd,
      defaultBillingRate: centsToDollars(firm.defaultBillingRateCents),
      gstNumber: '',
    };
    expect((await send(liam, 'PATCH', '/api/me/firm', body, etag)).statusCode).toBe(200);
    const meres = await send(mere, 'PATCH', '/api/me/firm', { ...body, name: 'Mere & Liam Law' }, etag);
    expect(meres.statusCode, meres.body).toBe(412);
    expect(meres.json()).toMatchObject({ changedBy: { id: liam.userId, name: 'Liam Lawyer' } });
    expect((await send(liam, 'GET', '/api/me/firm')).json().name).toBe(firm.name);

    const task = await t.as(liam, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId, name: 'Secret task' },
    });
    for (const ifMatch of [undefined, 'not-a-tag', '"1"', '*']) {
      const res = await send(
        olive,
        'PATCH',
        `/api/tasks/${task.json().taskId}`,
        { status: 'completed' },
        ifMatch,
      );
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('who changed it: the record kind’s own events, not the reads on its trail', () => {
  it('an admin’s stale save of a user account names the admin who changed it, not the user who signed in since', async () => {
    const person = await t.signUp({ role: 'executor', name: 'Sina Signsin' });
    const url = `/api/admin/users/${person.userId}`;
    const read = await send(admin, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    const etag = read.headers.etag as string;
    const { name, email, role, status } = read.json<Record<string, string>>();
    const whole = { name, email, role, status };
    const saved = await send(admin, 'PUT', url, { ...whole, name: 'Sina Changed' }, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    // The person signs in after the admin's change: their trail gains `auth.signed_in`.
    expect((await t.signIn(person.email, person.password)).statusCode).toBe(200);
    const stale = await send(admin, 'PUT', url, { ...whole, name: 'Sina Again' }, etag);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({
      changedBy: { id: admin.userId },
      current: { name: 'Sina Changed' },
    });
  });
});
