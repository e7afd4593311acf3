import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { messageOf } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';
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

/**
 * What a panel fed by one query shows: "Loading…", the error, the empty state, or the data (the
 * dashboard's panels). `isEmpty` says when the data holds nothing to list.
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <Alert>Error: {messageOf(query.error, error)}</Alert>;
  return isEmpty(query.data) ? empty : children(query.data);
}
