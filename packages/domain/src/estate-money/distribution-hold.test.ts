import { describe, expect, it } from 'vitest';
import { nzToday } from '../dates.js';
import {
  distributionHold,
  distributionWarnings,
  isNoticeLapsed,
  noticeLapsesOn,
  s47Date,
  type HoldClaim,
} from './distribution-hold.js';

const claim = (over: Partial<HoldClaim>): HoldClaim => ({
  kind: 'family_protection',
  claimant: 'Tom Wilson',
  status: 'open',
  receivedDate: null,
  filedDate: null,
  relationshipOption: null,
  ...over,
});

describe('the s47 date', () => {
  it('is six calendar months after the grant', () => {
    expect(s47Date('2026-11-02')).toBe('2027-05-02');
    expect(s47Date('2026-09-02')).toBe('2027-03-02');
  });
  it('falls on the last day of a shorter month (31 August + 6 months)', () => {
    expect(s47Date('2026-08-31')).toBe('2027-02-28');
    expect(s47Date('2027-08-31')).toBe('2028-02-29'); // 2028 is a leap year
    expect(s47Date('2027-08-29')).toBe('2028-02-29');
    expect(s47Date('2027-08-30')).toBe('2028-02-29');
    expect(s47Date('2025-12-31')).toBe('2026-06-30');
  });
  it('crosses the year', () => {
    expect(s47Date('2027-07-15')).toBe('2028-01-15');
  });
});

describe('distributionHold', () => {
  it('holds while no grant is recorded', () => {
    const hold = distributionHold(null, '2027-06-01', []);
    expect(hold).toEqual({
      safe: false,
      protectedFrom: null,
      reasons: ['No grant of probate or administration is recorded yet.'],
    });
  });

  it('holds before the s47 date, saying from when in en-NZ words', () => {
    const hold = distributionHold('2026-11-02', '2027-05-01', []);
    expect(hold.safe).toBe(false);
    expect(hold.protectedFrom).toBe('2027-05-02');
    expect(hold.reasons).toEqual(['Distributions are protected from 2 May 2027 (Administration Act s47).']);
  });

  it('is safe on the s47 date itself with nothing open', () => {
    expect(distributionHold('2026-11-02', '2027-05-02', [])).toEqual({
      safe: true,
      protectedFrom: '2027-05-02',
      reasons: [],
    });
  });

  it('counts a leap day: grant 31 August 2027 is protected from 29 February 2028', () => {
    expect(distributionHold('2027-08-31', '2028-02-28', []).safe).toBe(false);
    expect(distributionHold('2027-08-31', '2028-02-28', []).reasons[0]).toContain('29 February 2028');
    expect(distributionHold('2027-08-31', '2028-02-29', []).safe).toBe(true);
  });

  it('holds for an open Family Protection or Testamentary Promises claim, not a closed one', () => {
    const hold = distributionHold('2026-01-10', '2027-06-01', [
      claim({ claimant: 'Tom Wilson' }),
      claim({ kind: 'testamentary_promises', claimant: 'Ana Ngata' }),
      claim({ claimant: 'Settled Person', status: 'settled' }),
      claim({ claimant: 'Gone Person', status: 'withdrawn' }),
      claim({ claimant: 'Lost Person', status: 'dismissed' }),
    ]);
    expect(hold.safe).toBe(false);
    expect(hold.reasons).toEqual([
      'A Family Protection claim by Tom Wilson is open.',
      'A Testamentary Promises claim by Ana Ngata is open.',
    ]);
  });

  it('gives every reason at once: s47 and a claim', () => {
    const hold = distributionHold('2026-11-02', '2027-01-01', [claim({ claimant: 'Tom Wilson' })]);
    expect(hold.reasons).toEqual([
      'Distributions are protected from 2 May 2027 (Administration Act s47).',
      'A Family Protection claim by Tom Wilson is open.',
    ]);
  });

  describe('a notice of intended claim', () => {
    const notice = (receivedDate: string, over: Partial<HoldClaim> = {}) =>
      claim({ kind: 'intended_claim_notice', claimant: 'James Wilson', receivedDate, ...over });

    it('lapses three months after it is received, on the month end when shorter', () => {
      expect(noticeLapsesOn('2027-01-15')).toBe('2027-04-15');
      expect(noticeLapsesOn('2027-11-30')).toBe('2028-02-29');
      expect(noticeLapsesOn('2026-11-30')).toBe('2027-02-28');
      expect(noticeLapsesOn(null)).toBeNull();
    });

    it('holds until it lapses, and says when it lapses', () => {
      const hold = distributionHold('2026-01-10', '2027-04-14', [notice('2027-01-15')]);
      expect(hold.safe).toBe(false);
      expect(hold.reasons).toEqual([
        'A notice of intended claim by James Wilson was received on 15 January 2027; it lapses on 15 April 2027 unless a claim is filed.',
      ]);
    });

    it('no longer holds once lapsed (from the lapse date)', () => {
      expect(isNoticeLapsed(notice('2027-01-15'), '2027-04-15')).toBe(true);
      expect(distributionHold('2026-01-10', '2027-04-15', [notice('2027-01-15')])).toMatchObject({
        safe: true,
        reasons: [],
      });
    });

    it('does not lapse when a claim is filed, and holds while open', () => {
      const filed = notice('2027-01-15', { filedDate: '2027-03-01' });
      expect(isNoticeLapsed(filed, '2027-09-01')).toBe(false);
      expect(distributionHold('2026-01-10', '2027-09-01', [filed]).reasons).toEqual([
        'A notice of intended claim by James Wilson is open; the claim was filed on 1 March 2027.',
      ]);
    });

    it('holds when its date received is not recorded', () => {
      expect(distributionHold('2026-01-10', '2027-09-01', [notice('', { receivedDate: null })]).safe).toBe(
        false,
      );
    });

    it('does not hold once withdrawn', () => {
      expect(
        distributionHold('2026-01-10', '2027-02-01', [notice('2027-01-15', { status: 'withdrawn' })]).safe,
      ).toBe(true);
    });
  });

  describe("the surviving partner's Property (Relationships) Act choice", () => {
    const option = (over: Partial<HoldClaim> = {}) =>
      claim({ kind: 'relationship_property', claimant: 'Mere Te Rangi', ...over });

    it('holds while the six months run and no option is recorded', () => {
      const hold = distributionHold('2026-08-31', '2027-02-27', [option()]);
      expect(hold.reasons).toContain(
        'Mere Te Rangi may choose under the Property (Relationships) Act until 28 February 2027.',
      );
    });

    it('holds before the grant too, saying the time runs from the grant', () => {
      expect(distributionHold(null, '2027-01-01', [option()]).reasons[1]).toContain(
        'Mere Te Rangi has not yet chosen',
      );
    });

    it('does not hold once option B is chosen, or after the six months', () => {
      expect(distributionHold('2026-01-10', '2027-02-01', [option({ relationshipOption: 'b' })]).safe).toBe(
        true,
      );
      expect(distributionHold('2026-01-10', '2027-02-01', [option()]).safe).toBe(true);
    });

    it('holds while an option A division is open, not once settled', () => {
      expect(
        distributionHold('2026-01-10', '2027-02-01', [option({ relationshipOption: 'a' })]).reasons,
      ).toEqual([
        'Mere Te Rangi chose option A (division) under the Property (Relationships) Act; the division is not settled.',
      ]);
      expect(
        distributionHold('2026-01-10', '2027-02-01', [option({ relationshipOption: 'a', status: 'settled' })])
          .safe,
      ).toBe(true);
    });
  });

  it('takes today in New Zealand: late on 1 May UTC is already 2 May in Auckland', () => {
    // 2027-05-01T13:00Z is 01:00 on 2 May in Auckland (NZST, UTC+12).
    const today = nzToday(new Date('2027-05-01T13:00:00Z'));
    expect(today).toBe('2027-05-02');
    expect(distributionHold('2026-11-02', today, []).safe).toBe(true);
    // And 11:59 UTC on 1 May is still 1 May in Auckland: held.
    expect(distributionHold('2026-11-02', nzToday(new Date('2027-05-01T11:59:00Z')), []).safe).toBe(false);
  });

  it('takes daylight saving into account (NZDT, UTC+13)', () => {
    // 2026-12-31T11:30Z is 00:30 on 1 January 2027 in Auckland under daylight saving.
    expect(nzToday(new Date('2026-12-31T11:30:00Z'))).toBe('2027-01-01');
  });
});

describe('distributionWarnings', () => {
  it('flags a distribution planned before the s47 date, not one on or after it, nor a paid one', () => {
    expect(distributionWarnings({ status: 'planned', plannedDate: '2027-05-01' }, '2026-11-02')).toEqual([
      "Planned before the s47 date (2 May 2027): paying it then needs a lawyer's override.",
    ]);
    expect(distributionWarnings({ status: 'planned', plannedDate: '2027-05-02' }, '2026-11-02')).toEqual([]);
    expect(distributionWarnings({ status: 'paid', plannedDate: '2027-01-01' }, '2026-11-02')).toEqual([]);
    expect(distributionWarnings({ status: 'planned', plannedDate: null }, '2026-11-02')).toEqual([]);
  });
  it('flags a planned distribution while no grant is recorded', () => {
    expect(distributionWarnings({ status: 'approved', plannedDate: '2027-01-01' }, null)).toEqual([
      'Planned before a grant is recorded.',
    ]);
  });
});
