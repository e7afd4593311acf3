import { describe, expect, it } from 'vitest';
import { describeUserAgent, formatGstNumber, isNzGstNumber, isPhoneNumber } from './settings.js';

describe('NZ GST numbers', () => {
  it('accepts numbers whose check digit is right, with or without hyphens', () => {
    for (const n of ['49-091-850', '49091850', '35-901-981', '136-410-132', '136410132']) {
      expect(isNzGstNumber(n), n).toBe(true);
    }
  });
  it('refuses a wrong check digit, a wrong length, letters and numbers out of range', () => {
    for (const n of ['49-091-851', '1234567', '1234567890', '12-345-67a', '160-000-005', '9999999', '']) {
      expect(isNzGstNumber(n), n).toBe(false);
    }
  });
  it('prints 8 and 9 digit numbers in their usual groups', () => {
    expect(formatGstNumber('49091850')).toBe('49-091-850');
    expect(formatGstNumber('136410132')).toBe('136-410-132');
  });
});

describe('phone numbers', () => {
  it('accepts New Zealand and international numbers', () => {
    for (const p of [
      '021 123 4567',
      '(09) 123 4567',
      '+64 21 123 4567',
      '+44 20 7946 0958',
      '0800-123-456',
    ]) {
      expect(isPhoneNumber(p), p).toBe(true);
    }
  });
  it('refuses words and too few or too many digits', () => {
    for (const p of ['call me', '12345', '+1 234 567 890 123 456', '021 123 4567 ext 2']) {
      expect(isPhoneNumber(p), p).toBe(false);
    }
  });
});

it('a user agent reads as browser on system', () => {
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    ),
  ).toBe('Chrome on Windows');
  expect(describeUserAgent(null)).toBe('Unknown device');
});
