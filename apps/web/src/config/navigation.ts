import { can, type Role } from '@estate/domain';
import {
  Building,
  Calendar,
  ChartColumn,
  FileChartColumn,
  CreditCard,
  FileLock,
  FileText,
  FolderOpen,
  Inbox,
  Landmark,
  LayoutDashboard,
  Mail,
  LifeBuoy,
  ListChecks,
  Send,
  Settings,
  ShieldCheck,
  ScrollText,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from './paths';
import type { NavItem } from './public-navigation';

export type SidebarItem = NavItem & { icon: LucideIcon };

const executorsItem: SidebarItem = {
  label: 'Executors',
  to: paths.dashboard.executors.href(),
  icon: Users,
};

const BASE_SIDEBAR: SidebarItem[] = [
  { label: 'Dashboard', to: paths.dashboard.root.href(), icon: LayoutDashboard, end: true },
  { label: 'My Estates', to: paths.dashboard.estates.href(), icon: FolderOpen },
  { label: 'Documents', to: paths.dashboard.documents.href(), icon: FileText },
  { label: 'Tasks', to: paths.dashboard.tasks.href(), icon: ListChecks },
  { label: 'Calendar', to: paths.dashboard.calendar.href(), icon: Calendar },
  { label: 'Reports', to: paths.dashboard.reports.href(), icon: FileChartColumn },
  { label: 'Analytics', to: paths.dashboard.analytics.href(), icon: ChartColumn },
  { label: 'Settings', to: paths.dashboard.settings.href(), icon: Settings },
  { label: 'Help', to: paths.dashboard.help.href(), icon: LifeBuoy },
];

const ADMIN_SIDEBAR: SidebarItem[] = [
  { label: 'Admin Dashboard', to: paths.admin.dashboard.href(), icon: ShieldCheck },
  { label: 'Billing Management', to: paths.admin.billing.href(), icon: CreditCard },
  { label: 'Law Firms', to: paths.admin.lawFirms.href(), icon: Building },
  { label: 'Users', to: paths.admin.users.href(), icon: UserCog },
  { label: 'Institutions', to: paths.admin.institutions.href(), icon: Landmark },
  { label: 'NotifyFlow Notifications', to: paths.admin.notifications.href(), icon: Send },
  { label: 'Enquiries', to: paths.admin.enquiries.href(), icon: Inbox },
  { label: 'Privacy Requests', to: paths.admin.privacyRequests.href(), icon: FileLock },
  { label: 'Outbox', to: paths.admin.outbox.href(), icon: Mail },
  executorsItem,
];

const auditLogItem: SidebarItem = {
  label: 'Audit Log',
  to: paths.dashboard.auditLog.href(),
  icon: ScrollText,
};

/** The base links, with Audit Log after Analytics for those who may read the trail. */
function mainFor(role: Role): SidebarItem[] {
  if (!can(role, 'audit:view')) return BASE_SIDEBAR;
  const at = BASE_SIDEBAR.findIndex((item) => item.label === 'Analytics') + 1;
  return [...BASE_SIDEBAR.slice(0, at), auditLogItem, ...BASE_SIDEBAR.slice(at)];
}

/**
 * Sidebar links for a (viewed) role (spec 1 §2.5): everyone gets the base links (Analytics too,
 * issue 15); admins and lawyers also Audit Log; lawyers also get Executors; admins get an Admin
 * section with the back-office pages (Users too) and Executors.
 */
export function sidebarFor(role: Role): { main: SidebarItem[]; admin: SidebarItem[] } {
  const main = mainFor(role);
  if (can(role, 'admin:access')) return { main, admin: ADMIN_SIDEBAR };
  if (can(role, 'executors:view')) {
    return { main: [...main.slice(0, 6), executorsItem, ...main.slice(6)], admin: [] };
  }
  return { main, admin: [] };
}
