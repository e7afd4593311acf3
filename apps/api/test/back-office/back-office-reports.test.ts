import { inflateRawSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextRunAfter } from '@estate/domain';
import * as schema from '../../src/db/schema.js';
import { runScheduledReports } from '../../src/services/reports/run-scheduled-reports.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF, validForm } from '../notifyflow-helpers.js';
import { extractText } from '../pdf-text.js';

/*
 * Reports (issue 15): what each type holds equals what the screens show the same person, another
 * firm's estates never appear, the three file formats, the saved reports' counts and rules, and the
 * scheduler that emails a due report to each recipient and moves it on.
 */

const t = await build();
const db = t.database.db;

const lawyer = await t.signUp({ role: 'lawyer', name: 'Rangi Reports-Lawyer' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Otto Other-Firm' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Reports-Admin' });
await t.promote(admin, 'admin');
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Reader' });

const post = async (who: Session, url: string, payload: object) => {
  const res = await t.as(who, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

// Two estates of the lawyer with money, tasks and a distribution; one of another firm.
const wilson = await t.newEstate(lawyer, { deceasedName: 'Margaret Wilson-Report' });
const hemi = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi-Report' });
const secret = await t.newEstate(otherLawyer, { deceasedName: 'Secret Other-Firm Estate' });
for (const estate of [wilson, secret]) {
  const who = estate === secret ? otherLawyer : lawyer;
  await post(who, `/api/estates/${estate}/assets`, { name: 'Bach', type: 'property', value: '450000.10' });
  await post(who, `/api/estates/${estate}/liabilities`, { name: 'Visa', type: 'credit', amount: '1234.56' });
  for (const [type, amount, status] of [
    ['income', '1000.05', 'completed'],
    ['expense', '120.50', 'completed'],
    ['expense', '99.99', 'pending'],
  ] as const) {
    await post(who, `/api/estates/${estate}/transactions`, {
      occurredOn: '2026-07-01',
      type,
      description: `Report ${type}`,
      category: type === 'income' ? 'bank_interest' : 'rates',
      amount,
      status,
    });
  }
}
const heir = await post(lawyer, `/api/estates/${wilson}/beneficiaries`, {
  fullName: 'Aroha Heir',
  relationship: 'daughter',
});
await post(lawyer, `/api/estates/${wilson}/distributions`, {
  beneficiaryId: heir,
  type: 'interim',
  amount: '500.00',
  status: 'planned',
});

/** A CSV file as rows of cells (RFC 4180 quoting), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r' && c !== '\n')) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    }
  }
  return rows;
}

async function generate(who: Session, query: string) {
  const res = await t.as(who, { method: 'GET', url: `/api/reports/generate?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const csvOf = async (who: Session, type: string, extra = '') =>
  parseCsv((await generate(who, `type=${type}&format=csv${extra}`)).body);

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The files in a zip (an XLSX), by name, inflated. */
function unzip(buffer: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extra = buffer.readUInt16LE(at + 30);
    const comment = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('report contents equal what the screens show', () => {
  it('estate summary: exactly the estates of My Estates, with their account totals and tasks', async () => {
    const rows = await csvOf(lawyer, 'estate_summary');
    expect(rows[0]).toEqual([
      'Estate',
      'Stage',
      'Status',
      'Tasks done',
      'Tasks total',
      'Total assets (NZD)',
      'Total liabilities (NZD)',
    ]);
    const mine = (await t.as(lawyer, { method: 'GET', url: '/api/estates?pageSize=100' })).json<{
      items: { estateId: string; deceasedName: string }[];
    }>().items;
    expect(rows.slice(1).map((r) => r[0])).toEqual(mine.map((e) => `Estate of ${e.deceasedName}`));
    expect(rows.flat().join(' ')).not.toContain('Secret Other-Firm');

    const account = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${wilson}/account` })).json<{
      assets: { totalCents: number };
      liabilities: { totalCents: number };
    }>();
    const detail = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${wilson}` })).json<{
      tasks: { status: string }[];
    }>();
    const row = rows.find((r) => r[0] === 'Estate of Margaret Wilson-Report')!;
    expect(row.slice(1)).toEqual([
      'Initial',
      'Active',
      String(detail.tasks.filter((x) => x.status === 'completed').length),
      String(detail.tasks.length),
      dollars(account.assets.totalCents),
      dollars(account.liabilities.totalCents),
    ]);
    expect(row[5]).toBe('450000.10');
    expect(row[6]).toBe('1234.56');
  });

  it('financials: income, expenses and balance equal the estate account (completed only)', async () => {
    const rows = await csvOf(lawyer, 'financials');
    expect(rows[0]).toEqual([
      'Estate',
      'Income (NZD)',
      'Expenses (NZD)',
      'Balance (NZD)',
      'Pending transactions',
    ]);
    for (const [estate, name] of [
      [wilson, 'Margaret Wilson-Report'],
      [hemi, 'Hēmi Te Rangi-Report'],
    ] as const) {
      const a = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${estate}/account` })).json<{
        income: { totalCents: number };
        expenses: { totalCents: number };
        netIncomeCents: number;
        pendingTransactionCount: number;
      }>();
      expect(rows.find((r) => r[0] === `Estate of ${name}`)).toEqual([
        `Estate of ${name}`,
        dollars(a.income.totalCents),
        dollars(a.expenses.totalCents),
        dollars(a.netIncomeCents),
        String(a.pendingTransactionCount),
      ]);
    }
    expect(rows.find((r) => r[0] === 'Estate of Margaret Wilson-Report')!.slice(1)).toEqual([
      '1000.05',
      '120.50',
      '879.55',
      '1',
    ]);
    expect(rows.flat().join(' ')).not.toContain('Secret Other-Firm');
    // The other firm's lawyer sees their own estate only.
    const theirs = await csvOf(otherLawyer, 'financials');
    expect(theirs.slice(1).map((r) => r[0])).toEqual(['Estate of Secret Other-Firm Estate']);
  });

  it("task status: every task of the person's estates, with assignee, due date and status", async () => {
    const rows = await csvOf(lawyer, 'task_status', `&estateId=${wilson}`);
    expect(rows[0]).toEqual(['Estate', 'Task', 'Assignee', 'Due date', 'Status']);
    const detail = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${wilson}` })).json<{
      tasks: { name: string; dueDate: string | null }[];
    }>();
    expect(detail.tasks.length).toBeGreaterThan(0);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(detail.tasks.map((x) => x.name).sort());
    const first = detail.tasks.find((x) => x.dueDate)!;
    expect(rows.find((r) => r[1] === first.name)![3]).toBe(first.dueDate);
  });

  it('distributions: each with its estate, beneficiary, amount and status', async () => {
    const rows = await csvOf(lawyer, 'distributions');
    expect(rows.slice(1)).toEqual([
      ['Estate of Margaret Wilson-Report', 'Aroha Heir', 'Interim', '500.00', 'Planned', ''],
    ]);
  });

  it("NotifyFlow response times: the person's own notifications; an admin's all", async () => {
    const notify = await t.signUp({ role: 'notifyflow', name: 'Nora Notifier' });
    const body = multipart(validForm({ deceasedName: 'Tama Notified' }), [{ name: 'death.pdf', data: PDF }]);
    const res = await t.as(notify, { method: 'POST', url: '/api/notifications', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { referenceCode, notificationId } = res.json<{ referenceCode: string; notificationId: string }>();
    const [row] = await db
      .select()
      .from(schema.institutionsNotified)
      .where(eq(schema.institutionsNotified.notificationId, notificationId));
    // The organisation answered two days (New Zealand) after it was sent.
    await db
      .update(schema.institutionsNotified)
      .set({
        status: 'completed',
        sentDate: new Date('2026-11-02T21:00:00Z'),
        respondedAt: new Date('2026-11-04T22:00:00Z'),
      })
      .where(eq(schema.institutionsNotified.id, row!.id));

    const adminRows = await csvOf(admin, 'notifyflow_response_times');
    expect(adminRows[0]).toEqual([
      'Organisation',
      'Deceased',
      'Reference',
      'Notified at',
      'Responded at',
      'Days to respond',
      'Status',
    ]);
    const answered = adminRows.find((r) => r[2] === referenceCode && r[6] === 'Completed')!;
    expect(answered.slice(1)).toEqual([
      'Tama Notified',
      referenceCode,
      '2026-11-03 10:00',
      '2026-11-05 11:00',
      '2',
      'Completed',
    ]);
    // The lawyer did not send it: not in theirs; NotifyFlow accounts have no reports.
    expect((await csvOf(lawyer, 'notifyflow_response_times')).flat()).not.toContain(referenceCode);
    expect(
      (await t.as(notify, { method: 'GET', url: '/api/reports/generate?type=financials&format=csv' }))
        .statusCode,
    ).toBe(403);
  });

  it("another firm's estate answers 404; a bad type is a 400 naming it", async () => {
    const res = await t.as(lawyer, {
      method: 'GET',
      url: `/api/reports/generate?type=financials&format=csv&estateId=${secret}`,
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.as(lawyer, { method: 'GET', url: '/api/reports/generate?type=gossip&format=csv' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('type');
  });
});

describe('saved reports', () => {
  const report = (over: object = {}) => ({
    name: 'Monthly financials',
    type: 'financials',
    format: 'pdf',
    frequency: 'monthly',
    recipients: ['Partner@Example.nz', 'accounts@example.nz'],
    estate: '',
    ...over,
  });

  it('a new report gets its category and next run; one-time is never scheduled; the counts', async () => {
    const someone = await t.signUp({ role: 'lawyer', name: 'Counting Lawyer' });
    const before = Date.now();
    const monthly = (await t.as(someone, { method: 'POST', url: '/api/reports', payload: report() })).json<{
      category: string;
      nextScheduledAt: string;
      recipients: string[];
      status: string;
    }>();
    expect(monthly).toMatchObject({
      category: 'financial',
      status: 'not_run',
      recipients: ['partner@example.nz', 'accounts@example.nz'],
    });
    expect(monthly.nextScheduledAt).toBe(nextRunAfter('monthly', new Date(before))!.toISOString());
    const once = (
      await t.as(someone, {
        method: 'POST',
        url: '/api/reports',
        payload: report({
          name: 'Estate list',
          type: 'estate_summary',
          frequency: 'one-time',
          recipients: [],
        }),
      })
    ).json<{ nextScheduledAt: string | null; category: string }>();
    expect(once).toMatchObject({ nextScheduledAt: null, category: 'estate_management' });
    await post(
      someone,
      '/api/reports',
      report({ name: 'Weekly tasks', type: 'task_status', frequency: 'weekly' }),
    );

    const list = (
      await t.as(someone, { method: 'GET', url: '/api/reports?category=financial&q=monthly' })
    ).json<{ items: { name: string }[]; summary: object }>();
    expect(list.items.map((i) => i.name)).toEqual(['Monthly financials']);
    // Total, Scheduled (not one-time) and Categories count all of the person's reports.
    expect(list.summary).toEqual({ total: 3, scheduled: 2, categories: 2 });
    // Nobody else's reports are counted or listed.
    const others = (await t.as(lawyer, { method: 'GET', url: '/api/reports' })).json<{ items: object[] }>();
    expect(others.items.every((i) => (i as { name: string }).name !== 'Weekly tasks')).toBe(true);
  });

  it('refuses a scheduled report without recipients, and an estate the owner may not see, naming the field', async () => {
    const none = await t.as(lawyer, {
      method: 'POST',
      url: '/api/reports',
      payload: report({ recipients: [] }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([
      expect.objectContaining({
        path: 'recipients',
        message: 'A scheduled report needs at least one recipient',
      }),
    ]);
    const hidden = await t.as(lawyer, {
      method: 'POST',
      url: '/api/reports',
      payload: report({ estate: secret }),
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().issues).toEqual([
      expect.objectContaining({ path: 'estate', message: 'Estate not found' }),
    ]);
    expect(
      (await t.as(beneficiary, { method: 'GET', url: '/api/reports' })).statusCode,
      'reports are for those who run estates',
    ).toBe(403);
  });

  it('downloads as CSV, PDF and XLSX, marks it generated and audits the download', async () => {
    const id = await post(lawyer, '/api/reports', report({ estate: wilson }));
    // Never generated: not "Ready" beside "Last: Never" (issue 42 item 15).
    expect((await t.as(lawyer, { method: 'GET', url: `/api/reports/${id}` })).json()).toMatchObject({
      status: 'not_run',
      lastGeneratedAt: null,
    });
    const pdf = await t.as(lawyer, { method: 'GET', url: `/api/reports/${id}/download` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename=report-monthly-financials-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const text = (await extractText(pdf.rawPayload)).lines.join('\n');
    expect(text).toContain('Monthly financials');
    expect(text).toContain('Estate of Margaret Wilson-Report');
    expect(text).toContain('$1,000.05');
    expect(text).toContain('$879.55');
    expect(text).not.toContain('Hēmi');

    const csv = await t.as(lawyer, { method: 'GET', url: `/api/reports/${id}/download?format=csv` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parseCsv(csv.body)[1]).toEqual([
      'Estate of Margaret Wilson-Report',
      '1000.05',
      '120.50',
      '879.55',
      '1',
    ]);

    const xlsx = await t.as(lawyer, { method: 'GET', url: `/api/reports/${id}/download?format=xlsx` });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const files = unzip(xlsx.rawPayload);
    const sheet = [...files.entries()].find(([name]) => name.startsWith('xl/worksheets/sheet'))![1];
    // The income is a number cell of dollars (not text), shown with two decimals.
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>1000\.05<\/v><\/c>/);
    expect([...files.values()].join('')).toContain('Estate of Margaret Wilson-Report');
    expect(files.get('xl/styles.xml')).toContain('#,##0.00');

    const saved = (await t.as(lawyer, { method: 'GET', url: `/api/reports/${id}` })).json<{
      lastGeneratedAt: string | null;
      status: string;
    }>();
    expect(saved.lastGeneratedAt).not.toBeNull();
    expect(saved.status).toBe('ready');
    const audits = await db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, 'report.downloaded'), eq(schema.auditEvents.entityId, id)));
    expect(audits.map((a) => a.actorId)).toEqual([lawyer.userId, lawyer.userId, lawyer.userId]);
    expect(audits[0]!.category).toBe('access');

    // Someone else's report: 404, even for an admin.
    expect((await t.as(admin, { method: 'GET', url: `/api/reports/${id}/download` })).statusCode).toBe(404);
  });
});

describe('the scheduler', () => {
  it('emails a due report to each recipient with the file, and moves it to its next run', async () => {
    const id = await post(lawyer, '/api/reports', {
      name: 'Scheduled money',
      type: 'financials',
      format: 'csv',
      frequency: 'weekly',
      recipients: ['one@example.nz', 'two@example.nz'],
      estate: '',
    });
    const once = await post(lawyer, '/api/reports', {
      name: 'Never scheduled',
      type: 'financials',
      format: 'csv',
      frequency: 'one-time',
      recipients: ['never@example.nz'],
      estate: '',
    });
    const due = new Date(Date.now() - 60_000);
    await db.update(schema.reports).set({ nextScheduledAt: due }).where(eq(schema.reports.id, id));

    const now = new Date();
    const outcome = await runScheduledReports(db, { now });
    expect(outcome.sent).toBeGreaterThanOrEqual(1);

    const mails = await db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, 'report'), eq(schema.outbox.subject, 'Report: Scheduled money')));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['one@example.nz', 'two@example.nz']);
    for (const mail of mails) {
      const [file] = await db
        .select()
        .from(schema.outboxAttachments)
        .where(eq(schema.outboxAttachments.outboxId, mail.id));
      expect(file!.filename).toMatch(/^report-scheduled-money-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file!.contentType).toBe('text/csv; charset=utf-8');
      const rows = parseCsv(Buffer.from(file!.content).toString('utf8'));
      expect(rows.find((r) => r[0] === 'Estate of Margaret Wilson-Report')).toEqual([
        'Estate of Margaret Wilson-Report',
        '1000.05',
        '120.50',
        '879.55',
        '1',
      ]);
      expect(rows.flat().join(' ')).not.toContain('Secret Other-Firm');
    }

    const [after] = await db.select().from(schema.reports).where(eq(schema.reports.id, id));
    expect(after!.nextScheduledAt!.toISOString()).toBe(nextRunAfter('weekly', now)!.toISOString());
    expect(after!.lastGeneratedAt!.getTime()).toBe(now.getTime());
    expect(after!.status).toBe('ready');
    const [audit] = await db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, 'report.generated'), eq(schema.auditEvents.entityId, id)));
    expect(audit).toMatchObject({ actorId: null, category: 'system', status: 'success' });

    // Not due again until its next run; the one-time report was never made.
    expect((await runScheduledReports(db, { now })).sent).toBe(0);
    const [oneTime] = await db.select().from(schema.reports).where(eq(schema.reports.id, once));
    expect(oneTime).toMatchObject({ nextScheduledAt: null, lastGeneratedAt: null });
    expect(
      await db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, 'never@example.nz')),
    ).toEqual([]);
  });

  it('a report that cannot be made is marked failed with the error kept, and tried next period', async () => {
    const estate = await t.newEstate(lawyer, { deceasedName: 'Soon Gone Estate' });
    const id = await post(lawyer, '/api/reports', {
      name: 'Gone estate report',
      type: 'task_status',
      format: 'pdf',
      frequency: 'monthly',
      recipients: ['gone@example.nz'],
      estate,
    });
    // The lawyer no longer sees the estate (it moved to someone else).
    await db
      .update(schema.estates)
      .set({ createdBy: otherLawyer.userId })
      .where(eq(schema.estates.id, estate));
    await db.delete(schema.estateRoles).where(eq(schema.estateRoles.estateId, estate));
    expect((await t.as(lawyer, { method: 'GET', url: `/api/estates/${estate}` })).statusCode).toBe(404);
    await db
      .update(schema.reports)
      .set({ nextScheduledAt: new Date(Date.now() - 1000) })
      .where(eq(schema.reports.id, id));
    const now = new Date();
    expect((await runScheduledReports(db, { now })).failed).toBe(1);
    const [after] = await db.select().from(schema.reports).where(eq(schema.reports.id, id));
    expect(after!.status).toBe('failed');
    expect(after!.nextScheduledAt!.toISOString()).toBe(nextRunAfter('monthly', now)!.toISOString());
    const [audit] = await db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, 'report.generated'), eq(schema.auditEvents.entityId, id)));
    expect(audit).toMatchObject({
      actorId: null,
      status: 'failure',
      data: expect.objectContaining({ error: 'Estate not found' }),
    });
    expect(
      await db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, 'gone@example.nz')),
    ).toEqual([]);
  });

  it("a deactivated owner's report is not made; its schedule moves on", async () => {
    const leaving = await t.signUp({ role: 'lawyer', name: 'Leaving Lawyer' });
    const id = await post(leaving, '/api/reports', {
      name: 'Leaver report',
      type: 'estate_summary',
      format: 'csv',
      frequency: 'quarterly',
      recipients: ['leaver@example.nz'],
      estate: '',
    });
    await db.update(schema.users).set({ active: false }).where(eq(schema.users.id, leaving.userId));
    await db
      .update(schema.reports)
      .set({ nextScheduledAt: new Date(Date.now() - 1000) })
      .where(eq(schema.reports.id, id));
    const now = new Date();
    expect((await runScheduledReports(db, { now })).skipped).toBe(1);
    const [after] = await db.select().from(schema.reports).where(eq(schema.reports.id, id));
    expect(after!.nextScheduledAt!.toISOString()).toBe(nextRunAfter('quarterly', now)!.toISOString());
    expect(after!.lastGeneratedAt).toBeNull();
    expect(
      await db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, 'leaver@example.nz')),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.auditEvents)
        .where(and(eq(schema.auditEvents.entityId, id), isNull(schema.auditEvents.actorId))),
    ).toEqual([]);
  });
});
