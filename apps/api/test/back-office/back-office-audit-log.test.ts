import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEventDto, AuditEventList } from '@estate/domain';
import { auditEvents, lawFirms, users } from '../../src/db/schema.js';
import { AUDIT_PDF_LIMIT } from '../../src/services/audit/export-audit-events.js';
import { build, type Session } from '../helper.js';
import { extractText } from '../pdf-text.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * The audit log (/dashboard/audit-log, issue 15): who sees which events, what each event says, the
 * category filter, counts and search, the CSV export (the same events, formula-safe, itself
 * audited), and downloads being audited.
 */

const t = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Auditor' });
await t.promote(admin, 'admin');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Ledger' });
const colleague = await t.signUp({ role: 'lawyer', name: 'Colin Colleague' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Otherfirm' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const [firm] = await t.database.db.insert(lawFirms).values({ name: 'Audit Firm Law' }).returning();
await t.database.db
  .update(users)
  .set({ firmId: firm!.id })
  .where(inArray(users.id, [lawyer.userId, colleague.userId]));

const estateA = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi' });
const estateB = await t.newEstate(otherLawyer, { deceasedName: 'Bruce Otherfirm-Estate' });
const asset = await t.as(lawyer, {
  method: 'POST',
  url: `/api/estates/${estateA}/assets`,
  payload: { name: 'Bach', type: 'property', value: '450000' },
  remoteAddress: '203.0.113.7',
});
expect(asset.statusCode, asset.body).toBe(201);
await t.as(otherLawyer, {
  method: 'POST',
  url: `/api/estates/${estateB}/assets`,
  payload: { name: 'Launch', type: 'vehicle', value: '30000' },
});

async function list(who: Session, query = ''): Promise<AuditEventList> {
  const res = await t.as(who, { method: 'GET', url: `/api/audit-events?pageSize=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEventList>();
}
const find = (items: AuditEventDto[], action: string, details?: string) =>
  items.find((e) => e.action === action && (!details || e.details.includes(details)));

describe('the audit log', () => {
  it('shows an admin every event with the user, role, category, details, IP address and status', async () => {
    const { items } = await list(admin);
    const created = find(items, 'asset.created', 'Bach');
    expect(created).toMatchObject({
      user: { id: lawyer.userId, name: 'Lena Ledger', role: 'lawyer' },
      actionLabel: 'Asset created',
      category: 'data',
      details: 'Asset “Bach” created in the Estate of Hēmi Te Rangi',
      ipAddress: '203.0.113.7',
      status: 'success',
    });
    expect(find(items, 'estate.created', 'Bruce Otherfirm-Estate')?.details).toBe(
      'Estate of Bruce Otherfirm-Estate opened',
    );
    // Newest first.
    const times = items.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('names the system and deleted accounts as such', async () => {
    const gone = await t.signUp({ role: 'lawyer', name: 'Gone Person' });
    const estate = await t.newEstate(gone, { deceasedName: 'Left Behind' });
    await t.database.db
      .update(users)
      .set({ name: 'Deleted user', deletedAt: new Date() })
      .where(eq(users.id, gone.userId));
    await t.database.db.insert(auditEvents).values({
      actorId: null,
      action: 'report.generated',
      entityType: 'report',
      entityId: null,
      data: { name: 'Weekly estate summary' },
      category: 'system',
    });
    const { items } = await list(admin);
    expect(find(items, 'estate.created', 'Left Behind')?.user).toMatchObject({ name: 'Deleted user' });
    expect(find(items, 'report.generated')).toMatchObject({
      user: null,
      category: 'system',
      details: 'Report “Weekly estate summary” generated',
    });
    expect(estate).toBeTruthy();
  });

  it("shows a lawyer their estates' events and their firm's, never another firm's estate", async () => {
    // A colleague exports the log (an event about no estate), and does something in an estate the
    // lawyer may not see (as if linked to it): the first shows, the second does not.
    const exported = await t.as(colleague, { method: 'GET', url: '/api/audit-events/export.csv' });
    expect(exported.statusCode).toBe(200);
    await t.database.db.insert(auditEvents).values({
      actorId: colleague.userId,
      action: 'asset.updated',
      entityType: 'asset',
      entityId: null,
      data: { estateId: estateB, name: 'Hidden Launch' },
      category: 'data',
    });

    const mine = await list(lawyer);
    expect(find(mine.items, 'asset.created', 'Bach')).toBeTruthy();
    expect(find(mine.items, 'audit_log.exported')?.user?.name).toBe('Colin Colleague');
    expect(JSON.stringify(mine)).not.toContain('Bruce Otherfirm-Estate');
    expect(JSON.stringify(mine)).not.toContain('Hidden Launch');
    expect(JSON.stringify(mine)).not.toContain('Oscar Otherfirm');

    const theirs = await list(otherLawyer);
    expect(find(theirs.items, 'asset.created', 'Launch')).toBeTruthy();
    expect(JSON.stringify(theirs)).not.toContain('Hēmi Te Rangi');
    expect(find(theirs.items, 'audit_log.exported')).toBeUndefined();
    // Counts cover only what the reader sees.
    expect(theirs.summary.total).toBe(theirs.total);
    expect(theirs.summary.total).toBeLessThan((await list(admin)).summary.total);
  });

  it('is not for executors (403), nor the signed out (401); a bad filter is a 400 naming it', async () => {
    expect((await t.as(executor, { method: 'GET', url: '/api/audit-events' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
    const bad = await t.as(admin, { method: 'GET', url: '/api/audit-events?category=everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('category');
  });

  it('filters by category and counts total, document, security and access events', async () => {
    await t.database.db.insert(auditEvents).values([
      {
        actorId: lawyer.userId,
        action: 'auth.sign_in_failed',
        entityType: 'auth',
        entityId: null,
        data: { email: 'lena@example.nz', reason: 'wrong password' },
        category: 'security',
        status: 'failure',
        ipAddress: '198.51.100.23',
      },
      {
        actorId: lawyer.userId,
        action: 'auth.signed_in',
        entityType: 'auth',
        entityId: null,
        category: 'security',
        ipAddress: '198.51.100.23',
      },
    ]);
    const all = await list(admin);
    const security = await list(admin, '&category=security');
    expect(security.items.length).toBeGreaterThanOrEqual(2);
    expect(security.items.every((e) => e.category === 'security')).toBe(true);
    expect(find(security.items, 'auth.sign_in_failed')).toMatchObject({
      status: 'failure',
      details: 'Sign-in failed for lena@example.nz (wrong password)',
      ipAddress: '198.51.100.23',
    });
    // The cards count everything in view, whatever the filter; the filtered total is the list's.
    expect(security.summary).toEqual(all.summary);
    expect(security.total).toBe(all.summary.security);
    expect((await list(admin, '&category=document')).total).toBe(all.summary.document);
    expect((await list(admin, '&category=access')).total).toBe(all.summary.access);
    expect(all.summary.total).toBe(all.total);
    expect((await list(admin, '&status=failure')).items.every((e) => e.status === 'failure')).toBe(true);
  });

  it('searches the action, the names in the details and the user', async () => {
    const bach = await list(admin, '&q=bach');
    expect(bach.items.length).toBeGreaterThan(0);
    expect(bach.items.every((e) => e.details.includes('Bach'))).toBe(true);
    const byName = await list(admin, '&q=Oscar');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((e) => e.user?.name === 'Oscar Otherfirm')).toBe(true);
    const byEstate = await list(admin, '&q=Te Rangi&category=data');
    expect(find(byEstate.items, 'asset.created', 'Bach')).toBeTruthy();
    expect((await list(admin, '&q=signed in')).items.some((e) => e.action === 'auth.signed_in')).toBe(true);
    const byEmail = await list(admin, '&q=lena@example');
    expect(byEmail.items.map((e) => e.details)).toEqual([
      'Sign-in failed for lena@example.nz (wrong password)',
    ]);
  });

  it('exports the filtered events as formula-safe CSV, and audits the export', async () => {
    await t.database.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.example")' })
      .where(eq(users.id, executor.userId));
    await t.database.db.insert(auditEvents).values({
      actorId: executor.userId,
      action: 'estate.updated',
      entityType: 'estate',
      entityId: estateA,
      data: { estateId: estateA, changes: {} },
      category: 'data',
    });
    const query = '&category=data&q=Te Rangi';
    const shown = await list(admin, query);
    const res = await t.as(admin, { method: 'GET', url: `/api/audit-events/export.csv?${query.slice(1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename=audit-log-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Event ID,Timestamp (NZ),User,Role,Action,Category,Details,IP address,Status,Chain position,Previous hash,Hash (SHA-256)',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(shown.items.map((e) => e.id));
    // Each event carries its seal (decision 071): its chain position, the hash before it and its own.
    const seals = lines.slice(1).map((l) => l.split(',').slice(-3));
    expect(seals.map(([, , hash]) => hash)).toEqual(shown.items.map((e) => e.hash));
    for (const [seq, prev, hash] of seals) {
      expect(Number(seq)).toBeGreaterThan(0);
      expect(prev).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const evil = lines.find((l) => l.includes('HYPERLINK'));
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines.some((l) => l.includes('Asset “Bach” created in the Estate of Hēmi Te Rangi'))).toBe(true);

    const after = await list(admin, '&category=access');
    expect(find(after.items, 'audit_log.exported')).toMatchObject({
      user: { name: 'Ada Auditor' },
      details: `Audit log exported as CSV (${shown.total} event${shown.total === 1 ? '' : 's'})`,
    });
  });

  it('exports the filtered events as a PDF with each event’s hash, itself audited; too many is a 400 saying what to do', async () => {
    const shown = await list(admin, '&category=data');
    const res = await t.as(admin, { method: 'GET', url: '/api/audit-events/export.pdf?category=data' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename=audit-log-\d{4}-\d{2}-\d{2}\.pdf/,
    );
    const text = (await extractText(res.rawPayload)).lines.join('').replace(/\s+/g, '');
    expect(text).toContain('AuditLog');
    for (const e of shown.items) expect(text).toContain(`#${e.seq}${e.hash}`);
    expect(text).toContain('Asset“Bach”createdintheEstateofHēmiTeRangi');
    const after = await list(admin, '&category=access');
    expect(find(after.items, 'audit_log.exported', 'PDF')?.details).toBe(
      `Audit log exported as PDF (${shown.total} event${shown.total === 1 ? '' : 's'})`,
    );

    // More than a PDF holds: a 400 that says how many and what to do, and nothing is audited.
    const many = Array.from({ length: AUDIT_PDF_LIMIT + 1 }, (_, i) => ({
      actorId: null,
      action: 'report.generated',
      entityType: 'report',
      entityId: null,
      data: { name: `Bulk ${i}` },
      category: 'system',
    }));
    await t.database.db.insert(auditEvents).values(many);
    const tooMany = await t.as(admin, { method: 'GET', url: '/api/audit-events/export.pdf?category=system' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(
      /^5,0\d\d events match: a PDF holds at most 5,000\. Narrow the dates or filters, or export CSV\.$/,
    );
    const exports = (await list(admin, '&category=access')).items.filter(
      (e) => e.action === 'audit_log.exported',
    );
    expect(exports).toHaveLength(after.items.filter((e) => e.action === 'audit_log.exported').length);
  });

  it('audits a document download and an inventory export, for those who see the estate', async () => {
    const body = multipart({ estateId: estateA, sharedWithBeneficiaries: false }, [
      { name: 'valuation-report.pdf', data: PDF },
    ]);
    const uploaded = await t.as(lawyer, { method: 'POST', url: '/api/documents', ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { documentId } = uploaded.json<{ documentId: string }>();
    expect(
      (await t.as(colleague, { method: 'GET', url: `/api/documents/${documentId}/file` })).statusCode,
    ).toBe(200);
    const inventory = await t.as(lawyer, {
      method: 'GET',
      url: `/api/inventory-items/export.csv?estateId=${estateA}`,
    });
    expect(inventory.statusCode).toBe(200);

    const mine = await list(lawyer, '&category=access');
    expect(find(mine.items, 'document.downloaded')).toMatchObject({
      user: { name: 'Colin Colleague', role: 'lawyer' },
      actionLabel: 'Document downloaded',
      details: 'Document “valuation-report.pdf” downloaded in the Estate of Hēmi Te Rangi',
    });
    expect(find(mine.items, 'inventory.exported')?.details).toBe(
      'Estate inventory exported in the Estate of Hēmi Te Rangi',
    );
    expect(find((await list(otherLawyer)).items, 'document.downloaded')).toBeUndefined();
  });
});
