import { describe, expect, it } from 'vitest';
import { amountToCents, MONEY_TEXTS, optionalAmountToCents } from './money';

describe('amountToCents', () => {
  it('turns dollars and cents as a bank officer types them into whole cents, exactly', () => {
    expect(amountToCents('12,480.33', false)).toEqual({ cents: 1248033 });
    expect(amountToCents('$12,480.33', false)).toEqual({ cents: 1248033 });
    expect(amountToCents(' 1234 ', false)).toEqual({ cents: 123400 });
    expect(amountToCents('0.1', false)).toEqual({ cents: 10 });
    // 0.29 * 100 is 28.999… in floating point: string arithmetic never loses a cent.
    expect(amountToCents('0.29', false)).toEqual({ cents: 29 });
    expect(amountToCents('4,000,000.07', false)).toEqual({ cents: 400000007 });
    expect(amountToCents('1,000,000,000.99', false)).toEqual({ cents: 100000000099 });
  });

  it('makes a debt negative by its checkbox, and zero never negative', () => {
    expect(amountToCents('351.20', true)).toEqual({ cents: -35120 });
    expect(amountToCents('0', true)).toEqual({ cents: 0 });
    expect(Object.is((amountToCents('0.00', true) as { cents: number }).cents, -0)).toBe(false);
  });

  it('says what is wrong with anything that is not an amount', () => {
    expect(amountToCents('', false)).toEqual({ error: MONEY_TEXTS.required });
    expect(amountToCents('-351.20', false)).toEqual({ error: MONEY_TEXTS.minus });
    expect(amountToCents('−351.20', true)).toEqual({ error: MONEY_TEXTS.minus });
    for (const bad of ['12.345', '1,23', 'abc', '12..3', '1e5', '12,34,567']) {
      expect(amountToCents(bad, false), bad).toEqual({ error: MONEY_TEXTS.notAmount });
    }
  });
});

describe('optionalAmountToCents', () => {
  it('is null when left empty, else the amount', () => {
    expect(optionalAmountToCents('  ')).toBeNull();
    expect(optionalAmountToCents('40,000')).toEqual({ cents: 4000000 });
    expect(optionalAmountToCents('-5')).toEqual({ error: MONEY_TEXTS.minus });
  });
});
