import { z } from 'zod';

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

export const appNotificationListSchema = z.object({
  items: z.array(appNotificationSchema),
  unread: z.number().int().nonnegative(),
});
export type AppNotificationList = z.infer<typeof appNotificationListSchema>;
