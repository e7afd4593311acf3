import { z } from 'zod';
import { NOTIFICATION_FILTERS, type NotificationFilter } from './daily/notification-preferences.js';

/** A notification in the top-bar dropdown (spec 1 §3 "Notification item shown in the app"). */
export const APP_NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;

export const appNotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(APP_NOTIFICATION_TYPES),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  link: z.string().nullable(),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

export const NOTIFICATION_FILTER_VALUES = NOTIFICATION_FILTERS.map((f) => f.value) as [
  NotificationFilter,
  ...NotificationFilter[],
];

/**
 * The notifications list's query string: the top bar asks with none (the 20 newest of all), the
 * notifications page with its filter tab and page.
 */
export const appNotificationListQuerySchema = z.object({
  filter: z
    .enum(NOTIFICATION_FILTER_VALUES, { message: 'Choose all, info, warning or success' })
    .default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AppNotificationListQuery = z.infer<typeof appNotificationListQuerySchema>;

/** How many unread notifications each filter tab holds. */
export const notificationFilterCountsSchema = z.object(
  Object.fromEntries(NOTIFICATION_FILTER_VALUES.map((f) => [f, z.number().int().nonnegative()])) as Record<
    NotificationFilter,
    z.ZodNumber
  >,
);
export type NotificationFilterCounts = z.infer<typeof notificationFilterCountsSchema>;

/**
 * One page of the person's notifications, newest first: `unread` is across all of them (the bell's
 * badge), `total` how many the filter holds, `unreadByFilter` the tabs' counts.
 */
export const appNotificationListSchema = z.object({
  items: z.array(appNotificationSchema),
  unread: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  unreadByFilter: notificationFilterCountsSchema,
});
export type AppNotificationList = z.infer<typeof appNotificationListSchema>;
