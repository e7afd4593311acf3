import { describe, expect, it } from 'vitest';
import { deriveNotificationStatus, institutionStatusShown, notificationStatusShown } from './loop.js';

describe('deriveNotificationStatus', () => {
  it('is pending while nothing has gone out (or there is nothing yet)', () => {
    expect(deriveNotificationStatus([])).toBe('pending');
    expect(deriveNotificationStatus(['pending', 'pending'])).toBe('pending');
  });

  it('is in progress once any organisation was told or answered, until all completed', () => {
    expect(deriveNotificationStatus(['pending', 'sent'])).toBe('in_progress');
    expect(deriveNotificationStatus(['completed', 'pending'])).toBe('in_progress');
    expect(deriveNotificationStatus(['completed', 'sent'])).toBe('in_progress');
  });

  it('is action needed when any organisation waits on the family, whatever the others', () => {
    expect(deriveNotificationStatus(['completed', 'failed'])).toBe('action_needed');
    expect(deriveNotificationStatus(['pending', 'failed', 'sent'])).toBe('action_needed');
  });

  it('is completed only when every organisation completed', () => {
    expect(deriveNotificationStatus(['completed'])).toBe('completed');
    expect(deriveNotificationStatus(['completed', 'completed'])).toBe('completed');
  });
});

describe('how statuses are shown', () => {
  it('the notification: its label and tone; anything unknown reads as pending', () => {
    expect(notificationStatusShown('action_needed')).toEqual({ label: 'Action needed', tone: 'warning' });
    expect(notificationStatusShown('completed')).toEqual({ label: 'Completed', tone: 'success' });
    expect(notificationStatusShown('in_progress')).toEqual({ label: 'In progress', tone: 'info' });
    expect(notificationStatusShown('whatever')).toEqual({ label: 'Pending', tone: 'neutral' });
  });

  it('an organisation asking for more is an action for the family, in the warning colour (not an error)', () => {
    expect(institutionStatusShown({ status: 'failed', acknowledgedAt: '2026-11-02T00:00:00Z' })).toEqual({
      label: 'Action needed',
      tone: 'warning',
    });
  });

  it('sent, acknowledged, and sent again after the family replied', () => {
    expect(institutionStatusShown({ status: 'sent', acknowledgedAt: null })).toEqual({
      label: 'Sent',
      tone: 'info',
    });
    expect(institutionStatusShown({ status: 'sent', acknowledgedAt: '2026-11-02T00:00:00Z' }).label).toBe(
      'Acknowledged',
    );
    expect(
      institutionStatusShown({
        status: 'sent',
        acknowledgedAt: '2026-11-02T00:00:00Z',
        infoRequestedAt: '2026-11-03T00:00:00Z',
        lastReplyAt: '2026-11-04T00:00:00Z',
      }).label,
    ).toBe('Reply sent');
    // A reply older than the latest request is not an answer to it.
    expect(
      institutionStatusShown({
        status: 'sent',
        acknowledgedAt: '2026-11-02T00:00:00Z',
        infoRequestedAt: '2026-11-05T00:00:00Z',
        lastReplyAt: '2026-11-04T00:00:00Z',
      }).label,
    ).toBe('Acknowledged');
    expect(institutionStatusShown({ status: 'pending', acknowledgedAt: null }).label).toBe('Queued');
    expect(institutionStatusShown({ status: 'completed', acknowledgedAt: null })).toEqual({
      label: 'Completed',
      tone: 'success',
    });
  });
});
