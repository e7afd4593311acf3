/**
 * Issue 18: an estate's NotifyFlow notifications as its page shows them, and how the back office
 * reads one organisation row's history.
 */
import { z } from 'zod';
import { INSTITUTION_STATUSES } from '../notifyflow.js';
import { DELIVERY_CHANNELS, NOTIFICATION_STATUS_VALUES } from './loop.js';

/** GET /api/estates/:id/notifications: the estate's notifications, newest first. */
export const estateNotificationsSchema = z.object({
  items: z.array(
    z.object({
      notificationId: z.uuid(),
      referenceCode: z.string(),
      createdAt: z.iso.datetime(),
      /** Derived from its organisations (deriveNotificationStatus). */
      status: z.enum(NOTIFICATION_STATUS_VALUES),
      institutions: z.array(
        z.object({
          name: z.string(),
          /** The organisation the family typed, not in the directory. */
          other: z.boolean(),
          status: z.enum(INSTITUTION_STATUSES),
          channel: z.enum(DELIVERY_CHANNELS),
          /** When it actually went out (email accepted, letter posted). */
          dispatchedAt: z.iso.datetime().nullable(),
          acknowledgedAt: z.iso.datetime().nullable(),
          completedAt: z.iso.datetime().nullable(),
          infoRequestedAt: z.iso.datetime().nullable(),
          /** The family's latest reply. */
          lastReplyAt: z.iso.datetime().nullable(),
        }),
      ),
    }),
  ),
});
export type EstateNotifications = z.infer<typeof estateNotificationsSchema>;
export type EstateNotification = EstateNotifications['items'][number];

const ACTION_LABELS: Record<string, string> = {
  'institution_notified.email_sent': 'Email sent',
  'institution_notified.letter_posted': 'Letter posted',
  'institution_notified.status_changed': 'Status changed',
  'institution.responded': 'Organisation answered',
  'institution_notified.family_replied': 'Family replied',
  'institution_notified.reminded': 'Reminder sent',
};
const ANSWER_LABELS: Record<string, string> = {
  acknowledge: 'acknowledged receipt',
  complete: 'marked it completed',
  need_info: 'asked for more information',
};
const STATUS_WORDS: Record<string, string> = {
  pending: 'pending',
  sent: 'sent',
  completed: 'completed',
  failed: 'action needed',
};

/**
 * One event of an organisation row's trail in words: a title ("Status changed", "Organisation
 * answered: asked for more information") and its detail (the note, the message, the move).
 */
export function institutionAuditShown(event: { action: string; data: Record<string, unknown> | null }): {
  title: string;
  detail: string | null;
} {
  const data = event.data ?? {};
  const str = (key: string) => (typeof data[key] === 'string' && data[key] ? data[key] : null);
  const move =
    str('from') && str('to') && str('from') !== str('to')
      ? `${STATUS_WORDS[str('from')!] ?? str('from')} → ${STATUS_WORDS[str('to')!] ?? str('to')}`
      : null;
  const base = ACTION_LABELS[event.action] ?? event.action;
  switch (event.action) {
    case 'institution_notified.status_changed':
      return {
        title: move ? `${base}: ${move}` : base,
        detail: str('note') ? `Note: ${str('note')}` : null,
      };
    case 'institution.responded': {
      const answer = str('action');
      return {
        title: answer && ANSWER_LABELS[answer] ? `${base}: ${ANSWER_LABELS[answer]}` : base,
        detail: str('message') ? `Message: ${str('message')}` : null,
      };
    }
    case 'institution_notified.family_replied':
      return { title: base, detail: str('message') ? `Message: ${str('message')}` : null };
    default:
      return { title: base, detail: null };
  }
}
