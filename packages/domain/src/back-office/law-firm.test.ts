import { describe, expect, it } from 'vitest';
import { lawFirmDeleteQuestion, lawFirmDeleteRefusal, lawFirmInputSchema } from './law-firm.js';

describe('law firms', () => {
  it('a firm with nothing left may be deleted', () => {
    expect(lawFirmDeleteRefusal({ members: 0, estates: 0, hasBillingAccount: false })).toBeNull();
  });

  it('the refusal names what is left and what to do', () => {
    expect(lawFirmDeleteRefusal({ members: 2, estates: 5, hasBillingAccount: false })).toBe(
      'This firm still has 2 members and 5 estates. Move its members and estates to another firm first.',
    );
    expect(lawFirmDeleteRefusal({ members: 1, estates: 0, hasBillingAccount: false })).toBe(
      'This firm still has 1 member. Move its members to another firm first.',
    );
    expect(lawFirmDeleteRefusal({ members: 0, estates: 1, hasBillingAccount: true })).toBe(
      'This firm still has 1 estate and a billing account. Move its estates to another firm and delete its billing account first.',
    );
    expect(lawFirmDeleteRefusal({ members: 3, estates: 2, hasBillingAccount: true })).toBe(
      'This firm still has 3 members, 2 estates and a billing account. Move its members and estates to another firm and delete its billing account first.',
    );
  });

  it('the delete question names the firm', () => {
    expect(lawFirmDeleteQuestion('Kauri Lane Law')).toBe(
      'Are you sure you want to delete the law firm "Kauri Lane Law"? This action cannot be undone.',
    );
  });

  it('the form needs a name and a valid email, and trims', () => {
    const ok = lawFirmInputSchema.parse({
      name: '  Rātā & Co  ',
      contactEmail: '',
      status: 'active',
      billingStatus: 'trial',
    });
    expect(ok.name).toBe('Rātā & Co');
    const bad = lawFirmInputSchema.safeParse({
      name: ' ',
      contactEmail: 'not-an-email',
      status: 'active',
      billingStatus: 'current',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Firm Name is required'],
      ['contactEmail', 'Please enter a valid email address.'],
    ]);
  });
});
