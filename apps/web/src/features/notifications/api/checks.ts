import type { AppNotificationList } from '@estate/domain';
import {
  answerCheck,
  array,
  boolean,
  count,
  isoDatetime,
  nullable,
  object,
  oneOf,
  string,
  uuid,
  wholeFrom,
} from '@/lib/answer-check';

/**
 * The top bar's notifications menu answer checked without zod (decision 085), as the domain's
 * `appNotificationListSchema` would; app/first-screen-checks.test.ts holds it to that schema.
 */
export const appNotificationListCheck = answerCheck<AppNotificationList>(
  object({
    items: array(
      object({
        id: uuid,
        title: string,
        message: string,
        type: oneOf(['info', 'success', 'warning', 'error']),
        read: boolean,
        createdAt: isoDatetime,
        link: nullable(string),
      }),
    ),
    unread: count,
    total: count,
    page: wholeFrom(1),
    pageSize: wholeFrom(1),
    unreadByFilter: object({ all: count, info: count, warning: count, success: count }),
  }),
);
