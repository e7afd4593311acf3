import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingState } from '@/components/ui/loading-state';

export type GuardToast = { kind: 'error' | 'warning' | 'success'; message: string };

/**
 * Shows a toast (once) and replaces the current entry with `to`.
 *
 * StrictMode runs effects twice in development; the ref keeps the second run from toasting or
 * navigating again, and the toast id (its text) makes sonner merge any duplicate into one.
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
    if (message) toast[message.kind](message.message, { id: message.message });
    void navigate(to, { replace: true, state });
  }, [navigate, to, message, state]);

  return <LoadingState label="Redirecting…" />;
}
