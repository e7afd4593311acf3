import { LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { focusRingOnDark } from '@/components/ui/focus';
import { sidebarFor, type SidebarItem } from '@/config/navigation';
import { paths } from '@/config/paths';
import { ROLE_LABELS } from '@/config/roles';
import { SITE } from '@/config/site';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';

function SidebarLink({
  item,
  isCollapsed,
  onNavigate,
}: {
  item: SidebarItem;
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end ?? false}
      onClick={onNavigate}
      title={isCollapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors max-md:min-h-11',
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
 * The dashboard sidebar (spec 1 §2.5): 16 rem wide open, 5 rem collapsed (Tailwind w-64 / w-20), from
 * 768 px up. On phones it is not on screen at all: the top bar's menu button opens the same links
 * in a drawer (DashboardDrawer), so the content keeps the whole width.
 */
export function DashboardSidebar({ isCollapsed, onToggle }: { isCollapsed: boolean; onToggle: () => void }) {
  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col overflow-y-auto bg-slate-900 text-white transition-[width] duration-200 md:flex print:hidden',
        isCollapsed ? 'w-20' : 'w-64',
      )}
    >
      <SidebarBody isCollapsed={isCollapsed} onToggle={onToggle} />
    </aside>
  );
}

/**
 * The phones' sidebar: the same links in a modal drawer from the left, a native `<dialog>` as our
 * dialogs are (useModalDialog). Closes on Escape, the backdrop, its close button and when a link is
 * followed; focus returns to the menu button.
 */
export function DashboardDrawer({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog(onClose);
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      id={DRAWER_ID}
      aria-label="Menu"
      // A click on the backdrop lands on the dialog element itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col overflow-y-auto bg-slate-900 p-0 text-white open:flex backdrop:bg-slate-900/60 md:hidden"
    >
      <SidebarBody isCollapsed={false} onClose={close} onNavigate={close} />
    </dialog>
  );
}

/** The id of the phones' drawer, for the menu button's aria-controls. */
export const DRAWER_ID = 'dashboard-drawer';

/**
 * What the sidebar holds: the brand, the person and their role, the links, Log out. In the rail the
 * header button collapses it; in the drawer it closes the drawer.
 */
function SidebarBody({
  isCollapsed,
  onToggle,
  onClose,
  onNavigate,
}: {
  isCollapsed: boolean;
  onToggle?: () => void;
  onClose?: () => void;
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const { viewRole, canSwitch, cycleViewRole } = useViewRole();
  const { main, admin } = sidebarFor(viewRole);
  const roleLabel = ROLE_LABELS[viewRole];
  const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose;
  const navId = onClose ? 'dashboard-drawer-nav' : 'dashboard-sidebar-nav';

  return (
    <>
      <div
        className={cn(
          'flex gap-2 border-b border-slate-800 p-4',
          isCollapsed ? 'flex-col items-center' : 'items-center justify-between',
        )}
      >
        <Link
          to={paths.dashboard.root.href()}
          onClick={onNavigate}
          className={cn('inline-flex min-h-11 items-center gap-2 rounded-md font-bold', focusRingOnDark)}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-700 text-sm"
          >
            NZ
          </span>
          <span className={isCollapsed ? 'sr-only' : 'text-sm'}>{SITE.name}</span>
        </Link>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white',
              focusRingOnDark,
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        ) : (
          <button
            type="button"
            onClick={onToggle}
            aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!isCollapsed}
            aria-controls={navId}
            title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white',
              focusRingOnDark,
            )}
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
        )}
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

      <nav id={navId} aria-label="Dashboard" className="flex-1 p-3">
        <ul className="space-y-1">
          {main.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
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
                  <SidebarLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>

      <div className="border-t border-slate-800 p-3">
        <Link
          to={paths.auth.logout.href()}
          onClick={onNavigate}
          title={isCollapsed ? 'Log out' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white max-md:min-h-11',
            focusRingOnDark,
            isCollapsed && 'justify-center',
          )}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className={isCollapsed ? 'sr-only' : undefined}>Log out</span>
        </Link>
      </div>
    </>
  );
}
