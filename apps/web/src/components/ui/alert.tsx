import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-red-300 bg-red-50 text-red-800',
    icon: <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
  },
  success: {
    box: 'border-green-300 bg-green-50 text-green-800',
    icon: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
  },
  info: {
    box: 'border-blue-300 bg-blue-50 text-blue-900',
    icon: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
  },
};

/**
 * A coloured message box. Errors are announced (`role="alert"`); success and info are polite
 * status messages.
 */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const { box, icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-2 rounded-md border px-4 py-3 text-sm', box, className)}
    >
      {icon}
      <div>{children}</div>
    </div>
  );
}
