import type { Calendar } from '@estate/domain';
import { answerCheck, array, boolean, nullable, object, oneOf, string } from '@/lib/answer-check';

/**
 * `GET /api/calendar` (the home page's upcoming events, and the Calendar page) checked without zod
 * (decision 085), as the domain's `calendarSchema` would; app/first-screen-checks.test.ts holds it
 * to that schema.
 */
export const calendarCheck = answerCheck<Calendar>(
  object({
    from: string,
    to: string,
    today: string,
    items: array(
      object({
        id: string,
        source: oneOf(['task', 'statutory', 'milestone', 'tax', 'event']),
        title: string,
        date: string,
        time: nullable(string),
        type: string,
        detail: nullable(string),
        estate: nullable(object({ id: string, name: string })),
        overdue: boolean,
        link: string,
      }),
    ),
  }),
);
