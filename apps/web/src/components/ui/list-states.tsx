import type { ComponentProps, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './panel';

/** A list that could not be loaded: the message and a Retry button. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert>
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
