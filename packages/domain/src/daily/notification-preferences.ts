/**
 * What a person is notified about, and how (issue 16). Each kind of notification can be shown in the
 * app (the bell and /dashboard/notifications) and/or emailed; every channel is on until the person
 * turns it off in Settings (spec 3 §9: "Notification preference defaults all on").
 */
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  { value: 'assignment', label: 'Assigned to an estate or task' },
  { value: 'deadline', label: 'Deadlines due in 7 days and overdue' },
  { value: 'notifyflow', label: 'An organisation answered a NotifyFlow notification' },
  { value: 'message', label: 'New messages' },
  { value: 'invitation', label: 'Invitations accepted' },
  { value: 'privacy', label: 'Answers to my privacy requests' },
  // Administrators only (the settings page offers it to them alone): the audit trail's tamper check.
  { value: 'security', label: 'Security alerts: the audit trail failed its tamper check' },
] as const;

/** The kinds only administrators are ever sent, so the settings page offers them to admins alone. */
export const ADMIN_NOTIFICATION_KINDS: readonly NotificationKind[] = ['security'];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['value'];
export const NOTIFICATION_KIND_VALUES = NOTIFICATION_KINDS.map((k) => k.value) as [
  NotificationKind,
  ...NotificationKind[],
];

export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

export const notificationKindPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KIND_VALUES.map((k) => [k, notificationChannelsSchema])) as Record<
    NotificationKind,
    typeof notificationChannelsSchema
  >,
);
export type NotificationKindPreferences = z.infer<typeof notificationKindPreferencesSchema>;

const ALL_ON: NotificationChannels = { inApp: true, email: true };

/**
 * A person's per-kind preferences from what is stored (`users.notification_preferences`, beside the
 * admin screen's master switches `email` and `browser`): every kind present, anything missing or
 * malformed (null, an older shape) counting as on. `effectiveChannels` applies the master switches.
 */
export function notificationPreferencesOf(stored: unknown): NotificationKindPreferences {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    NOTIFICATION_KIND_VALUES.map((kind) => {
      const parsed = notificationChannelsSchema.safeParse(source[kind]);
      return [kind, parsed.success ? parsed.data : ALL_ON];
    }),
  ) as NotificationKindPreferences;
}

/** The notifications page's filter tabs (spec 3 §2): which notification types each shows. */
export const NOTIFICATION_FILTERS = [
  { value: 'all', label: 'All', types: ['info', 'warning', 'error', 'success'] },
  { value: 'info', label: 'Information', types: ['info'] },
  { value: 'warning', label: 'Warnings', types: ['warning', 'error'] },
  { value: 'success', label: 'Success', types: ['success'] },
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]['value'];

/**
 * Whether a kind of notice reaches the person in the app and by email: the kind's own switches,
 * under the master switches an admin can set on the Users screen (`browser` for in-app, `email`).
 */
export function effectiveChannels(stored: unknown, kind: NotificationKind): NotificationChannels {
  const own = notificationPreferencesOf(stored)[kind];
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return { inApp: own.inApp && s.browser !== false, email: own.email && s.email !== false };
}

/**
 * What an email's one-click unsubscribe link (RFC 8058, decision 078) is about: the answer of its
 * GET (changes nothing) and of its POST (turns that kind of email off), and what its page shows.
 */
export const emailUnsubscribeStateSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_VALUES).describe('The notification kind whose emails the link turns off'),
  label: z.string().describe('That kind in words, as Settings › Notifications names it'),
  emailOn: z.boolean().describe('Whether that kind of email still reaches the person'),
});
export type EmailUnsubscribeState = z.infer<typeof emailUnsubscribeStateSchema>;

/** The field and value RFC 8058 §3.2 has a mail provider post to the unsubscribe URL. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/** What an unsubscribe link that does not verify (forged, expired, its person deleted) answers. */
export const EMAIL_UNSUBSCRIBE_NOT_VALID =
  'This unsubscribe link is not valid or has expired. Sign in and turn the email off in Settings › Notifications.';
