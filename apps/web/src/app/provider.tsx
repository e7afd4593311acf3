import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@estate/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

/** Everything the routes rely on: server-state cache, the session, and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={TOAST_VISIBLE_MAX}
          closeButton
        />
      </AuthProvider>
    </QueryClientProvider>
  );
}
