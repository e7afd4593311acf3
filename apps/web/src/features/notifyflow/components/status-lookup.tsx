import { NOTIFY_TEXTS } from '@estate/domain';
import { RefreshCw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api-client';
import { useNotificationStatus } from '../api/get-notification-status';
import { NotificationStatusView } from './notification-status-view';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function lookupErrorOf(error: unknown): string {
  if (isNotFound(error)) return NOTIFY_TEXTS.notFound;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return 'We could not check the status just now. Please try again.';
}

/**
 * The status lookup (spec 1 §2.10). The reference code lives in the address, so a lookup can be
 * bookmarked and shared; `onCheck` moves there. Nothing happens on an empty code.
 */
export function StatusLookup({
  referenceCode,
  onCheck,
  onBack,
}: {
  referenceCode: string;
  onCheck: (referenceCode: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState(referenceCode);
  const [shownFor, setShownFor] = useState(referenceCode);
  // The address changed (Back, a link): show its code in the box.
  if (shownFor !== referenceCode) {
    setShownFor(referenceCode);
    setCode(referenceCode);
  }
  const status = useNotificationStatus(referenceCode);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    if (wanted === referenceCode) void status.refetch();
    else onCheck(wanted);
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label="Reference code"
            name="referenceCode"
            placeholder="NF-ABC123"
            autoComplete="off"
            spellCheck={false}
            hint="You will find it in your confirmation email."
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex flex-wrap gap-2 sm:mb-6">
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" />
              Check Status
            </Button>
            <Button
              variant="secondary"
              disabled={!referenceCode || status.isFetching}
              onClick={() => void status.refetch()}
            >
              <RefreshCw
                aria-hidden="true"
                className={status.isFetching ? 'size-4 animate-spin' : 'size-4'}
              />
              Refresh Status
            </Button>
            <Button variant="ghost" onClick={onBack}>
              Back
            </Button>
          </div>
        </div>
      </form>

      {!referenceCode ? null : status.isPending && status.fetchStatus !== 'idle' ? (
        <LoadingState label="Checking status…" showLabel />
      ) : (
        <>
          {status.isError ? (
            <Alert>
              <p>{lookupErrorOf(status.error)}</p>
            </Alert>
          ) : null}
          {/* Not found clears the result, even one shown before a refresh (spec 1 §8). */}
          {status.data && !isNotFound(status.error) ? <NotificationStatusView status={status.data} /> : null}
        </>
      )}
    </div>
  );
}
