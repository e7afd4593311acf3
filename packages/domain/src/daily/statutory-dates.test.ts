import { describe, expect, it } from 'vitest';
import { statutoryDates } from './statutory-dates.js';

describe('statutory dates', () => {
  it('are none before the grant', () => {
    expect(statutoryDates({ id: 'e1', grantDate: null })).toEqual([]);
  });

  it('run from the grant: s47 and the PRA option at six months, the FPA at twelve', () => {
    const dates = statutoryDates({ id: 'e1', grantDate: '2026-08-31' });
    expect(dates.map((d) => [d.kind, d.date])).toEqual([
      ['s47', '2027-02-28'],
      ['relationship_option', '2027-02-28'],
      ['family_protection', '2027-08-31'],
    ]);
    expect(new Set(dates.map((d) => d.key)).size).toBe(3);
  });

  it('include the lapse of an open notice not followed by a filed claim', () => {
    const claim = {
      id: 'c1',
      kind: 'intended_claim_notice',
      claimant: 'Hemi',
      receivedDate: '2026-11-30',
      filedDate: null,
      status: 'open',
    };
    const dates = statutoryDates({ id: 'e1', grantDate: null }, [
      claim,
      { ...claim, id: 'c2', filedDate: '2026-12-10' },
      { ...claim, id: 'c3', status: 'withdrawn' },
      { ...claim, id: 'c4', kind: 'family_protection' },
    ]);
    expect(dates).toEqual([
      expect.objectContaining({
        key: 'e1:notice:c1',
        date: '2027-02-28',
        title: expect.stringContaining('Hemi') as unknown,
      }),
    ]);
  });
});
