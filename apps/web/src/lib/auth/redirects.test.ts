import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeRedirectPath } from './redirects';

describe('destinationAfterSignIn', () => {
  it('sends a NotifyFlow account to /notify, unless it came from an organisation’s inbox', () => {
    expect(destinationAfterSignIn('notifyflow', null)).toBe('/notify');
    expect(destinationAfterSignIn('notifyflow', '/dashboard/estates')).toBe('/notify');
    expect(destinationAfterSignIn('notifyflow', '/org')).toBe('/org');
    expect(destinationAfterSignIn('notifyflow', '/org/notifications/abc?x=1')).toBe(
      '/org/notifications/abc?x=1',
    );
    expect(destinationAfterSignIn('notifyflow', '/organisation')).toBe('/notify');
  });

  it('sends anyone else back where they came from, or to the dashboard', () => {
    expect(destinationAfterSignIn('executor', '/org/api-keys')).toBe('/org/api-keys');
    expect(destinationAfterSignIn('lawyer', null)).toBe('/dashboard');
    expect(safeRedirectPath({ pathname: '/org', search: '', hash: '' })).toBe('/org');
  });
});
