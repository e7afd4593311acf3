import { institutionStatusShown, notificationStatusShown, type EstateNotification } from '@estate/domain';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useEstateNotifications } from '../api/get-estate-notifications';

/** The latest thing that happened to an organisation's row, in words and a date. */
function latestDate(row: EstateNotification['institutions'][number]): string | null {
  if (row.completedAt) return `completed ${formatDate(row.completedAt)}`;
  if (row.infoRequestedAt) return `asked for more ${formatDate(row.infoRequestedAt)}`;
  if (row.acknowledgedAt) return `acknowledged ${formatDate(row.acknowledgedAt)}`;
  if (row.dispatchedAt)
    return `${row.channel === 'email' ? 'emailed' : 'posted'} ${formatDate(row.dispatchedAt)}`;
  return null;
}

/**
 * The estate page's NotifyFlow notifications (issue 18): each code (to its status page), its own
 * status, and each organisation's status and latest date; refreshed while the page is open.
 */
export function EstateNotificationsPanel({ estateId }: { estateId: string }) {
  const notifications = useEstateNotifications(estateId);
  return (
    <Panel
      title="Notifications"
      actions={
        <Link
          to={paths.dashboard.notifyflow.href(estateId)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Send aria-hidden="true" className="size-4" />
          Notify organisations
        </Link>
      }
    >
      {notifications.isPending ? (
        <LoadingState label="Loading notifications…" showLabel />
      ) : notifications.isError ? (
        <p className="text-sm text-red-700">
          {messageOf(notifications.error, 'The notifications could not be loaded.')}
        </p>
      ) : notifications.data.length === 0 ? (
        <p className="text-sm text-slate-700">No organisations have been notified for this estate yet.</p>
      ) : (
        <ul className="space-y-4" aria-live="polite">
          {notifications.data.map((n) => {
            const overall = notificationStatusShown(n.status);
            return (
              <li key={n.notificationId} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <TextLink
                    to={paths.dashboard.notifyflowStatusByCode.href({ referenceCode: n.referenceCode })}
                    className="font-mono font-semibold"
                  >
                    {n.referenceCode}
                  </TextLink>
                  <Badge tone={overall.tone}>{overall.label}</Badge>
                  <span className="text-sm text-slate-600">Sent {formatDate(n.createdAt)}</span>
                </div>
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {n.institutions.map((row, i) => {
                    const shown = institutionStatusShown(row);
                    const when = latestDate(row);
                    return (
                      <li key={`${row.name}-${i}`} className="flex flex-wrap items-center gap-2 py-1.5">
                        <span className="min-w-0 flex-1 text-slate-900">{row.name}</span>
                        {when ? <span className="text-slate-600">{when}</span> : null}
                        <Badge tone={shown.tone}>{shown.label}</Badge>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
