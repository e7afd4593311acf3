import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { toastLater } from '@/lib/toast-later';

export type GuardToast = { kind: 'error' | 'warning' | 'success'; message: string };

/**
 * Shows a toast (once) and replaces the current entry with `to`.
 *
 * StrictMode runs effects twice in development; the ref keeps the second run from toasting or
 * navigating again, and the toast id (its text) makes sonner merge any duplicate into one. The toast
 * library loads only when there is a toast to show: the guards that use this are on every screen.
 */
export function RedirectWithToast({
  to,
  toast: message,
  state,
}: {
  to: string;
  toast?: GuardToast | undefined;
  state?: unknown;
}) {
  const navigate = useNavigate();
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    if (message) toastLater(message.kind, message.message, { id: message.message });
    void navigate(to, { replace: true, state });
  }, [navigate, to, message, state]);

  return <LoadingState label="Redirecting…" />;
}
