import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nzLongDate, nzToday } from '@estate/domain';
import { auditEvents } from '../../src/db/schema.js';
import { build, pathsOf, requestsOf } from '../helper.js';

/*
 * Estate Distribution and the claims register (issue 14) through their routes: no distribution is
 * recorded as paid before it is safe (no grant, before the s47 date, an open claim or unlapsed
 * notice) unless a lawyer or admin overrides with a written reason, stored and audited. Dates are
 * picked relative to today in New Zealand, as the server measures them, so the tests never rot.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Distribution' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');

const { get, post, put, del } = requestsOf(t);

const today = nzToday();
const monthsAgo = (n: number) => addMonths(today, -n);

/** An estate of the lawyer (executor named, beneficiary linked), with its grant and one beneficiary. */
async function estateWith(grantDate: string | null, name = 'Aroha Distribution') {
  const estateId = await t.staffedEstate(
    { lawyer, executor, beneficiary },
    { deceasedName: name, estimatedValue: '' },
  );
  if (grantDate) {
    const res = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { grantDate },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const heir = await post(lawyer, `/api/estates/${estateId}/beneficiaries`, {
    fullName: 'Sarah Wilson',
    relationship: 'daughter',
    sharePercent: '50',
  });
  expect(heir.statusCode, heir.body).toBe(201);
  return { estateId, beneficiaryId: heir.json<{ id: string }>().id };
}

const distribution = (beneficiaryId: string, fields: object = {}) => ({
  beneficiaryId,
  type: 'interim',
  amount: '10,000.00',
  status: 'planned',
  ...fields,
});

const claim = (fields: object = {}) => ({
  kind: 'family_protection',
  claimant: 'Tom Wilson',
  status: 'open',
  ...fields,
});

describe('the distribution hold', () => {
  it('before a grant: paying is refused with the reason in plain words', async () => {
    const { estateId, beneficiaryId } = await estateWith(null);
    const hold = await get(lawyer, `/api/estates/${estateId}/distribution-hold`);
    expect(hold.json()).toEqual({
      safe: false,
      protectedFrom: null,
      reasons: ['No grant of probate or administration is recorded yet.'],
      today,
    });
    const res = await post(
      lawyer,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('No grant of probate or administration is recorded yet.');
    expect(pathsOf(res)).toEqual(['status']);
    // Planning is always allowed, and flagged.
    const planned = await post(
      lawyer,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { plannedDate: today }),
    );
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().warnings).toEqual(['Planned before a grant is recorded.']);
  });

  it('before the s47 date: refused, saying from when; an update to paid is refused the same', async () => {
    const grant = monthsAgo(1);
    const from = addMonths(grant, 6);
    const { estateId, beneficiaryId } = await estateWith(grant);
    const hold = (await get(executor, `/api/estates/${estateId}/distribution-hold`)).json();
    expect(hold).toMatchObject({
      safe: false,
      protectedFrom: from,
      reasons: [`Distributions are protected from ${nzLongDate(from)} (Administration Act s47).`],
    });
    const created = await post(
      executor,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { plannedDate: addDays(from, -1) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warnings[0]).toContain(`Planned before the s47 date (${nzLongDate(from)})`);
    const paid = await put(
      executor,
      `/api/estates/${estateId}/distributions/${created.json().id}`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(
      `This distribution cannot be recorded as paid yet. Distributions are protected from ${nzLongDate(from)} (Administration Act s47). A lawyer or admin must approve paying it now.`,
    );
    // Nothing changed.
    expect(
      (await get(lawyer, `/api/estates/${estateId}/distributions/${created.json().id}`)).json().status,
    ).toBe('planned');
  });

  it('after the s47 date with nothing open: paid, dated today when no date is given', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(7));
    expect((await get(lawyer, `/api/estates/${estateId}/distribution-hold`)).json()).toMatchObject({
      safe: true,
      reasons: [],
    });
    const res = await post(
      executor,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'paid',
      completedDate: today,
      amountCents: 1_000_000,
      beneficiaryName: 'Sarah Wilson',
      overrideReason: null,
      warnings: [],
    });
  });

  it('an open claim holds it after the s47 date; once settled it does not', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(8));
    const c = await post(lawyer, `/api/estates/${estateId}/claims`, claim({ receivedDate: monthsAgo(2) }));
    expect(c.statusCode, c.body).toBe(201);
    const refused = await post(
      executor,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('A Family Protection claim by Tom Wilson is open.');
    await put(lawyer, `/api/estates/${estateId}/claims/${c.json().id}`, claim({ status: 'settled' }));
    const paid = await post(
      executor,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('an unlapsed notice of intended claim holds it; a lapsed one does not', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(9));
    const received = addDays(monthsAgo(3), 1); // lapses tomorrow
    await post(lawyer, `/api/estates/${estateId}/claims`, {
      kind: 'intended_claim_notice',
      claimant: 'James Wilson',
      receivedDate: received,
      status: 'open',
    });
    const refused = await post(
      executor,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      `A notice of intended claim by James Wilson was received on ${nzLongDate(received)}; it lapses on ${nzLongDate(addMonths(received, 3))} unless a claim is filed.`,
    );

    const { estateId: other, beneficiaryId: heir } = await estateWith(monthsAgo(9), 'Hine Lapsed');
    await post(lawyer, `/api/estates/${other}/claims`, {
      kind: 'intended_claim_notice',
      claimant: 'James Wilson',
      receivedDate: monthsAgo(3), // lapses today
      status: 'open',
    });
    const paid = await post(
      executor,
      `/api/estates/${other}/distributions`,
      distribution(heir, { status: 'paid' }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('a lawyer overrides with a written reason: stored, shown and audited with the reasons overridden', async () => {
    const grant = monthsAgo(1);
    const { estateId, beneficiaryId } = await estateWith(grant);
    const reason = 'Hardship: the widow needs funds for the mortgage; all beneficiaries consent in writing.';
    const res = await post(
      lawyer,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, { status: 'paid', overrideReason: reason }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'paid',
      overrideReason: reason,
      overriddenByName: 'Lena Distribution',
    });
    expect(Date.parse(res.json().overriddenAt)).toBeGreaterThan(Date.now() - 60_000);
    const [event] = await t.deps.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(event).toMatchObject({ action: 'distribution.created', actorId: lawyer.userId });
    expect(event!.data).toMatchObject({
      override: {
        reason,
        reasonsOverridden: [
          `Distributions are protected from ${nzLongDate(addMonths(grant, 6))} (Administration Act s47).`,
        ],
      },
    });
    // Paid, it is kept as it was (decision 070): an edit, even of its notes, is refused with how to
    // correct it, and the override stays.
    const edited = await put(
      lawyer,
      `/api/estates/${estateId}/distributions/${res.json().id}`,
      distribution(beneficiaryId, { status: 'paid', notes: 'Paid by bank transfer' }),
    );
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().message).toContain('Record a reversal instead');
    const kept = await get(lawyer, `/api/estates/${estateId}/distributions/${res.json().id}`);
    expect(kept.json()).toMatchObject({ amountCents: 1_000_000, overrideReason: reason, notes: null });
  });

  it('an admin may override too', async () => {
    const { estateId, beneficiaryId } = await estateWith(null);
    const res = await post(
      admin,
      `/api/estates/${estateId}/distributions`,
      distribution(beneficiaryId, {
        status: 'paid',
        overrideReason: 'Court order of 3 June directs payment now.',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an executor may not override; an override needs a reason of ten characters or more', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(1));
    const url = `/api/estates/${estateId}/distributions`;
    const byExecutor = await post(
      executor,
      url,
      distribution(beneficiaryId, { status: 'paid', overrideReason: 'The family agreed to it.' }),
    );
    expect(byExecutor.statusCode).toBe(403);
    expect(byExecutor.json().message).toContain("Only the estate's lawyer or an admin can override");
    const noReason = await post(
      lawyer,
      url,
      distribution(beneficiaryId, { status: 'paid', overrideReason: '  ' }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('To pay it now, give an override reason.');
    const short = await post(
      lawyer,
      url,
      distribution(beneficiaryId, { status: 'paid', overrideReason: 'ok' }),
    );
    expect(short.statusCode).toBe(400);
    expect(pathsOf(short)).toEqual(['overrideReason']);
    expect((await get(lawyer, url)).json().total).toBe(0);
  });
});

describe('distributions', () => {
  it("refuse another estate's beneficiary, naming beneficiaryId", async () => {
    const { estateId } = await estateWith(monthsAgo(7));
    const { beneficiaryId: elsewhere } = await estateWith(monthsAgo(7), 'Other Estate');
    const res = await post(lawyer, `/api/estates/${estateId}/distributions`, distribution(elsewhere));
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['beneficiaryId']);
  });

  it('sum their cards: paid, pending (planned and approved), distinct beneficiaries, disputed', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(7));
    const url = `/api/estates/${estateId}/distributions`;
    const tom = (
      await post(lawyer, `/api/estates/${estateId}/beneficiaries`, { fullName: 'Tom Wilson' })
    ).json().id;
    for (const [who, amount, status, type] of [
      [beneficiaryId, '1,000.50', 'paid', 'specific_legacy'],
      [beneficiaryId, '200', 'planned', 'interim'],
      [tom, '300.25', 'approved', 'interim'],
      [tom, '40', 'disputed', 'residuary'],
    ] as const) {
      const res = await post(lawyer, url, distribution(who, { amount, status, type }));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await get(lawyer, url)).json().summary).toEqual({
      count: 4,
      paidCents: 100_050,
      pendingCents: 50_025,
      beneficiaries: 2,
      disputedCents: 4_000,
    });
    const interim = (await get(lawyer, `${url}?type=interim`)).json();
    expect(interim.total).toBe(2);
    expect(interim.summary.paidCents).toBe(0);
    // Search finds a beneficiary by name.
    expect(
      (await get(lawyer, `${url}?q=tom`))
        .json()
        .items.map((d: { beneficiaryName: string }) => d.beneficiaryName),
    ).toEqual(['Tom Wilson', 'Tom Wilson']);
    // Those who run the estate read them; a beneficiary and another firm do not.
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/estates/${estateId}/distribution-hold`)).statusCode).toBe(404);
  });

  it('keep their beneficiary: deleting one with distributions is refused with a clear 400', async () => {
    const { estateId, beneficiaryId } = await estateWith(monthsAgo(7));
    const made = await post(lawyer, `/api/estates/${estateId}/distributions`, distribution(beneficiaryId));
    const res = await del(lawyer, `/api/estates/${estateId}/beneficiaries/${beneficiaryId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Sarah Wilson has a distribution recorded. Delete or reassign it on the Distribution screen first.',
    );
    expect((await del(lawyer, `/api/estates/${estateId}/distributions/${made.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await del(lawyer, `/api/estates/${estateId}/beneficiaries/${beneficiaryId}`)).statusCode).toBe(
      204,
    );
  });
});

describe('the claims register', () => {
  it("computes a notice's lapse date and whether it has lapsed; the cards count them", async () => {
    const { estateId } = await estateWith(monthsAgo(2));
    const url = `/api/estates/${estateId}/claims`;
    const running = await post(lawyer, url, {
      kind: 'intended_claim_notice',
      claimant: 'James Wilson',
      receivedDate: monthsAgo(1),
      status: 'open',
    });
    expect(running.json()).toMatchObject({ lapsesOn: addMonths(monthsAgo(1), 3), lapsed: false });
    const lapsed = await post(lawyer, url, {
      kind: 'intended_claim_notice',
      claimant: 'Ana Ngata',
      receivedDate: monthsAgo(4),
      status: 'open',
    });
    expect(lapsed.json()).toMatchObject({ lapsesOn: addMonths(monthsAgo(4), 3), lapsed: true });
    const filed = await post(lawyer, url, {
      kind: 'intended_claim_notice',
      claimant: 'Rewi Ngata',
      receivedDate: monthsAgo(5),
      filedDate: monthsAgo(3),
      status: 'open',
    });
    expect(filed.json()).toMatchObject({ lapsesOn: null, lapsed: false });
    await post(lawyer, url, claim());
    await post(
      lawyer,
      url,
      claim({ kind: 'testamentary_promises', claimant: 'Mere Ngata', status: 'withdrawn' }),
    );
    const option = await post(lawyer, url, {
      kind: 'relationship_property',
      claimant: 'Mere Te Rangi',
      status: 'open',
      relationshipOption: 'b',
      optionDate: today,
    });
    expect(option.json()).toMatchObject({ relationshipOption: 'b', optionDate: today });
    // The option belongs to the Property (Relationships) Act entry only.
    const notOption = await post(
      lawyer,
      url,
      claim({ claimant: 'Huia', relationshipOption: 'a', optionDate: today }),
    );
    expect(notOption.json()).toMatchObject({ relationshipOption: null, optionDate: null });
    expect((await get(lawyer, url)).json().summary).toEqual({
      total: 7,
      openClaims: 2,
      noticesRunning: 2,
      lapsedNotices: 1,
    });
    expect((await get(beneficiary, url)).statusCode).toBe(403);
  });

  it('needs the date a notice was received', async () => {
    const { estateId } = await estateWith(null);
    const res = await post(lawyer, `/api/estates/${estateId}/claims`, {
      kind: 'intended_claim_notice',
      claimant: 'James Wilson',
      status: 'open',
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['receivedDate']);
  });

  it("holds distributions while the partner's Property (Relationships) Act choice is open", async () => {
    const grant = monthsAgo(7);
    const { estateId } = await estateWith(monthsAgo(1));
    await post(lawyer, `/api/estates/${estateId}/claims`, {
      kind: 'relationship_property',
      claimant: 'Mere Te Rangi',
      status: 'open',
    });
    const hold = (await get(lawyer, `/api/estates/${estateId}/distribution-hold`)).json();
    expect(hold.reasons).toContain(
      `Mere Te Rangi may choose under the Property (Relationships) Act until ${nzLongDate(addMonths(monthsAgo(1), 6))}.`,
    );
    expect(grant).not.toBe(today);
  });
});
