import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { subscribeToToastsInUse, toastsInUse } from '@/lib/toasts-in-use';

// The toast library loads with the first screen that can toast (it imports lib/toast.ts), not
// before: the dashboard's first screen, and the prerendered public pages, need not download it. A
// toast raised while the toaster loads still shows: sonner replays active toasts to a toaster that
// subscribes late.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Everything the routes rely on: server-state cache, the session, and toasts. */
export function AppProvider({
  children,
  hasToaster = true,
}: {
  children: ReactNode;
  /** Mount the toaster; false on a prerendered public page until the visitor moves on. */
  hasToaster?: boolean;
}) {
  const [queryClient] = useState(createQueryClient);
  const canToast = useSyncExternalStore(subscribeToToastsInUse, toastsInUse, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {hasToaster && canToast ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}
