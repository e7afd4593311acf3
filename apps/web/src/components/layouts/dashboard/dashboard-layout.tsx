import { useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ViewRoleProvider } from '@/lib/view-role/view-role-provider';
import { SkipLink } from '../skip-link';
import { DashboardDrawer, DashboardSidebar } from './dashboard-sidebar';
import { DashboardTopBar } from './dashboard-top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * The dashboard shell (spec 1 §2.5): collapsible sidebar (a drawer behind the top bar's menu button
 * on phones), top bar, content. Menus that need
 * feature data (messages, notifications) are passed in by the route, so this shared layout
 * imports no feature.
 */
export function DashboardLayout({ topBarMenus }: { topBarMenus?: ReactNode }) {
  const [isCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <ViewRoleProvider>
      <SkipLink />
      {/* Printing prints the page's content only (an invoice): the sidebar and top bar hide. */}
      <div
        data-shell="dashboard"
        className="flex min-h-screen bg-slate-50 text-slate-900 print:block print:min-h-0 print:bg-white"
      >
        <DashboardSidebar isCollapsed={isCollapsed} onToggle={toggleCollapsed} />
        {isDrawerOpen ? <DashboardDrawer onClose={closeDrawer} /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <DashboardTopBar
            menus={topBarMenus}
            isMenuOpen={isDrawerOpen}
            onOpenMenu={() => setDrawerOpen(true)}
          />
          <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8 print:p-0">
            <Outlet />
          </main>
        </div>
      </div>
    </ViewRoleProvider>
  );
}
