import { describe, expect, it } from 'vitest';
import { nzDateText } from '../dates.js';
import {
  SMALL_ESTATE_FLAG_LABEL,
  estateValueText,
  estimatedValueCentsOf,
  s65PositionText,
  smallEstateFlagText,
} from './estate-value.js';

describe('the estimated value', () => {
  it.each([
    ['$420,000', 42_000_000],
    ['420000', 42_000_000],
    ['NZD 450 000.5', 45_000_050],
    ['$1,250,000.99', 125_000_099],
    ['499999.995', 50_000_000],
    ['about 400k', null],
    ['', null],
    [null, null],
  ])('%s is kept as %s cents', (typed, cents) => {
    expect(estimatedValueCentsOf(typed)).toBe(cents);
  });

  it('is shown from the cents, in NZD', () => {
    expect(estateValueText({ estimatedValueCents: 42_000_000 })).toBe('$420,000');
    expect(estateValueText({ estimatedValueCents: 45_000_050 })).toBe('$450,000.50');
    expect(estateValueText({ estimatedValueCents: null })).toBe('Not given');
  });
});

describe('the small-estate flag and s65', () => {
  it('labels the flag as the product’s, with its threshold', () => {
    expect(SMALL_ESTATE_FLAG_LABEL).toBe("Under $500,000 (the product's small-estate flag)");
    expect(smallEstateFlagText({ smallEstateFlag: true, estimatedValueCents: 42_000_000 })).toMatch(
      /^Yes: .*not a legal test/,
    );
    expect(smallEstateFlagText({ smallEstateFlag: false, estimatedValueCents: 78_000_000 })).toBe('No');
    expect(smallEstateFlagText({ smallEstateFlag: false, estimatedValueCents: null })).toMatch(/Not known/);
  });

  it('states the s65 position separately: $40,000 per organisation', () => {
    expect(s65PositionText({ smallEstateFlag: true, workflowType: 'probate' })).toMatch(
      /^Possible per organisation up to \$40,000 .*needs probate$/,
    );
    expect(s65PositionText({ smallEstateFlag: false, workflowType: 'letters_of_administration' })).toBe(
      'Only for an organisation holding up to $40,000; the rest of the estate needs letters of administration',
    );
    expect(s65PositionText({ smallEstateFlag: true, workflowType: 'probate', withoutGrant: true })).toMatch(
      /^Possible per organisation up to \$40,000: this estate is administered without a grant/,
    );
  });
});

describe('dates in emails and letters', () => {
  it('are written the New Zealand way', () => {
    expect(nzDateText('2026-10-20')).toBe('20 October 2026');
    // A moment is the day it was in New Zealand: 11:30 UTC on 19 October is 20 October there.
    expect(nzDateText(new Date('2026-10-19T11:30:00Z'))).toBe('20 October 2026');
    expect(nzDateText('2026-10-19T11:30:00.000Z')).toBe('20 October 2026');
    expect(nzDateText(null)).toBe('not given');
    expect(nzDateText('', 'earlier')).toBe('earlier');
    expect(nzDateText('sometime in May')).toBe('sometime in May');
  });
});
