import type { AppNotification } from '@estate/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { NotificationTypeIcon } from './notification-type-icon';

/**
 * The notifications page's list: each with its type, title, message, when (how long ago and the
 * exact New Zealand time) and a New badge while unread. Opening one (its title) marks it read and
 * follows its link; the button beside it marks it read or unread again.
 */
export function NotificationList({
  items,
  onOpen,
  onToggleRead,
  now = new Date(),
}: {
  items: AppNotification[];
  onOpen: (item: AppNotification) => void;
  onToggleRead: (item: AppNotification) => void;
  now?: Date;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const titleClasses = cn(
          'rounded-sm text-left text-slate-900 hover:underline',
          item.read ? 'font-medium' : 'font-semibold',
          focusRing,
        );
        const exact = formatDateTime(item.createdAt);
        return (
          <li
            key={item.id}
            className={cn(
              'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 p-4 sm:grid-cols-[auto_1fr_auto]',
              !item.read && 'bg-blue-50',
            )}
          >
            <NotificationTypeIcon type={item.type} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                {item.link ? (
                  <Link to={item.link} onClick={() => onOpen(item)} className={titleClasses}>
                    {item.title}
                  </Link>
                ) : (
                  <button type="button" onClick={() => onOpen(item)} className={titleClasses}>
                    {item.title}
                  </button>
                )}
                {!item.read ? <Badge tone="info">New</Badge> : null}
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">{item.message}</p>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={item.createdAt} title={exact}>
                  {formatRelativeTime(item.createdAt, now)}
                </time>
                <span aria-hidden="true"> · </span>
                <span>{exact}</span>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:ml-0"
              onClick={() => onToggleRead(item)}
            >
              {item.read ? 'Mark as unread' : 'Mark as read'}
              <span className="sr-only">: {item.title}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
