import { describe, expect, it } from 'vitest';
import { institutionAuditShown } from './estate-notifications.js';

describe('institutionAuditShown: an organisation row history in words', () => {
  it('an admin change names the move and keeps the note', () => {
    expect(
      institutionAuditShown({
        action: 'institution_notified.status_changed',
        data: { from: 'failed', to: 'completed', note: 'Confirmed by phone.' },
      }),
    ).toEqual({ title: 'Status changed: action needed → completed', detail: 'Note: Confirmed by phone.' });
  });

  it('an answer says what the organisation did, with its message', () => {
    expect(
      institutionAuditShown({
        action: 'institution.responded',
        data: { from: 'sent', to: 'failed', action: 'need_info', message: 'Please send the grant.' },
      }),
    ).toEqual({
      title: 'Organisation answered: asked for more information',
      detail: 'Message: Please send the grant.',
    });
  });

  it('sending, posting, reminding and the family replying read as such', () => {
    expect(institutionAuditShown({ action: 'institution_notified.email_sent', data: null }).title).toBe(
      'Email sent',
    );
    expect(institutionAuditShown({ action: 'institution_notified.letter_posted', data: {} }).title).toBe(
      'Letter posted',
    );
    expect(institutionAuditShown({ action: 'institution_notified.reminded', data: {} }).title).toBe(
      'Reminder sent',
    );
    expect(
      institutionAuditShown({
        action: 'institution_notified.family_replied',
        data: { message: 'Attached.' },
      }),
    ).toEqual({ title: 'Family replied', detail: 'Message: Attached.' });
  });
});
