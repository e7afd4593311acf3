import { randomUUID } from 'node:crypto';
import { estateListSchema, estateSchema } from '@estate/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appNotifications,
  auditEvents,
  estateFileCounters,
  lawFirms,
  outbox,
  users,
} from '../../src/db/schema.js';
import { build, withFailingInserts, type Session } from '../helper.js';
import { giveNotificationEmail, multipart, validForm } from '../notifyflow-helpers.js';

/*
 * Issue 19, what a lawyer or executor trips over: My Estates lists for every role, the estate's file
 * number (shown, searched, sequential per firm), Recent Activity naming the estate and the person,
 * the executor told when assigned, en-NZ dates in emails, and the estimated value kept as cents.
 */

const t = await build();
const db = t.database.db;
const publicUrl = t.deps.config.publicUrl;

const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Numbers-Lawyer' });
const colleague = await t.signUp({ role: 'lawyer', name: 'Cara Colleague' });
const rival = await t.signUp({ role: 'lawyer', name: 'Rua Rival-Firm' });
const executor = await t.signUp({ role: 'executor', name: 'Aroha Ngata' });
const second = await t.signUp({ role: 'executor', name: 'Tama Second' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Numbers-Beneficiary' });

const [harbour] = await db.insert(lawFirms).values({ name: 'Harbour Law' }).returning();
const [hills] = await db.insert(lawFirms).values({ name: 'Hills Law' }).returning();
await db
  .update(users)
  .set({ firmId: harbour!.id })
  .where(sql`${users.id} in (${lawyer.userId}, ${colleague.userId})`);
await db.update(users).set({ firmId: hills!.id }).where(eq(users.id, rival.userId));

const wilson = await t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: 'Margaret Wilson' });
const chen = await t.newEstate(colleague, { deceasedName: 'David Chen' });
const rivals = await t.newEstate(rival, { deceasedName: 'Hemi Rival' });

async function list(who: Session, q = '') {
  const res = await t.as(who, { method: 'GET', url: `/api/estates?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return estateListSchema.parse(res.json());
}
async function estate(who: Session, id: string) {
  const res = await t.as(who, { method: 'GET', url: `/api/estates/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return estateSchema.parse(res.json());
}
const mail = (to: string) => db.select().from(outbox).where(eq(outbox.toAddress, to));
const notices = (who: Session) =>
  db.select().from(appNotifications).where(eq(appNotifications.userId, who.userId));

describe('My Estates for each role', () => {
  it('lists what each person may see: the firm’s, their own, those they follow, all', async () => {
    const names = async (who: Session) => (await list(who)).items.map((i) => i.deceasedName).sort();
    expect(await names(lawyer)).toEqual(['David Chen', 'Margaret Wilson']);
    expect(await names(colleague)).toEqual(['David Chen', 'Margaret Wilson']);
    expect(await names(executor)).toEqual(['Margaret Wilson']);
    expect(await names(beneficiary)).toEqual(['Margaret Wilson']);
    expect(await names(rival)).toEqual(['Hemi Rival']);
    expect(await names(admin)).toEqual(
      expect.arrayContaining(['David Chen', 'Hemi Rival', 'Margaret Wilson']),
    );
  });
});

describe('the file number', () => {
  it('is sequential per firm, may repeat in another firm, and is on the estate and the list', async () => {
    const harbourNumbers = [
      (await estate(lawyer, wilson)).fileNumber,
      (await estate(colleague, chen)).fileNumber,
    ];
    const year = new Date().getFullYear();
    expect(harbourNumbers[0]).toMatch(new RegExp(`^EST-(${year}|${year + 1})-\\d{4}$`));
    const [first, next] = harbourNumbers.map((n) => Number(n.slice(-4)));
    expect(next).toBe(first! + 1);
    // Another firm's first estate has the same number as Harbour Law's first.
    expect((await estate(rival, rivals)).fileNumber).toBe(harbourNumbers[0]);
    expect((await list(lawyer)).items.find((i) => i.estateId === chen)?.fileNumber).toBe(harbourNumbers[1]);
  });

  it('finds an estate by its file number (whole or in part), and still by its id', async () => {
    const { fileNumber } = await estate(colleague, chen);
    expect((await list(lawyer, fileNumber)).items.map((i) => i.estateId)).toEqual([chen]);
    expect((await list(lawyer, fileNumber.slice(-4))).items.map((i) => i.estateId)).toEqual([chen]);
    expect((await list(lawyer, fileNumber.toLowerCase())).total).toBe(1);
    // The other firm's estate of the same number is not theirs to find.
    const wilsonNumber = (await estate(lawyer, wilson)).fileNumber;
    expect((await list(lawyer, wilsonNumber)).items.map((i) => i.estateId)).toEqual([wilson]);
    expect((await list(lawyer, chen.slice(0, 8))).items.map((i) => i.estateId)).toEqual([chen]);
  });

  it('keeps counting past 9999 in a year: EST-2026-9999, then EST-2026-10000', async () => {
    const [busyFirm] = await db.insert(lawFirms).values({ name: 'Busy Law' }).returning();
    const busyLawyer = await t.signUp({ role: 'lawyer', name: 'Bo Busy' });
    await db.update(users).set({ firmId: busyFirm!.id }).where(eq(users.id, busyLawyer.userId));
    const first = await t.newEstate(busyLawyer, { deceasedName: 'First of Many' });
    const year = Number((await estate(busyLawyer, first)).fileNumber.split('-')[1]);
    await db
      .update(estateFileCounters)
      .set({ last: 9998 })
      .where(and(eq(estateFileCounters.firmKey, busyFirm!.id), eq(estateFileCounters.year, year)));
    const busy = [await t.newEstate(busyLawyer, { deceasedName: 'Nine Nines' })];
    busy.push(await t.newEstate(busyLawyer, { deceasedName: 'Ten Thousand' }));
    expect(await Promise.all(busy.map(async (id) => (await estate(busyLawyer, id)).fileNumber))).toEqual([
      `EST-${year}-9999`,
      `EST-${year}-10000`,
    ]);
  });
});

describe('a lawyer who joins a firm', () => {
  it('brings their estates in with the firm’s next numbers, so the firm’s next estate still opens', async () => {
    const joiner = await t.signUp({ role: 'lawyer', name: 'Jo Joiner' });
    const own = await t.newEstate(joiner, { deceasedName: 'Kahu Own' });
    const got = (await t.as(admin, { method: 'GET', url: `/api/admin/users/${joiner.userId}` })).json();
    const put = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${joiner.userId}`,
      payload: {
        name: got.name,
        email: got.email,
        phone: got.phone,
        role: got.role,
        status: 'active',
        firmId: hills!.id,
        password: '',
        notificationPreferences: got.notificationPreferences,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const rivalNumber = Number((await estate(rival, rivals)).fileNumber.slice(-4));
    const brought = (await estate(joiner, own)).fileNumber;
    expect(Number(brought.slice(-4))).toBe(rivalNumber + 1);
    // The firm's next estate gets the number after it (before, it clashed and could not open).
    const next = await t.newEstate(rival, { deceasedName: 'Hine Next' });
    expect(Number((await estate(rival, next)).fileNumber.slice(-4))).toBe(rivalNumber + 2);
    expect((await list(rival, brought)).items.map((i) => i.estateId)).toEqual([own]);
  });
});

describe('Recent Activity names the estate and the person', () => {
  type Item = { action: string; deceasedName: string | null; data: Record<string, unknown> | null };
  const activity = async (who: Session) =>
    (await t.as(who, { method: 'GET', url: '/api/dashboard' })).json().recentActivity as Item[];

  it('an assignment carries the executor’s name and the estate’s', async () => {
    const assigned = (await activity(lawyer)).find(
      (i) => i.action === 'estate.updated' && (i.data?.changes as { executorId?: string })?.executorId,
    );
    expect(assigned).toMatchObject({
      deceasedName: 'Margaret Wilson',
      data: { executorName: 'Aroha Ngata' },
    });
    // The beneficiary reads the same sentence.
    expect((await activity(beneficiary)).find((i) => i.data?.executorName)).toMatchObject({
      deceasedName: 'Margaret Wilson',
      data: { executorName: 'Aroha Ngata' },
    });
  });

  it('an event recorded before it carried the name gets it from the executor it recorded', async () => {
    const executorId = (await estate(lawyer, wilson)).executorId!;
    const id = randomUUID();
    await db.insert(auditEvents).values({
      id,
      actorId: lawyer.userId,
      action: 'estate.updated',
      entityType: 'estate',
      entityId: wilson,
      data: { before: { executorId: null }, changes: { executorId } },
    });
    const old = (await activity(lawyer)).find((i) => (i as { id?: string }).id === id);
    expect(old).toMatchObject({ deceasedName: 'Margaret Wilson', data: { executorName: 'Aroha Ngata' } });
  });
});

describe('an assigned executor is told', () => {
  it('by email (with a link to the estate) and in the app; once, and not for a failed change', async () => {
    // By email of an existing account (Margaret Wilson's executor was named that way).
    const link = `${publicUrl}/dashboard/estates/${wilson}`;
    const toAroha = (await mail(executor.email)).filter((m) => m.link === link);
    expect(toAroha).toHaveLength(1);
    expect(toAroha[0]!.subject).toBe('You are executor of the estate of Margaret Wilson');
    expect((await notices(executor)).filter((n) => n.link === `/dashboard/estates/${wilson}`)).toHaveLength(
      1,
    );

    // By id, on another estate: Tama (an executor the lawyer can choose once he is on one of theirs).
    const other = await t.newEstate(lawyer, { deceasedName: 'Ruth Other' });
    const third = await t.newEstate(lawyer, { deceasedName: 'Ngaio Third' });
    const named = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${other}`,
      payload: { executorEmail: second.email },
    });
    expect(named.statusCode, named.body).toBe(200);
    const tamaId = (await estate(lawyer, other)).executorId!;
    const failed = await withFailingInserts(t, 'audit_events', `NEW.action = 'estate.updated'`, () =>
      t.as(lawyer, { method: 'PATCH', url: `/api/estates/${third}`, payload: { executorId: tamaId } }),
    );
    expect(failed.statusCode).toBe(500);
    const thirdLink = `${publicUrl}/dashboard/estates/${third}`;
    expect((await mail(second.email)).filter((m) => m.link === thirdLink)).toEqual([]);
    expect((await notices(second)).filter((n) => n.link === `/dashboard/estates/${third}`)).toEqual([]);

    const byId = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${third}`,
      payload: { executorId: tamaId },
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect((await mail(second.email)).filter((m) => m.link === thirdLink)).toHaveLength(1);
    expect((await notices(second)).filter((n) => n.link === `/dashboard/estates/${third}`)).toHaveLength(1);

    // The same executor again: nothing new.
    const again = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${third}`,
      payload: { executorEmail: second.email },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await mail(second.email)).filter((m) => m.link === thirdLink)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(appNotifications)
        .where(
          and(
            eq(appNotifications.userId, second.userId),
            eq(appNotifications.link, `/dashboard/estates/${third}`),
          ),
        ),
    ).toHaveLength(1);
  });
});

describe('dates in emails', () => {
  it('an organisation’s notification gives the date of death as New Zealand writes it', async () => {
    await giveNotificationEmail(db, 'ANZ', 'estates@anz.example.nz');
    const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
    const body = multipart(validForm({ dateOfDeath: '2026-10-20' }));
    const res = await t.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: requester.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [toAnz] = await db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'institution-notification'), eq(outbox.toAddress, 'estates@anz.example.nz')),
      );
    expect(toAnz!.textBody).toContain('Date of death: 20 October 2026');
    expect(toAnz!.textBody).not.toContain('2026-10-20');
  });
});

describe('the estimated value', () => {
  it('is kept as exact cents, the one number the small-estate flag and every view read', async () => {
    const id = await t.newEstate(lawyer, { deceasedName: 'Pita Edge', estimatedValue: '$499,999.995' });
    const e = await estate(lawyer, id);
    // Rounded to the cent it is $500,000: not under the threshold, whatever the float said.
    expect(e).toMatchObject({ estimatedValueCents: 50_000_000, smallEstateFlag: false });
    const typed = await estate(lawyer, await t.newEstate(lawyer, { estimatedValue: '$420,000' }));
    expect(typed).toMatchObject({ estimatedValueCents: 42_000_000, smallEstateFlag: true });
  });
});
