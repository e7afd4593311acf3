import { ADMIN_VIEW_ROLE_CYCLE, nextViewRole, type ViewRole } from '@estate/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/config/site';
import { useAuth } from '@/lib/auth/use-auth';
import { ViewRoleContext, type ViewRoleContextValue } from './view-role-context';

function readStoredViewRole(): ViewRole {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEYS.viewRole);
    return (ADMIN_VIEW_ROLE_CYCLE as readonly string[]).includes(stored ?? '')
      ? (stored as ViewRole)
      : 'admin';
  } catch {
    return 'admin';
  }
}

/**
 * Lets an admin look at the dashboard as another role would (spec 1 §2.5). This is a view only:
 * it changes which links are drawn, never what the API allows, and guards use the real role.
 */
export function ViewRoleProvider({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const [adminView, setAdminView] = useState<ViewRole>(readStoredViewRole);

  const cycleViewRole = useCallback(() => {
    if (!isAdmin) return;
    setAdminView((current) => {
      const next = nextViewRole(current);
      try {
        window.sessionStorage.setItem(STORAGE_KEYS.viewRole, next);
      } catch {
        // Storage may be unavailable (private mode); the view still changes for this page.
      }
      return next;
    });
  }, [isAdmin]);

  const value = useMemo<ViewRoleContextValue>(
    () => ({ viewRole: isAdmin ? adminView : role, canSwitch: isAdmin, cycleViewRole }),
    [isAdmin, adminView, role, cycleViewRole],
  );

  return <ViewRoleContext.Provider value={value}>{children}</ViewRoleContext.Provider>;
}
