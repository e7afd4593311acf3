import type { MessageSummary } from '@estate/domain';
import {
  answerCheck,
  array,
  boolean,
  count,
  isoDatetime,
  nullable,
  object,
  string,
  uuid,
} from '@/lib/answer-check';

/**
 * The top bar's messages menu answer checked without zod (decision 085), as the domain's
 * `messageSummarySchema` would; app/first-screen-checks.test.ts holds it to that schema.
 */
export const messageSummaryCheck = answerCheck<MessageSummary>(
  object({
    unread: count,
    items: array(
      object({
        id: uuid,
        estateId: uuid,
        estateName: string,
        subject: string,
        participants: array(object({ userId: uuid, name: string })),
        lastMessage: nullable(object({ senderName: string, preview: string, createdAt: isoDatetime })),
        lastMessageAt: isoDatetime,
        unread: count,
        isMember: boolean,
      }),
    ),
  }),
);
