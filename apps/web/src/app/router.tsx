import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { NewEstateGuard } from '@/features/auth/components/new-estate-guard';
import { NotifyGuard } from '@/features/auth/components/notify-guard';
import { AuthCallbackRoute } from './routes/auth/auth-callback';
import { ForgotPasswordRoute } from './routes/auth/forgot-password';
import { LoginRoute } from './routes/auth/login';
import { LogoutRoute } from './routes/auth/logout';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignUpRoute } from './routes/auth/sign-up';
import { NotifyRoute } from './routes/notify/notify';
import { NotifySignUpRoute } from './routes/notify/notify-sign-up';
import { NotifyStatusRoute } from './routes/notify/notify-status';
import { RespondRoute } from './routes/notify/respond';
import { AboutRoute } from './routes/public/about';
import { BookADemoRoute } from './routes/public/book-a-demo';
import { ContactUsRoute } from './routes/public/contact-us';
import { FaqRoute } from './routes/public/faq';
import { ForBeneficiariesRoute } from './routes/public/for-beneficiaries';
import { ForExecutorsRoute } from './routes/public/for-executors';
import { ForLawyersRoute } from './routes/public/for-lawyers';
import { HomeRoute } from './routes/public/home';
import { HowItWorksRoute } from './routes/public/how-it-works';
import { NotFoundRoute } from './routes/public/not-found';
import { NotifyFlowRoute } from './routes/public/notify-flow';
import { PricingRoute } from './routes/public/pricing';
import { PrivacyPolicyRoute } from './routes/public/privacy-policy';
import { TermsOfServiceRoute } from './routes/public/terms-of-service';
import { ShortLinkRedirect } from './routes/short-link-redirect';

/** Lazy route module: loads `load()` and renders its export named `name`. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

const placeholder = page(() => import('./routes/dashboard/placeholder'), 'PlaceholderRoute');

/** A dashboard screen still to be built: shell, heading and title only. */
function screen(path: string, title: string, children?: RouteObject[]): RouteObject {
  return children
    ? { path, handle: { title }, children: [{ index: true, lazy: placeholder }, ...children] }
    : { path, handle: { title }, lazy: placeholder };
}

/** Child routes are written relative to their parent: `relativeTo('/dashboard')('/dashboard/tasks')` is `tasks`. */
const relativeTo = (base: string) => (path: string) => path.slice(base.length + 1);
const rel = relativeTo(paths.dashboard.root.path);
const adminRel = relativeTo(`${paths.dashboard.root.path}/admin`);

const estateSections: RouteObject[] = [
  screen('workflow', 'Estate Workflow'),
  screen('compliance', 'Compliance Tracking'),
  screen('correspondence', 'Correspondence'),
  screen('notes', 'Notes & Comments'),
  screen('financials', 'Estate Financials'),
  screen('timeline', 'Estate Timeline'),
  screen('timeline/milestones', 'Timeline Milestones'),
  screen('distribution', 'Estate Distribution'),
  screen('templates', 'Document Templates'),
  screen('due-diligence', 'Due Diligence Checklist'),
  screen('risk-assessment', 'Risk Assessment'),
  screen('stakeholders', 'Stakeholder Management'),
  {
    path: 'notifyflow',
    lazy: page(() => import('./routes/dashboard/notifyflow'), 'EstateNotifyflowRedirect'),
  },
  {
    path: 'digital-assets',
    lazy: page(() => import('./routes/dashboard/digital-assets'), 'EstateDigitalAssetsRoute'),
  },
  ...['digital-assets/new', 'digital-assets/:assetId/edit'].map((path) => ({
    path,
    lazy: page(() => import('./routes/dashboard/digital-asset-edit'), 'DigitalAssetEditRoute'),
  })),
];

const dashboardChildren: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('./routes/dashboard/dashboard-home'), 'DashboardHomeRoute'),
  },
  {
    path: rel(paths.dashboard.estates.path),
    lazy: page(() => import('./routes/dashboard/estates'), 'MyEstatesRoute'),
  },
  {
    Component: NewEstateGuard,
    children: [
      {
        path: rel(paths.dashboard.newEstate.path),
        lazy: page(() => import('./routes/dashboard/new-estate'), 'NewEstateRoute'),
      },
    ],
  },
  {
    path: rel(paths.dashboard.estate.path),
    children: [
      { index: true, lazy: page(() => import('./routes/dashboard/estate-detail'), 'EstateDetailRoute') },
      ...estateSections,
    ],
  },
  screen(rel(paths.dashboard.assets.path), 'Assets & Liabilities'),
  screen(rel(paths.dashboard.estateInventory.path), 'Estate Inventory'),
  screen(rel(paths.dashboard.estateValuation.path), 'Estate Valuation'),
  screen(rel(paths.dashboard.controlledItems.path), 'Controlled Items'),
  {
    path: rel(paths.dashboard.digitalAssets.path),
    lazy: page(() => import('./routes/dashboard/digital-assets'), 'AllDigitalAssetsRoute'),
  },
  screen(rel(paths.dashboard.taxManagement.path), 'Tax Management'),
  {
    path: rel(paths.dashboard.documents.path),
    lazy: page(() => import('./routes/dashboard/documents'), 'DocumentsRoute'),
  },
  screen(rel(paths.dashboard.documentPermissions.path), 'Document Access Permissions'),
  {
    path: rel(paths.dashboard.documentVersionHistory.path),
    lazy: page(() => import('./routes/dashboard/document-version-history'), 'DocumentVersionHistoryRoute'),
  },
  screen(rel(paths.dashboard.templates.path), 'Templates Library'),
  screen(rel(paths.dashboard.legalForms.path), 'Legal Forms'),
  screen(rel(paths.dashboard.highCourtApplications.path), 'High Court Applications'),
  screen(rel(paths.dashboard.probateHub.path), 'Probate Hub'),
  screen(rel(paths.dashboard.reports.path), 'Reports'),
  screen(rel(paths.dashboard.analytics.path), 'Analytics'),
  screen(rel(paths.dashboard.auditLog.path), 'Audit Log'),
  screen(rel(paths.dashboard.notifications.path), 'Notifications'),
  {
    path: rel(paths.dashboard.notifyflow.path),
    lazy: page(() => import('./routes/dashboard/notifyflow'), 'DashboardNotifyflowRoute'),
  },
  ...[paths.dashboard.notifyflowStatus, paths.dashboard.notifyflowStatusByCode].map((p) => ({
    path: rel(p.path),
    lazy: page(() => import('./routes/dashboard/notifyflow-status'), 'DashboardNotifyflowStatusRoute'),
  })),
  {
    path: rel(paths.dashboard.tasks.path),
    lazy: page(() => import('./routes/dashboard/tasks'), 'TasksRoute'),
  },
  screen(rel(paths.dashboard.calendar.path), 'Calendar'),
  screen(rel(paths.dashboard.settings.path), 'Settings'),
  screen(rel(paths.dashboard.profile.path), 'Profile Settings'),
  screen(rel(paths.dashboard.help.path), 'Help Center'),
  screen(rel(paths.dashboard.glossary.path), 'Glossary'),
  screen(rel(paths.dashboard.dashboardFaq.path), 'FAQ'),
  screen(rel(paths.dashboard.messages.path), 'Messages'),
  screen(rel(paths.dashboard.executors.path), 'Executors'),
  screen(rel(paths.dashboard.beneficiaries.path), 'Beneficiaries'),
  {
    path: 'admin',
    Component: AdminGuard,
    children: [
      { index: true, element: <Navigate to={paths.admin.dashboard.href()} replace /> },
      screen(adminRel(paths.admin.dashboard.path), 'Admin Dashboard'),
      screen(adminRel(paths.admin.billing.path), 'Billing Management'),
      screen(adminRel(paths.admin.invoice.path), 'Invoice'),
      screen(adminRel(paths.admin.lawFirms.path), 'Law Firms'),
      screen(adminRel(paths.admin.users.path), 'Users'),
      {
        path: adminRel(paths.admin.institutions.path),
        lazy: page(() => import('./routes/admin-notifyflow/institutions'), 'AdminInstitutionsRoute'),
      },
      {
        path: adminRel(paths.admin.notifications.path),
        lazy: page(() => import('./routes/admin-notifyflow/notifications'), 'AdminNotificationsRoute'),
      },
      {
        path: adminRel(paths.admin.enquiries.path),
        lazy: page(() => import('./routes/dashboard/admin-enquiries'), 'AdminEnquiriesRoute'),
      },
      // Admin screens link to /admin/reports; the reports page itself is shared.
      {
        path: adminRel(paths.admin.reports.path),
        element: <Navigate to={paths.dashboard.reports.href()} replace />,
      },
    ],
  },
  {
    path: '*',
    lazy: page(() => import('./routes/dashboard/not-found'), 'DashboardNotFoundRoute'),
  },
];

function AppRoot() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function AppLoading() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <LoadingState />
    </main>
  );
}

/** Short links seen in the product (spec README): each resolves to its dashboard page. */
const shortLinks: RouteObject[] = [
  { path: 'admin/*', element: <ShortLinkRedirect from="/admin" to="/dashboard/admin" /> },
  {
    path: 'estates/*',
    element: <ShortLinkRedirect from="/estates" to={paths.dashboard.estates.href()} />,
  },
  { path: 'tasks', element: <ShortLinkRedirect from="/tasks" to={paths.dashboard.tasks.href()} /> },
  {
    path: 'calendar',
    element: <ShortLinkRedirect from="/calendar" to={paths.dashboard.calendar.href()} />,
  },
  {
    path: 'documents/*',
    element: <ShortLinkRedirect from="/documents" to={paths.dashboard.documents.href()} />,
  },
  {
    path: 'billing/*',
    element: <ShortLinkRedirect from="/billing" to={paths.admin.billing.href()} />,
  },
  {
    path: 'clients',
    element: <ShortLinkRedirect from="/clients" to={paths.dashboard.executors.href()} />,
  },
];

/*
 * Public and sign-in pages are part of the main bundle, not lazy chunks: the first paint of the
 * site shows the page itself rather than a spinner while a chunk loads (and they are ready to be
 * prerendered). Each is still its own small route module. The dashboard is lazy.
 */
const publicPages: RouteObject[] = [
  { index: true, Component: HomeRoute },
  { path: paths.public.howItWorks.path, Component: HowItWorksRoute },
  { path: paths.public.forExecutors.path, Component: ForExecutorsRoute },
  { path: paths.public.forLawyers.path, Component: ForLawyersRoute },
  { path: paths.public.forBeneficiaries.path, Component: ForBeneficiariesRoute },
  { path: paths.public.pricing.path, Component: PricingRoute },
  { path: paths.public.bookADemo.path, Component: BookADemoRoute },
  { path: paths.public.faq.path, Component: FaqRoute },
  { path: paths.public.notifyFlow.path, Component: NotifyFlowRoute },
  { path: paths.public.contactUs.path, Component: ContactUsRoute },
  { path: paths.public.privacyPolicy.path, Component: PrivacyPolicyRoute },
  { path: paths.public.termsOfService.path, Component: TermsOfServiceRoute },
  { path: paths.public.about.path, Component: AboutRoute },
  {
    path: paths.notify.form.path,
    Component: NotifyGuard,
    children: [{ index: true, Component: NotifyRoute }],
  },
  { path: paths.notify.status.path, Component: NotifyStatusRoute },
  { path: paths.notify.statusByCode.path, Component: NotifyStatusRoute },
  ...shortLinks,
  { path: '*', Component: NotFoundRoute },
];

const authPages: RouteObject[] = [
  { path: paths.auth.login.path, Component: LoginRoute },
  { path: paths.auth.signUp.path, Component: SignUpRoute },
  { path: paths.notify.signUp.path, Component: NotifySignUpRoute },
  { path: paths.notify.respond.path, Component: RespondRoute },
  { path: paths.auth.forgotPassword.path, Component: ForgotPasswordRoute },
  { path: paths.auth.resetPassword.path, Component: ResetPasswordRoute },
  { path: paths.auth.logout.path, Component: LogoutRoute },
  { path: paths.auth.callback.path, Component: AuthCallbackRoute },
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: PublicLayout,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: publicPages }],
      },
      {
        Component: AuthLayout,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: authPages }],
      },
      {
        path: paths.dashboard.root.path,
        lazy: page(() => import('./routes/dashboard/dashboard-root'), 'DashboardRoot'),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: dashboardChildren }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
