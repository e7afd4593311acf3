import type { LucideIcon } from 'lucide-react';
import type { MenuTriggerLook } from './deferred-menu';
import { iconButtonClasses } from './icon-button';

/**
 * A top-bar menu's icon button with its unread badge (notifications, messages): the count is in the
 * button's name ("Messages, 2 unread"), the badge itself hidden from screen readers.
 */
export function menuBadgeTrigger({
  label,
  icon: Icon,
  unread,
  testId,
}: {
  label: string;
  icon: LucideIcon;
  unread: number;
  testId: string;
}): MenuTriggerLook {
  return {
    'aria-label': unread > 0 ? `${label}, ${unread} unread` : label,
    className: iconButtonClasses,
    children: (
      <>
        <Icon aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid={testId}
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </>
    ),
  };
}
