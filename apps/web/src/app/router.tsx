import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { HELP_ARTICLE_LOADERS } from '@/features/help/articles';
import type { EstateSectionHandle } from './routes/dashboard/estates/estate-section-layout';
import { NotFoundRoute } from './routes/public/not-found';
import { ShortLinkRedirect } from './routes/short-link-redirect';

/** Lazy route module: loads `load()` and renders its export named `name`. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Child routes are written relative to their parent: `relativeTo('/dashboard')('/dashboard/tasks')` is `tasks`. */
const relativeTo = (base: string) => (path: string) => path.slice(base.length + 1);
const rel = relativeTo(paths.dashboard.root.path);
const adminRel = relativeTo(`${paths.dashboard.root.path}/admin`);
const orgRel = relativeTo(paths.org.inbox.path);

/** These screens show "Back to Estate" and the estate's name themselves (or redirect at once). */
const screenOwnsEstateContext: EstateSectionHandle = { estateContext: 'screen' };

/** `/dashboard/estates/{id}/…`, inside the estate section layout (loads the estate, or "Estate not found"). */
const estateSections: RouteObject[] = [
  { path: 'workflow', lazy: page(() => import('./routes/dashboard/estates/workflow'), 'WorkflowRoute') },
  {
    path: 'compliance',
    lazy: page(() => import('./routes/dashboard/estates/compliance'), 'ComplianceRoute'),
  },
  {
    path: 'correspondence',
    lazy: page(() => import('./routes/dashboard/estates/correspondence'), 'CorrespondenceRoute'),
  },
  { path: 'notes', lazy: page(() => import('./routes/dashboard/estates/estate-notes'), 'NotesRoute') },
  {
    path: 'financials',
    lazy: page(() => import('./routes/dashboard/estates/estate-financials'), 'EstateFinancialsRoute'),
  },
  {
    path: 'timeline',
    lazy: page(() => import('./routes/dashboard/estates/estate-timeline'), 'TimelineRoute'),
  },
  {
    path: 'timeline/milestones',
    lazy: page(() => import('./routes/dashboard/estates/milestones'), 'MilestonesRoute'),
  },
  {
    path: 'distribution',
    lazy: page(() => import('./routes/dashboard/estates/estate-distribution'), 'DistributionRoute'),
  },
  { path: 'claims', lazy: page(() => import('./routes/dashboard/estates/estate-claims'), 'ClaimsRoute') },
  {
    path: 'templates',
    lazy: page(() => import('./routes/dashboard/estates/estate-templates'), 'EstateTemplatesRoute'),
  },
  {
    path: 'due-diligence',
    lazy: page(() => import('./routes/dashboard/estates/due-diligence'), 'DueDiligenceRoute'),
  },
  {
    path: 'risk-assessment',
    lazy: page(() => import('./routes/dashboard/estates/risk-assessment'), 'RiskAssessmentRoute'),
  },
  {
    path: 'stakeholders',
    lazy: page(() => import('./routes/dashboard/estates/stakeholders'), 'StakeholdersRoute'),
  },
  {
    path: 'notifyflow',
    handle: screenOwnsEstateContext,
    lazy: page(() => import('./routes/dashboard/notifyflow/notifyflow'), 'EstateNotifyflowRedirect'),
  },
  ...['digital-assets', 'digital-assets/new', 'digital-assets/:assetId/edit'].map((path) => ({
    path,
    lazy: page(() => import('./routes/dashboard/estates/digital-assets'), 'EstateDigitalAssetsRoute'),
  })),
];

const dashboardChildren: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('./routes/dashboard/dashboard-home'), 'DashboardHomeRoute'),
  },
  {
    path: rel(paths.dashboard.estates.path),
    lazy: page(() => import('./routes/dashboard/estates/estates'), 'MyEstatesRoute'),
  },
  {
    lazy: page(() => import('@/features/auth/components/new-estate-guard'), 'NewEstateGuard'),
    children: [
      {
        path: rel(paths.dashboard.newEstate.path),
        lazy: page(() => import('./routes/dashboard/estates/new-estate'), 'NewEstateRoute'),
      },
    ],
  },
  {
    path: rel(paths.dashboard.estate.path),
    children: [
      {
        index: true,
        lazy: page(() => import('./routes/dashboard/estates/estate-detail'), 'EstateDetailRoute'),
      },
      {
        lazy: page(() => import('./routes/dashboard/estates/estate-section-layout'), 'EstateSectionLayout'),
        children: estateSections,
      },
    ],
  },
  {
    path: rel(paths.dashboard.assets.path),
    lazy: page(() => import('./routes/dashboard/money/assets'), 'AssetsRoute'),
  },
  {
    path: rel(paths.dashboard.estateInventory.path),
    lazy: page(() => import('./routes/dashboard/money/estate-inventory'), 'EstateInventoryRoute'),
  },
  {
    path: rel(paths.dashboard.estateValuation.path),
    lazy: page(() => import('./routes/dashboard/money/estate-valuation'), 'EstateValuationRoute'),
  },
  {
    path: rel(paths.dashboard.controlledItems.path),
    lazy: page(() => import('./routes/dashboard/money/controlled-items'), 'ControlledItemsRoute'),
  },
  {
    path: rel(paths.dashboard.digitalAssets.path),
    lazy: page(() => import('./routes/dashboard/estates/digital-assets'), 'AllDigitalAssetsRoute'),
  },
  {
    path: rel(paths.dashboard.taxManagement.path),
    lazy: page(() => import('./routes/dashboard/money/tax-management'), 'TaxManagementRoute'),
  },
  {
    path: rel(paths.dashboard.documents.path),
    lazy: page(() => import('./routes/dashboard/library/documents'), 'DocumentsRoute'),
  },
  {
    path: rel(paths.dashboard.documentPermissions.path),
    lazy: page(() => import('./routes/dashboard/library/document-permissions'), 'DocumentPermissionsRoute'),
  },
  {
    path: rel(paths.dashboard.documentVersionHistory.path),
    lazy: page(
      () => import('./routes/dashboard/library/document-version-history'),
      'DocumentVersionHistoryRoute',
    ),
  },
  {
    path: rel(paths.dashboard.templates.path),
    lazy: page(() => import('./routes/dashboard/library/templates-library'), 'TemplatesLibraryRoute'),
  },
  {
    path: rel(paths.dashboard.legalForms.path),
    lazy: page(() => import('./routes/dashboard/library/legal-forms'), 'LegalFormsRoute'),
  },
  {
    path: rel(paths.dashboard.highCourtApplications.path),
    lazy: page(
      () => import('./routes/dashboard/library/high-court-applications'),
      'HighCourtApplicationsRoute',
    ),
  },
  {
    path: rel(paths.dashboard.probateHub.path),
    lazy: page(() => import('./routes/dashboard/library/probate-hub'), 'ProbateHubRoute'),
  },
  {
    path: rel(paths.dashboard.reports.path),
    lazy: page(() => import('./routes/dashboard/reports/reports'), 'ReportsRoute'),
  },
  {
    path: rel(paths.dashboard.analytics.path),
    lazy: page(() => import('./routes/dashboard/reports/analytics'), 'AnalyticsRoute'),
  },
  {
    path: rel(paths.dashboard.auditLog.path),
    lazy: page(() => import('./routes/dashboard/reports/audit-log'), 'AuditLogRoute'),
  },
  {
    path: rel(paths.dashboard.notifications.path),
    lazy: page(() => import('./routes/dashboard/account/notifications'), 'NotificationsRoute'),
  },
  {
    path: rel(paths.dashboard.notifyflow.path),
    lazy: page(() => import('./routes/dashboard/notifyflow/notifyflow'), 'DashboardNotifyflowRoute'),
  },
  ...[paths.dashboard.notifyflowStatus, paths.dashboard.notifyflowStatusByCode].map((p) => ({
    path: rel(p.path),
    lazy: page(
      () => import('./routes/dashboard/notifyflow/notifyflow-status'),
      'DashboardNotifyflowStatusRoute',
    ),
  })),
  {
    path: rel(paths.dashboard.tasks.path),
    lazy: page(() => import('./routes/dashboard/tasks'), 'TasksRoute'),
  },
  {
    path: rel(paths.dashboard.calendar.path),
    handle: { title: 'Calendar' },
    lazy: page(() => import('./routes/dashboard/calendar'), 'CalendarRoute'),
  },
  {
    path: rel(paths.dashboard.settings.path),
    lazy: page(() => import('./routes/dashboard/account/settings'), 'SettingsRoute'),
  },
  {
    path: rel(paths.dashboard.profile.path),
    lazy: page(() => import('./routes/dashboard/account/profile'), 'ProfileRoute'),
  },
  {
    path: rel(paths.dashboard.help.path),
    lazy: page(() => import('./routes/dashboard/help/help'), 'HelpCenterRoute'),
  },
  {
    path: rel(paths.dashboard.glossary.path),
    lazy: page(() => import('./routes/dashboard/help/glossary'), 'GlossaryRoute'),
  },
  {
    path: rel(paths.dashboard.dashboardFaq.path),
    lazy: page(() => import('./routes/dashboard/help/dashboard-faq'), 'DashboardFaqRoute'),
  },
  {
    path: rel(paths.dashboard.messages.path),
    lazy: page(() => import('./routes/dashboard/messages'), 'MessagesRoute'),
  },
  {
    path: rel(paths.dashboard.executors.path),
    lazy: page(() => import('./routes/dashboard/executors'), 'ExecutorsRoute'),
  },
  {
    path: rel(paths.dashboard.beneficiaries.path),
    lazy: page(() => import('./routes/dashboard/beneficiaries'), 'BeneficiariesRoute'),
  },
  {
    path: 'admin',
    lazy: page(() => import('@/features/auth/components/admin-guard'), 'AdminGuard'),
    children: [
      { index: true, element: <Navigate to={paths.admin.dashboard.href()} replace /> },
      {
        path: adminRel(paths.admin.dashboard.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-dashboard'), 'AdminDashboardRoute'),
      },
      {
        path: adminRel(paths.admin.billing.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-billing'), 'AdminBillingRoute'),
      },
      {
        path: adminRel(paths.admin.invoice.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-invoice'), 'AdminInvoiceRoute'),
      },
      {
        path: adminRel(paths.admin.lawFirms.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-law-firms'), 'AdminLawFirmsRoute'),
      },
      {
        path: adminRel(paths.admin.users.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-users'), 'AdminUsersRoute'),
      },
      {
        path: adminRel(paths.admin.institutions.path),
        lazy: page(
          () => import('./routes/dashboard/admin/notifyflow-institutions'),
          'AdminInstitutionsRoute',
        ),
      },
      {
        path: adminRel(paths.admin.notifications.path),
        lazy: page(
          () => import('./routes/dashboard/admin/notifyflow-notifications'),
          'AdminNotificationsRoute',
        ),
      },
      {
        path: adminRel(paths.admin.enquiries.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-enquiries'), 'AdminEnquiriesRoute'),
      },
      {
        path: adminRel(paths.admin.outbox.path),
        lazy: page(() => import('./routes/dashboard/admin/admin-outbox'), 'AdminOutboxRoute'),
      },
      {
        path: adminRel(paths.admin.privacyRequests.path),
        lazy: page(
          () => import('./routes/dashboard/admin/admin-privacy-requests'),
          'AdminPrivacyRequestsRoute',
        ),
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

/** `/org/…`: an organisation's inbox (issue 44), inside `OrgRoot` (sign-in, the organisation, its shell). */
const orgChildren: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/org/org-inbox'), 'OrgInboxRoute') },
  {
    path: orgRel(paths.org.notification.path),
    lazy: page(() => import('./routes/org/org-notification'), 'OrgNotificationRoute'),
  },
  {
    path: orgRel(paths.org.apiKeys.path),
    lazy: page(() => import('./routes/org/org-api-keys'), 'OrgApiKeysRoute'),
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

/**
 * One public page per help article (decision 026): its chunk holds the article's HTML, rendered from
 * Markdown at build time, so an unknown slug matches nothing and is the site's not-found.
 */
const helpArticlePages: RouteObject[] = [...HELP_ARTICLE_LOADERS].map(([slug, load]) => ({
  path: paths.public.helpArticle.href({ slug }),
  lazy: async () => {
    const [article, { HelpArticleRoute }] = await Promise.all([
      load(),
      import('./routes/public/help-article'),
    ]);
    return { Component: () => <HelpArticleRoute article={article} /> };
  },
}));

/*
 * Every page is its own lazy chunk, so a visitor downloads the shell (layouts, providers) and the
 * one page they opened (main.tsx loads it before the first render, so it never shows a spinner).
 * The app draws these public pages when a visitor moves to one inside it; opened directly, they are
 * the build's prerendered HTML with a small script of their own (src/public/main.ts), not the app.
 */
const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/public/home'), 'HomeRoute') },
  {
    path: paths.public.howItWorks.path,
    lazy: page(() => import('./routes/public/how-it-works'), 'HowItWorksRoute'),
  },
  {
    path: paths.public.forExecutors.path,
    lazy: page(() => import('./routes/public/for-executors'), 'ForExecutorsRoute'),
  },
  {
    path: paths.public.forLawyers.path,
    lazy: page(() => import('./routes/public/for-lawyers'), 'ForLawyersRoute'),
  },
  {
    path: paths.public.forBeneficiaries.path,
    lazy: page(() => import('./routes/public/for-beneficiaries'), 'ForBeneficiariesRoute'),
  },
  { path: paths.public.pricing.path, lazy: page(() => import('./routes/public/pricing'), 'PricingRoute') },
  {
    path: paths.public.bookADemo.path,
    lazy: page(() => import('./routes/public/book-a-demo'), 'BookADemoRoute'),
  },
  { path: paths.public.faq.path, lazy: page(() => import('./routes/public/faq'), 'FaqRoute') },
  {
    path: paths.public.notifyFlow.path,
    lazy: page(() => import('./routes/public/notify-flow'), 'NotifyFlowRoute'),
  },
  {
    path: paths.public.responseTimes.path,
    lazy: page(() => import('./routes/public/notify-flow-response-times'), 'ResponseTimesRoute'),
  },
  {
    path: paths.public.contactUs.path,
    lazy: page(() => import('./routes/public/contact-us'), 'ContactUsRoute'),
  },
  {
    path: paths.public.privacyPolicy.path,
    lazy: page(() => import('./routes/public/privacy-policy'), 'PrivacyPolicyRoute'),
  },
  {
    path: paths.public.termsOfService.path,
    lazy: page(() => import('./routes/public/terms-of-service'), 'TermsOfServiceRoute'),
  },
  { path: paths.public.about.path, lazy: page(() => import('./routes/public/about'), 'AboutRoute') },
  {
    path: paths.notify.form.path,
    lazy: page(() => import('@/features/auth/components/notify-guard'), 'NotifyGuard'),
    children: [{ index: true, lazy: page(() => import('./routes/notify/notify'), 'NotifyRoute') }],
  },
  ...[paths.notify.status, paths.notify.statusByCode].map((p) => ({
    path: p.path,
    lazy: page(() => import('./routes/notify/notify-status'), 'NotifyStatusRoute'),
  })),
  ...helpArticlePages,
  ...shortLinks,
  { path: '*', Component: NotFoundRoute },
];

const authPages: RouteObject[] = [
  { path: paths.auth.login.path, lazy: page(() => import('./routes/auth/login'), 'LoginRoute') },
  { path: paths.auth.signUp.path, lazy: page(() => import('./routes/auth/sign-up'), 'SignUpRoute') },
  {
    path: paths.notify.signUp.path,
    lazy: page(() => import('./routes/notify/notify-sign-up'), 'NotifySignUpRoute'),
  },
  { path: paths.notify.respond.path, lazy: page(() => import('./routes/notify/respond'), 'RespondRoute') },
  {
    path: paths.notify.respondByCode.path,
    lazy: page(() => import('./routes/notify/respond-code'), 'RespondCodeRoute'),
  },
  {
    path: paths.auth.forgotPassword.path,
    lazy: page(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute'),
  },
  {
    path: paths.auth.resetPassword.path,
    lazy: page(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute'),
  },
  { path: paths.auth.logout.path, lazy: page(() => import('./routes/auth/logout'), 'LogoutRoute') },
  {
    path: paths.auth.emailUnsubscribe.path,
    lazy: page(() => import('./routes/auth/email-unsubscribe'), 'EmailUnsubscribeRoute'),
  },
  {
    path: paths.auth.callback.path,
    lazy: page(() => import('./routes/auth/auth-callback'), 'AuthCallbackRoute'),
  },
  {
    path: paths.auth.invitation.path,
    lazy: page(() => import('./routes/auth/invitation'), 'InvitationRoute'),
  },
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        // Lazy like the pages (main.tsx loads it before a public address's first render): the
        // dashboard never draws the public header and footer, and need not download them (085).
        lazy: page(() => import('@/components/layouts/public-layout'), 'PublicLayout'),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: publicPages }],
      },
      {
        lazy: page(() => import('@/components/layouts/auth-layout'), 'AuthLayout'),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: authPages }],
      },
      {
        path: paths.dashboard.root.path,
        lazy: page(() => import('./routes/dashboard/dashboard-root'), 'DashboardRoot'),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: dashboardChildren }],
      },
      {
        path: paths.org.inbox.path,
        lazy: page(() => import('./routes/org/org-root'), 'OrgRoot'),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: orgChildren }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
