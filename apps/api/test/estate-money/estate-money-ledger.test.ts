import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, estateAccountSchema, nzLongDate, nzToday } from '@estate/domain';
import * as schema from '../../src/db/schema.js';
import { build, pathsOf, requestsOf, type Session } from '../helper.js';
import { extractText } from '../pdf-text.js';

/*
 * Money that corrects, never rewrites (issue 41, decision 070), through the routes: a transaction
 * from a bank statement and a paid distribution cannot be edited or deleted (409, saying how to
 * correct); a reversal, with a reason, is an entry of the opposite sign that every total nets (the
 * cards, the account, the statement, the Xero export), made once per Idempotency-Key and audited;
 * closing the books refuses entries dated in the closed period until it is reopened with a reason.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Ledger' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const { db } = t.database;
const { get, post, put, del } = requestsOf(t);

const today = nzToday();
const daysAgo = (n: number) => addDays(today, -n);

const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' });

const transaction = (fields: object = {}) => ({
  occurredOn: daysAgo(10),
  type: 'income',
  description: 'ANZ interest',
  category: 'bank_interest',
  amount: '10.00',
  status: 'completed',
  ...fields,
});

/** A POST with its headers (If-Match, Idempotency-Key), as the screen sends a reversal. */
const send = (who: Session, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.as(who, { method: 'POST', url, payload, headers });

/** The ETag of a record, as a screen that shows it holds it. */
const etagOf = async (who: Session, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.headers.etag as string;
};

/** Imports one bank-statement line and answers the transaction it made. */
async function imported(estateId: string, line: string) {
  const res = await post(lawyer, `/api/estates/${estateId}/transactions/import`, {
    csv: `Date,Description,Amount\n${line}\n`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db
    .select()
    .from(schema.transactions)
    .where(eq(schema.transactions.importBatchId, res.json<{ importBatchId: string }>().importBatchId));
  return row!;
}

const auditOf = (action: string, entityId: string) =>
  db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.action, action), eq(schema.auditEvents.entityId, entityId)));

/** An estate safe to distribute (granted seven months ago) with one beneficiary. */
async function distributingEstate(name: string) {
  const estateId = await staffedEstate(name);
  await db
    .update(schema.estates)
    .set({ grantDate: addMonths(today, -7) })
    .where(eq(schema.estates.id, estateId));
  const heir = await post(lawyer, `/api/estates/${estateId}/beneficiaries`, {
    fullName: 'Sarah Wilson',
    relationship: 'daughter',
    sharePercent: '100',
  });
  expect(heir.statusCode, heir.body).toBe(201);
  return { estateId, beneficiaryId: heir.json<{ id: string }>().id };
}

describe('kept entries cannot be rewritten', () => {
  it('refuses to edit or delete a transaction from a bank statement, saying how to correct it', async () => {
    const estateId = await staffedEstate('Ana Imported');
    const row = await imported(
      estateId,
      `${daysAgo(3).split('-').reverse().join('/')},Council rates,-120.40`,
    );
    const url = `/api/estates/${estateId}/transactions/${row.id}`;

    const edit = await put(lawyer, url, transaction({ type: 'expense', category: 'rates', amount: '12.04' }));
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toContain('Record a reversal instead');
    const gone = await del(executor, url);
    expect(gone.statusCode, gone.body).toBe(409);
    expect(gone.json().message).toContain('Record a reversal instead');

    // The screen is told why, to hide Edit and Delete and explain.
    expect((await get(lawyer, url)).json().lockedReason).toContain('came from a bank statement');
    const [after] = await db.select().from(schema.transactions).where(eq(schema.transactions.id, row.id));
    expect(after).toMatchObject({ amountCents: 12_040, version: 1, description: 'Council rates' });
  });

  it('refuses to edit or delete a paid distribution; a planned one may still be changed', async () => {
    const { estateId, beneficiaryId } = await distributingEstate('Pita Paid');
    const url = `/api/estates/${estateId}/distributions`;
    const paid = await post(lawyer, url, { beneficiaryId, type: 'interim', amount: '500', status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(201);
    const one = `${url}/${paid.json().id}`;

    const edit = await put(lawyer, one, { beneficiaryId, type: 'interim', amount: '50', status: 'paid' });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe(
      'This distribution has been paid, so it cannot be changed or deleted. Record a reversal instead (Reverse, with a reason), then record the correct payment.',
    );
    expect((await del(lawyer, one)).statusCode).toBe(409);
    expect((await get(lawyer, one)).json()).toMatchObject({ amountCents: 50_000, status: 'paid' });
    expect(paid.json().lockedReason).toContain('has been paid');

    const planned = await post(lawyer, url, { beneficiaryId, type: 'final', amount: '5', status: 'planned' });
    expect(planned.json().lockedReason).toBeNull();
    const changed = await put(lawyer, `${url}/${planned.json().id}`, {
      beneficiaryId,
      type: 'final',
      amount: '6',
      status: 'planned',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await del(lawyer, `${url}/${planned.json().id}`)).statusCode).toBe(204);
  });
});

describe('a reversal', () => {
  it('corrects a transaction: opposite sign, linked, with its reason; once per key; audited; nets every total', async () => {
    const estateId = await staffedEstate('Rua Reversed');
    const url = `/api/estates/${estateId}/transactions`;
    const rent = await post(
      lawyer,
      url,
      transaction({ description: 'Rent', category: 'rent', amount: '400' }),
    );
    const fee = await post(
      lawyer,
      url,
      transaction({ type: 'expense', description: 'Valuer', category: 'valuation_fees', amount: '80' }),
    );
    expect([rent.statusCode, fee.statusCode]).toEqual([201, 201]);
    const original = `${url}/${rent.json().id}`;
    const reversalUrl = `${original}/reversal`;
    const etag = await etagOf(lawyer, original);

    // Bad input changes nothing: no reason, a malformed date, no version.
    const noReason = await send(lawyer, reversalUrl, { reason: '  ' }, { 'if-match': etag });
    expect(noReason.statusCode).toBe(400);
    expect(pathsOf(noReason)).toEqual(['reason']);
    const badDate = await send(
      lawyer,
      reversalUrl,
      { reason: 'Entered twice', date: '2026-13-01' },
      { 'if-match': etag },
    );
    expect(badDate.statusCode).toBe(400);
    expect(pathsOf(badDate)).toEqual(['date']);
    const early = await send(
      lawyer,
      reversalUrl,
      { reason: 'Entered twice', date: daysAgo(11) },
      { 'if-match': etag },
    );
    expect(early.statusCode).toBe(400);
    expect(pathsOf(early)).toEqual(['date']);
    const noVersion = await send(lawyer, reversalUrl, { reason: 'Entered twice' });
    expect(noVersion.statusCode).toBe(428);
    expect(
      await db.select().from(schema.transactions).where(eq(schema.transactions.estateId, estateId)),
    ).toHaveLength(2);

    const headers = { 'if-match': etag, 'idempotency-key': `reverse-${estateId}` };
    const body = { reason: 'Paid to the wrong estate account', date: daysAgo(2) };
    const made = await send(executor, reversalUrl, body, headers);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      description: 'Reversal of Rent',
      type: 'income',
      amountCents: -40_000,
      occurredOn: daysAgo(2),
      status: 'completed',
      reversesId: rent.json().id,
      reversalReason: 'Paid to the wrong estate account',
    });
    expect(made.json().lockedReason).toContain('This is a reversal');
    // The same request again (an answer lost on the way) is the same reversal, not a second.
    const again = await send(executor, reversalUrl, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(made.json().id);

    // The original shows it was reversed, when and why, and is kept as it was.
    const shown = await get(lawyer, original);
    expect(shown.json()).toMatchObject({
      amountCents: 40_000,
      reversedBy: { id: made.json().id, date: daysAgo(2), reason: 'Paid to the wrong estate account' },
    });
    expect(shown.json().lockedReason).toContain('has been reversed');
    expect(shown.headers.etag).not.toBe(etag);
    expect((await del(lawyer, original)).statusCode).toBe(409);

    // Reversed once only; a reversal is not reversed; a pending transaction is changed instead.
    const twice = await send(lawyer, reversalUrl, { reason: 'Entered twice' }, { 'if-match': '*' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`This entry was already reversed on ${nzLongDate(daysAgo(2))}.`);
    const ofReversal = await send(
      lawyer,
      `${url}/${made.json().id}/reversal`,
      { reason: 'Undo it' },
      { 'if-match': '*' },
    );
    expect(ofReversal.statusCode).toBe(409);
    const pending = await post(lawyer, url, transaction({ status: 'pending', description: 'Pending sale' }));
    const ofPending = await send(
      lawyer,
      `${url}/${pending.json().id}/reversal`,
      { reason: 'Wrong' },
      { 'if-match': '*' },
    );
    expect(ofPending.statusCode).toBe(409);
    expect(ofPending.json().message).toContain('change it instead');

    // One audit event, naming the reason and the reversal.
    const events = await auditOf('transaction.reversed', rent.json().id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: executor.userId,
      data: { estateId, reason: 'Paid to the wrong estate account', reversalId: made.json().id },
    });

    // Every total nets the two: the cards, the account, the Xero export.
    const cards = (await get(lawyer, url)).json().summary;
    expect(cards).toMatchObject({ incomeCents: 0, expenseCents: 8_000, balanceCents: -8_000 });
    const account = estateAccountSchema.parse((await get(lawyer, `/api/estates/${estateId}/account`)).json());
    expect(account.income.totalCents).toBe(0);
    expect(account.netIncomeCents).toBe(-8_000);
    expect(account.income.items.map((i) => [i.amountCents, i.isReversed, i.reversalReason])).toEqual([
      [40_000, true, null],
      [-40_000, false, 'Paid to the wrong estate account'],
    ]);
    const csv = (await get(lawyer, `${url}/export.csv`)).body;
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    expect(csv).toContain(`${dmy(daysAgo(10))},400.00,,Rent (reversed),,`);
    expect(csv).toContain(
      `${dmy(daysAgo(2))},-400.00,,Reversal of Rent (reason: Paid to the wrong estate account),,`,
    );
  });

  it('corrects a paid distribution: the paid total and the statement net it', async () => {
    const { estateId, beneficiaryId } = await distributingEstate('Hine Distribution');
    const url = `/api/estates/${estateId}/distributions`;
    const paid = await post(lawyer, url, {
      beneficiaryId,
      type: 'interim',
      amount: '2,500.00',
      status: 'paid',
      completedDate: daysAgo(5),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const reversal = await send(
      lawyer,
      `${url}/${paid.json().id}/reversal`,
      { reason: 'Bank returned the payment: wrong account number' },
      { 'if-match': `"${paid.json().version}"` },
    );
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json()).toMatchObject({
      amountCents: -250_000,
      status: 'paid',
      beneficiaryId,
      completedDate: today,
      reversesId: paid.json().id,
    });
    expect((await get(lawyer, `${url}/${paid.json().id}`)).json().reversedBy).toMatchObject({
      id: reversal.json().id,
      reason: 'Bank returned the payment: wrong account number',
    });
    expect((await get(lawyer, url)).json().summary.paidCents).toBe(0);
    const account = estateAccountSchema.parse((await get(lawyer, `/api/estates/${estateId}/account`)).json());
    expect(account.distributions.residuary.paidCents).toBe(0);
    expect(account.residuaryBeneficiaries[0]!.paidCents).toBe(0);

    const pdf = await get(lawyer, `/api/estates/${estateId}/statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(pdf.rawPayload)).lines.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Reversed');
    expect(text).toContain('Reversal');
    expect(text).toContain('Bank returned the payment: wrong account number');
    expect(await auditOf('distribution.reversed', paid.json().id)).toHaveLength(1);
  });

  it('is for those who run the estate: a beneficiary is refused, another firm gets 404', async () => {
    const estateId = await staffedEstate('Kahu Private');
    const made = await post(lawyer, `/api/estates/${estateId}/transactions`, transaction());
    const reversalUrl = `/api/estates/${estateId}/transactions/${made.json().id}/reversal`;
    const body = { reason: 'Entered twice' };
    expect((await send(beneficiary, reversalUrl, body, { 'if-match': '*' })).statusCode).toBe(403);
    expect((await send(otherLawyer, reversalUrl, body, { 'if-match': '*' })).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/estates/${estateId}/periods`)).statusCode).toBe(404);
    expect(
      (await post(beneficiary, `/api/estates/${estateId}/periods/close`, { throughDate: today })).statusCode,
    ).toBe(403);
    expect(
      await db.select().from(schema.transactions).where(eq(schema.transactions.reversesId, made.json().id)),
    ).toEqual([]);
  });
});

describe('a closed period', () => {
  it('refuses entries dated in it, naming the date, until reopened with a reason; both audited', async () => {
    const { estateId, beneficiaryId } = await distributingEstate('Tui Closed');
    const url = `/api/estates/${estateId}/transactions`;
    const early = await post(
      lawyer,
      url,
      transaction({ occurredOn: daysAgo(40), description: 'Early rent' }),
    );
    expect(early.statusCode).toBe(201);
    const through = daysAgo(30);

    // Bad input: a date to come, or none, names the field and closes nothing.
    const future = await post(lawyer, `/api/estates/${estateId}/periods/close`, {
      throughDate: addDays(today, 1),
    });
    expect(future.statusCode).toBe(400);
    expect(pathsOf(future)).toEqual(['throughDate']);
    const none = await post(lawyer, `/api/estates/${estateId}/periods/close`, {});
    expect(none.statusCode).toBe(400);
    expect(pathsOf(none)).toEqual(['throughDate']);

    const closed = await send(
      lawyer,
      `/api/estates/${estateId}/periods/close`,
      { throughDate: through },
      { 'idempotency-key': `close-${estateId}` },
    );
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({
      closedThrough: through,
      history: [{ throughDate: through, closedByName: 'Lena Ledger', reopenedAt: null }],
    });
    const [closeEvent] = await auditOf('estate.books_closed', estateId);
    expect(closeEvent).toMatchObject({ actorId: lawyer.userId, data: { throughDate: through } });

    // A new entry, an edit or a delete of one dated in the period, a payment, an import, a reversal.
    const message = `The books are closed through ${nzLongDate(through)}`;
    const added = await post(lawyer, url, transaction({ occurredOn: daysAgo(31) }));
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toContain(message);
    expect((await get(lawyer, `${url}/${early.json().id}`)).json().lockedReason).toContain(message);
    const moved = await put(lawyer, `${url}/${early.json().id}`, transaction({ occurredOn: daysAgo(1) }));
    expect(moved.statusCode).toBe(409);
    expect((await del(lawyer, `${url}/${early.json().id}`)).statusCode).toBe(409);
    const payment = await post(lawyer, `/api/estates/${estateId}/distributions`, {
      beneficiaryId,
      type: 'interim',
      amount: '10',
      status: 'paid',
      completedDate: through,
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().message).toContain(message);
    const dmy = daysAgo(35).split('-').reverse().join('/');
    const statement = await post(lawyer, `${url}/import`, {
      csv: `Date,Description,Amount\n${dmy},Old line,5\n`,
    });
    expect(statement.statusCode).toBe(409);
    expect(statement.json().message).toContain('Line 2 of the file is dated in it.');
    const reversedInside = await send(
      lawyer,
      `${url}/${early.json().id}/reversal`,
      { reason: 'Entered twice', date: daysAgo(35) },
      { 'if-match': '*' },
    );
    expect(reversedInside.statusCode).toBe(409);
    expect(reversedInside.json().message).toContain(message);
    // After the period: entries go on, and a reversal dated after it corrects an entry inside it.
    expect((await post(lawyer, url, transaction({ occurredOn: daysAgo(29) }))).statusCode).toBe(201);
    const reversedAfter = await send(
      lawyer,
      `${url}/${early.json().id}/reversal`,
      { reason: 'Entered twice' },
      { 'if-match': '*' },
    );
    expect(reversedAfter.statusCode, reversedAfter.body).toBe(201);
    // Closing through the same or an earlier date is a 409: reopen first.
    const earlier = await post(lawyer, `/api/estates/${estateId}/periods/close`, {
      throughDate: daysAgo(31),
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toContain('reopen the period first');
    expect(
      await db
        .select()
        .from(schema.transactions)
        .where(
          and(
            eq(schema.transactions.estateId, estateId),
            inArray(schema.transactions.occurredOn, [daysAgo(31)]),
          ),
        ),
    ).toEqual([]);

    // Reopening needs a reason (400 naming it), then allows the entry; audited with the reason.
    const noReason = await post(lawyer, `/api/estates/${estateId}/periods/reopen`, {
      reason: '',
      closedThrough: through,
    });
    expect(noReason.statusCode).toBe(400);
    expect(pathsOf(noReason)).toEqual(['reason']);
    // Made against the books as they were read: a reopening that saw an older close is refused,
    // naming the date they are closed through now, and reopens nothing.
    const stale = await post(lawyer, `/api/estates/${estateId}/periods/reopen`, {
      reason: 'Bank statement for March arrived late',
      closedThrough: daysAgo(90),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Someone has changed the books since you looked');
    expect((await get(lawyer, `/api/estates/${estateId}/periods`)).json().closedThrough).toBe(through);
    // The executor runs the estate's money but, while a lawyer acts on it, does not keep its books.
    const byExecutor = await post(executor, `/api/estates/${estateId}/periods/reopen`, {
      reason: 'Bank statement for March arrived late',
      closedThrough: through,
    });
    expect(byExecutor.statusCode).toBe(403);
    expect(byExecutor.json().message).toContain('Only the estate’s lawyer can close or reopen its books');
    expect((await get(executor, `/api/estates/${estateId}/periods`)).json()).toMatchObject({
      closedThrough: through,
      mayClose: false,
    });
    const reopened = await post(lawyer, `/api/estates/${estateId}/periods/reopen`, {
      reason: 'Bank statement for March arrived late',
      closedThrough: through,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      closedThrough: null,
      history: [{ reopenedByName: 'Lena Ledger', reopenReason: 'Bank statement for March arrived late' }],
    });
    const [reopenEvent] = await auditOf('estate.books_reopened', estateId);
    expect(reopenEvent).toMatchObject({
      actorId: lawyer.userId,
      data: { closedThrough: through, reason: 'Bank statement for March arrived late' },
    });
    expect((await post(lawyer, url, transaction({ occurredOn: daysAgo(31) }))).statusCode).toBe(201);
    const shown = await get(lawyer, `/api/estates/${estateId}/periods`);
    expect(shown.json().closedThrough).toBeNull();
    // Nothing left to reopen.
    const again = await post(lawyer, `/api/estates/${estateId}/periods/reopen`, {
      reason: 'Once more please',
      closedThrough: through,
    });
    expect(again.statusCode).toBe(409);
  });
  it('is closed by the lawyer; an executor closes it only on an estate no lawyer acts on', async () => {
    const withLawyer = await staffedEstate('Rangi With Counsel');
    const refused = await post(executor, `/api/estates/${withLawyer}/periods/close`, { throughDate: today });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Only the estate’s lawyer can close or reopen its books');
    expect((await get(executor, `/api/estates/${withLawyer}/periods`)).json()).toEqual({
      mayClose: false,
      closedThrough: null,
      history: [],
    });
    expect((await get(lawyer, `/api/estates/${withLawyer}/periods`)).json().mayClose).toBe(true);

    // An estate an admin opened for a family, with no lawyer on it: its executor keeps the books.
    const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
    await t.promote(admin, 'admin');
    const familyRun = await t.newEstate(admin, { deceasedName: 'Mere Whānau-Run', estimatedValue: '' });
    const named = await t.as(admin, {
      method: 'PATCH',
      url: `/api/estates/${familyRun}`,
      payload: { executorEmail: executor.email },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await get(executor, `/api/estates/${familyRun}/periods`)).json().mayClose).toBe(true);
    const closed = await post(executor, `/api/estates/${familyRun}/periods/close`, { throughDate: today });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({
      closedThrough: today,
      history: [{ closedByName: 'Eru Executor' }],
    });
  });
});
