import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

// The toast library loads with the first screen that can toast; the prerendered public pages
// never do, so their visitors don't download it. A toast raised while it loads still shows:
// sonner replays active toasts to a toaster that subscribes late.
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
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {hasToaster ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}
