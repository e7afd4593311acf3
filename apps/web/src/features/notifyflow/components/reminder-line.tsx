import type { NotificationStatus } from '@estate/domain';
import { formatDate } from '@/lib/format';

type Row = Pick<
  NotificationStatus['institutions'][number],
  'status' | 'acknowledgedAt' | 'remindedAt' | 'expectedBy'
>;

/**
 * Chasing, as the family sees it (issue 18), as terms of the row's list of dates: the date by
 * which the organisation is expected to acknowledge (while it has not), and the day it was sent
 * its one reminder. A reminder's day is
 * shown in the person's time zone, as every other time on the page.
 */
export function ReminderLines({ row }: { row: Row }) {
  const waiting = row.status === 'sent' && !row.acknowledgedAt;
  return (
    <>
      {waiting && row.expectedBy ? (
        <div>
          <dt className="inline text-slate-600">Expected to acknowledge by: </dt>
          <dd className="inline">{formatDate(row.expectedBy)}</dd>
        </div>
      ) : null}
      {row.remindedAt ? (
        <div>
          <dt className="inline text-slate-600">Reminded on </dt>
          <dd className="inline">{formatDate(row.remindedAt)}</dd>
        </div>
      ) : null}
    </>
  );
}
