import type { ComponentProps, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './panel';

/** A list that could not be loaded: the message (under its heading, if any) and a Retry button. */
export function LoadError({
  children,
  title,
  onRetry,
}: {
  children: ReactNode;
  title?: string | undefined;
  onRetry: () => void;
}) {
  return (
    <Alert>
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** The "nothing here" message of a list, in the white box the list would fill. */
export function EmptyListBox(props: ComponentProps<typeof EmptyState>) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <EmptyState {...props} />
    </div>
  );
}
