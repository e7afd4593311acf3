import { describe, expect, it } from 'vitest';
import { effectiveChannels, notificationPreferencesOf } from './notification-preferences.js';

describe('notification preferences', () => {
  it('are all on for someone who never chose', () => {
    const prefs = notificationPreferencesOf(null);
    expect(Object.values(prefs).every((c) => c.inApp && c.email)).toBe(true);
    expect(Object.keys(prefs)).toEqual([
      'assignment',
      'deadline',
      'notifyflow',
      'message',
      'invitation',
      'privacy',
      'security',
    ]);
  });

  it('keep what was chosen and treat a malformed or older entry as on', () => {
    const prefs = notificationPreferencesOf({
      message: { inApp: true, email: false },
      deadline: { inApp: 'yes' },
      email: true,
    });
    expect(prefs.message).toEqual({ inApp: true, email: false });
    expect(prefs.deadline).toEqual({ inApp: true, email: true });
  });

  it('are under the master switches an admin sets on the Users screen', () => {
    expect(effectiveChannels({ email: false }, 'message')).toEqual({ inApp: true, email: false });
    expect(effectiveChannels({ browser: false, message: { inApp: true, email: true } }, 'message')).toEqual({
      inApp: false,
      email: true,
    });
  });
});
