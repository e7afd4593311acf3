import { describe, expect, it } from 'vitest';
import { addDays, nzToday } from '@estate/domain';
import { build, pathsOf, requestsOf } from '../helper.js';

/*
 * Tax Management (issue 14) through its routes: the cards as sums of the amounts (an overdue record
 * in Overdue only, measured against today in New Zealand), the status filter's computed "overdue",
 * New Zealand's types (no estate duty since 1993) and who reads the records (decision 018).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Tui Taxation' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put } = requestsOf(t);
const refs = (res: { json(): { items: { reference: string }[] } }) =>
  res
    .json()
    .items.map((r) => r.reference)
    .sort();

const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' });

const record = (fields: object = {}) => ({
  reference: 'SAMPLE-IR3-2027',
  type: 'ir3',
  period: '1 Apr 2026 – date of death',
  amount: '1,000.00',
  status: 'pending',
  ...fields,
});

describe('tax records', () => {
  it('sum the amounts per card, overdue against today in New Zealand and in Overdue only', async () => {
    const estateId = await staffedEstate('Rāwiri Tax');
    const url = `/api/estates/${estateId}/tax-records`;
    const yesterday = addDays(nzToday(), -1);
    const late = await post(lawyer, url, record({ reference: 'SAMPLE-LATE', dueDate: yesterday }));
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({ status: 'overdue', amountCents: 100_000, dueDate: yesterday });
    await post(
      lawyer,
      url,
      record({ reference: 'SAMPLE-FILED-LATE', status: 'submitted', amount: '250.50', dueDate: yesterday }),
    );
    await post(lawyer, url, record({ reference: 'SAMPLE-TODAY', amount: '40', dueDate: nzToday() }));
    await post(lawyer, url, record({ reference: 'SAMPLE-NO-DATE', type: 'other', amount: '5.25' }));
    await post(
      lawyer,
      url,
      record({
        reference: 'SAMPLE-IR6',
        type: 'ir6',
        status: 'submitted',
        amount: '300',
        dueDate: '2099-07-07',
      }),
    );
    await post(
      lawyer,
      url,
      record({
        reference: 'SAMPLE-PROV',
        type: 'provisional',
        status: 'paid',
        amount: '1,234.56',
        dueDate: '2026-01-15',
      }),
    );

    const all = (await get(lawyer, url)).json();
    expect(all.total).toBe(6);
    expect(all.summary).toEqual({
      paidCents: 123_456,
      pendingCents: 4_525,
      submittedCents: 30_000,
      overdueCents: 125_050,
    });
    const statusOf = (ref: string) =>
      all.items.find((r: { reference: string }) => r.reference === ref).status;
    expect(statusOf('SAMPLE-FILED-LATE')).toBe('overdue');
    expect(statusOf('SAMPLE-TODAY')).toBe('pending');
    expect(statusOf('SAMPLE-PROV')).toBe('paid');

    // Paying it takes it out of Overdue.
    const paid = await put(
      lawyer,
      `${url}/${late.json().id}`,
      record({ reference: 'SAMPLE-LATE', dueDate: yesterday, status: 'paid' }),
    );
    expect(paid.json().status).toBe('paid');
    const after = (await get(lawyer, url)).json().summary;
    expect(after).toMatchObject({ paidCents: 223_456, overdueCents: 25_050 });
  });

  it('filter by computed status, by type and by search over reference and notes', async () => {
    const estateId = await staffedEstate('Huia Filters');
    const url = `/api/estates/${estateId}/tax-records`;
    const yesterday = addDays(nzToday(), -1);
    await post(lawyer, url, record({ reference: 'SAMPLE-A', dueDate: yesterday }));
    await post(lawyer, url, record({ reference: 'SAMPLE-B', status: 'submitted', dueDate: yesterday }));
    await post(
      lawyer,
      url,
      record({ reference: 'SAMPLE-C', dueDate: '2099-01-01', notes: 'Extension of time agreed' }),
    );
    await post(
      lawyer,
      url,
      record({ reference: 'SAMPLE-D', type: 'gst', status: 'paid', dueDate: yesterday }),
    );

    const overdue = await get(lawyer, `${url}?status=overdue`);
    expect(refs(overdue)).toEqual(['SAMPLE-A', 'SAMPLE-B']);
    expect(overdue.json().summary).toEqual({
      paidCents: 0,
      pendingCents: 0,
      submittedCents: 0,
      overdueCents: 200_000,
    });
    expect(refs(await get(lawyer, `${url}?status=pending`))).toEqual(['SAMPLE-C']);
    expect(refs(await get(lawyer, `${url}?status=submitted`))).toEqual([]);
    expect(refs(await get(lawyer, `${url}?status=paid`))).toEqual(['SAMPLE-D']);
    expect(refs(await get(lawyer, `${url}?type=gst`))).toEqual(['SAMPLE-D']);
    expect(refs(await get(lawyer, `${url}?q=extension`))).toEqual(['SAMPLE-C']);
    // Across the estates too.
    expect(refs(await get(lawyer, '/api/tax-records?status=overdue&q=sample-a'))).toEqual(['SAMPLE-A']);
  });

  it('refuse estate duty and other bad input with a 400 naming each field', async () => {
    const estateId = await staffedEstate('Bad Tax');
    const url = `/api/estates/${estateId}/tax-records`;
    const duty = await post(lawyer, url, record({ type: 'estate_duty' }));
    expect(duty.statusCode).toBe(400);
    expect(pathsOf(duty)).toEqual(['type']);
    const bad = await post(lawyer, url, {
      reference: ' ',
      type: 'income_tax',
      amount: '12.345',
      dueDate: '7/7/2027',
      status: 'overdue',
    });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad).sort()).toEqual(['amount', 'dueDate', 'reference', 'status', 'type']);
    expect((await get(lawyer, `${url}?type=estate_duty`)).statusCode).toBe(400);
    expect((await get(lawyer, url)).json().total).toBe(0);
  });

  it('are read by those who run the estate: never another firm, never a beneficiary', async () => {
    const estateId = await staffedEstate('Kiri Private');
    const url = `/api/estates/${estateId}/tax-records`;
    const created = await post(lawyer, url, record());
    expect(created.statusCode, created.body).toBe(201);
    const one = `${url}/${created.json().id}`;

    expect((await get(executor, url)).json().total).toBe(1);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await get(beneficiary, '/api/tax-records')).statusCode).toBe(403);
    expect((await post(beneficiary, url, record())).statusCode).toBe(403);

    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await get(otherLawyer, one)).statusCode).toBe(404);
    expect((await put(otherLawyer, one, record({ status: 'paid' }))).statusCode).toBe(404);
    expect((await get(otherLawyer, '/api/tax-records')).json().total).toBe(0);
    expect((await get(lawyer, one)).json().status).toBe('pending');
  });
});
