import type { AppNotification } from '@estate/domain';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TYPE_ICONS: Record<AppNotification['type'], { icon: LucideIcon; className: string; label: string }> = {
  info: { icon: Info, className: 'text-blue-700', label: 'Information' },
  success: { icon: CircleCheck, className: 'text-green-700', label: 'Success' },
  warning: { icon: TriangleExclamationPoint, className: 'text-amber-700', label: 'Warning' },
  error: { icon: CircleX, className: 'text-red-700', label: 'Error' },
};

/** A notification's type as an icon with its name for screen readers (the bell and the page). */
export function NotificationTypeIcon({
  type,
  className,
}: {
  type: AppNotification['type'];
  className?: string;
}) {
  const { icon: Icon, className: colour, label } = TYPE_ICONS[type];
  return <Icon role="img" aria-label={label} className={cn('mt-0.5 size-5 shrink-0', colour, className)} />;
}
