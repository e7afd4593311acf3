import { describe, expect, it } from 'vitest';
import {
  avatarColourOf,
  AVATAR_COLOURS,
  can,
  initialsOf,
  nextViewRole,
  parseRole,
  PERMISSIONS,
} from './index.js';

describe('avatar', () => {
  it('takes the first letters of up to two words', () => {
    expect(initialsOf('Aroha Te Whare')).toBe('AT');
    expect(initialsOf('  mere  ')).toBe('M');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
  it('derives a stable colour from the name', () => {
    expect(avatarColourOf('Liam Lawyer')).toBe(avatarColourOf('Liam Lawyer'));
    expect(AVATAR_COLOURS).toContain(avatarColourOf('Liam Lawyer'));
    const colours = new Set(['Ana', 'Ben', 'Cara', 'Dev', 'Eru', 'Fei', 'Gus', 'Hine'].map(avatarColourOf));
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe('roles', () => {
  it('an admin cycles the viewed role admin → lawyer → executor → beneficiary → admin', () => {
    expect(nextViewRole('admin')).toBe('lawyer');
    expect(nextViewRole('lawyer')).toBe('executor');
    expect(nextViewRole('executor')).toBe('beneficiary');
    expect(nextViewRole('beneficiary')).toBe('admin');
  });
  it('defaults an unknown or missing role to beneficiary', () => {
    expect(parseRole(undefined)).toBe('beneficiary');
    expect(parseRole('superuser')).toBe('beneficiary');
    expect(parseRole('lawyer')).toBe('lawyer');
  });
  it('the permission matrix: notifyflow only uses NotifyFlow, only admins reach admin, admin and lawyer create estates', () => {
    expect(can('notifyflow', 'dashboard:use')).toBe(false);
    expect(can('notifyflow', 'notifyflow:use')).toBe(true);
    expect(PERMISSIONS['admin:access']).toEqual(['admin']);
    expect(
      ['admin', 'lawyer', 'executor', 'beneficiary'].filter((r) => can(r as 'admin', 'estate:create')),
    ).toEqual(['admin', 'lawyer']);
    expect(can('lawyer', 'executors:view')).toBe(true);
    expect(can('executor', 'executors:view')).toBe(false);
  });
});
