import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { focusRingOnDark } from '@/components/ui/focus';
import { sidebarFor, type SidebarItem } from '@/config/navigation';
import { paths } from '@/config/paths';
import { ROLE_LABELS } from '@/config/roles';
import { SITE } from '@/config/site';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';

function SidebarLink({ item, isCollapsed }: { item: SidebarItem; isCollapsed: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end ?? false}
      title={isCollapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          focusRingOnDark,
          isCollapsed && 'justify-center',
          isActive ? 'bg-blue-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={isCollapsed ? 'sr-only' : undefined}>{item.label}</span>
    </NavLink>
  );
}

/**
 * The dashboard sidebar (spec 1 §2.5): 16 rem wide open, 5 rem collapsed (Tailwind w-64 / w-20).
 * Links follow the *viewed* role, so an admin looking as a lawyer sees a lawyer's links.
 */
export function DashboardSidebar({ isCollapsed, onToggle }: { isCollapsed: boolean; onToggle: () => void }) {
  const { user } = useAuth();
  const { viewRole, canSwitch, cycleViewRole } = useViewRole();
  const { main, admin } = sidebarFor(viewRole);
  const roleLabel = ROLE_LABELS[viewRole];
  const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col overflow-y-auto bg-slate-900 text-white transition-[width] duration-200 print:hidden',
        isCollapsed ? 'w-20' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex gap-2 border-b border-slate-800 p-4',
          isCollapsed ? 'flex-col items-center' : 'items-center justify-between',
        )}
      >
        <Link
          to={paths.dashboard.root.href()}
          className={cn('inline-flex items-center gap-2 rounded-md font-bold', focusRingOnDark)}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-700 text-sm"
          >
            NZ
          </span>
          <span className={isCollapsed ? 'sr-only' : 'text-sm'}>{SITE.name}</span>
        </Link>
        <button
          type="button"
          onClick={onToggle}
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!isCollapsed}
          aria-controls="dashboard-sidebar-nav"
          title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white',
            focusRingOnDark,
          )}
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        className={cn(
          'flex gap-3 border-b border-slate-800 p-4',
          isCollapsed ? 'flex-col items-center' : 'items-center',
        )}
      >
        <Avatar name={user?.name} size="md" decorative />
        <div className={cn('min-w-0', isCollapsed && 'text-center')}>
          <p className={isCollapsed ? 'sr-only' : 'truncate text-sm font-medium text-white'}>
            {user?.name || user?.email}
          </p>
          {canSwitch ? (
            <button
              type="button"
              onClick={cycleViewRole}
              title="Switch the role you are viewing the dashboard as"
              className={cn(
                'rounded text-xs text-blue-200 underline decoration-dotted underline-offset-2 hover:text-white',
                focusRingOnDark,
              )}
            >
              {roleLabel}
              <span className="sr-only"> – switch role view</span>
            </button>
          ) : (
            <p className="text-xs text-slate-300">{roleLabel}</p>
          )}
        </div>
      </div>

      <nav id="dashboard-sidebar-nav" aria-label="Dashboard" className="flex-1 p-3">
        <ul className="space-y-1">
          {main.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} isCollapsed={isCollapsed} />
            </li>
          ))}
        </ul>
        {admin.length > 0 ? (
          <div className="mt-6">
            <p
              id="sidebar-admin-heading"
              className={cn(
                'mb-2 border-t border-slate-700 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-300',
                isCollapsed ? 'text-center' : 'px-3',
              )}
            >
              Admin
            </p>
            <ul aria-labelledby="sidebar-admin-heading" className="space-y-1">
              {admin.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} isCollapsed={isCollapsed} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>

      <div className="border-t border-slate-800 p-3">
        <Link
          to={paths.auth.logout.href()}
          title={isCollapsed ? 'Log out' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white',
            focusRingOnDark,
            isCollapsed && 'justify-center',
          )}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className={isCollapsed ? 'sr-only' : undefined}>Log out</span>
        </Link>
      </div>
    </aside>
  );
}
