/**
 * Every URL of the web app, as `{ path, href(params) }`. `path` is the pattern the router matches;
 * `href` builds a concrete link. Nothing else in the app should spell a URL by hand.
 */

type Path = { path: string; href: () => string };
type PathWith<P extends Record<string, string>> = { path: string; href: (params: P) => string };

const fixed = (path: string): Path => ({ path, href: () => path });

const enc = encodeURIComponent;

export const paths = {
  home: fixed('/'),

  public: {
    howItWorks: fixed('/how-it-works'),
    forExecutors: fixed('/for-executors'),
    forLawyers: fixed('/for-lawyers'),
    forBeneficiaries: fixed('/for-beneficiaries'),
    pricing: fixed('/pricing'),
    bookADemo: fixed('/book-a-demo'),
    faq: fixed('/faq'),
    notifyFlow: fixed('/notify-flow'),
    responseTimes: fixed('/notify-flow/response-times'),
    contactUs: fixed('/contact-us'),
    privacyPolicy: fixed('/privacy-policy'),
    termsOfService: fixed('/terms-of-service'),
    about: fixed('/about'),
    /** A help article (Markdown in src/content/help, prerendered). */
    helpArticle: {
      path: '/help/articles/:slug',
      href: ({ slug }) => `/help/articles/${enc(slug)}`,
    } satisfies PathWith<{ slug: string }>,
  },

  notify: {
    form: fixed('/notify'),
    signUp: fixed('/notify/signup'),
    status: fixed('/notify/status'),
    statusByCode: {
      path: '/notify/status/:referenceCode',
      href: ({ referenceCode }) => `/notify/status/${enc(referenceCode)}`,
    } satisfies PathWith<{ referenceCode: string }>,
    /** Where an institution types the short code from a printed letter (decision 077). */
    respondByCode: fixed('/respond'),
    /** An institution's answer to a death notification, through its signed link (no account). */
    respond: {
      path: '/respond/:token',
      href: ({ token }) => `/respond/${enc(token)}`,
    } satisfies PathWith<{ token: string }>,
  },

  auth: {
    login: {
      path: '/login',
      href: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${enc(redirectTo)}` : '/login'),
    },
    signUp: {
      path: '/signup',
      /** With an invitation: the invited address and account type filled in, and the way back to it. */
      href: (invitation?: { email: string; name?: string | null; role: string; token: string }) =>
        invitation
          ? `/signup?${new URLSearchParams({
              email: invitation.email,
              role: invitation.role,
              invitation: invitation.token,
              ...(invitation.name ? { name: invitation.name } : {}),
            }).toString()}`
          : '/signup',
    },
    logout: fixed('/logout'),
    callback: fixed('/auth/callback'),
    /** An invitation to an estate, opened from its email (decision 028); signed in or not. */
    invitation: {
      path: '/invitations/:token',
      href: ({ token }) => `/invitations/${enc(token)}`,
    } satisfies PathWith<{ token: string }>,
    forgotPassword: fixed('/forgot-password'),
    resetPassword: fixed('/reset-password'),
    /** An email's unsubscribe link, opened in a browser (RFC 8058, decision 078); no sign-in. */
    emailUnsubscribe: {
      path: '/email/unsubscribe/:token',
      href: ({ token }) => `/email/unsubscribe/${enc(token)}`,
    } satisfies PathWith<{ token: string }>,
  },

  /** The inbox of an organisation in the NotifyFlow directory (issue 44): its people, signed in. */
  org: {
    inbox: fixed('/org'),
    notification: {
      path: '/org/notifications/:id',
      href: ({ id }) => `/org/notifications/${enc(id)}`,
    } satisfies PathWith<{ id: string }>,
    apiKeys: fixed('/org/api-keys'),
  },

  dashboard: {
    root: fixed('/dashboard'),
    estates: fixed('/dashboard/estates'),
    newEstate: fixed('/dashboard/new-estate'),
    estate: {
      path: '/dashboard/estates/:id',
      href: ({ id }) => `/dashboard/estates/${enc(id)}`,
    } satisfies PathWith<{ id: string }>,
    /** Estate-scoped sub-pages: `/dashboard/estates/{id}/{section}`. */
    estateSection: {
      path: '/dashboard/estates/:id/:section',
      href: ({ id, section }) => `/dashboard/estates/${enc(id)}/${section}`,
    } satisfies PathWith<{ id: string; section: EstateSection }>,
    estateDigitalAssetNew: {
      path: '/dashboard/estates/:id/digital-assets/new',
      href: ({ id }) => `/dashboard/estates/${enc(id)}/digital-assets/new`,
    } satisfies PathWith<{ id: string }>,
    estateDigitalAssetEdit: {
      path: '/dashboard/estates/:id/digital-assets/:assetId/edit',
      href: ({ id, assetId }) => `/dashboard/estates/${enc(id)}/digital-assets/${enc(assetId)}/edit`,
    } satisfies PathWith<{ id: string; assetId: string }>,
    assets: fixed('/dashboard/assets'),
    estateInventory: fixed('/dashboard/estate-inventory'),
    estateValuation: fixed('/dashboard/estate-valuation'),
    controlledItems: fixed('/dashboard/controlled-items'),
    digitalAssets: fixed('/dashboard/digital-assets'),
    taxManagement: fixed('/dashboard/tax-management'),
    documents: fixed('/dashboard/documents'),
    templates: fixed('/dashboard/templates'),
    documentVersionHistory: {
      path: '/dashboard/documents/version-history/:id',
      href: ({ id }) => `/dashboard/documents/version-history/${enc(id)}`,
    } satisfies PathWith<{ id: string }>,
    documentPermissions: fixed('/dashboard/documents/permissions'),
    legalForms: fixed('/dashboard/legal-forms'),
    highCourtApplications: fixed('/dashboard/high-court-applications'),
    probateHub: fixed('/dashboard/probate-hub'),
    reports: fixed('/dashboard/reports'),
    analytics: fixed('/dashboard/analytics'),
    auditLog: fixed('/dashboard/audit-log'),
    notifications: fixed('/dashboard/notifications'),
    notifyflow: {
      path: '/dashboard/notifyflow',
      href: (estateId?: string) =>
        estateId ? `/dashboard/notifyflow?estateId=${enc(estateId)}` : '/dashboard/notifyflow',
    },
    notifyflowStatus: fixed('/dashboard/notifyflow/status'),
    notifyflowStatusByCode: {
      path: '/dashboard/notifyflow/status/:referenceCode',
      href: ({ referenceCode }) => `/dashboard/notifyflow/status/${enc(referenceCode)}`,
    } satisfies PathWith<{ referenceCode: string }>,
    tasks: fixed('/dashboard/tasks'),
    calendar: fixed('/dashboard/calendar'),
    settings: fixed('/dashboard/settings'),
    profile: fixed('/dashboard/profile'),
    help: fixed('/dashboard/help'),
    glossary: fixed('/dashboard/glossary'),
    dashboardFaq: fixed('/dashboard/dashboard-faq'),
    messages: fixed('/dashboard/messages'),
    executors: fixed('/dashboard/executors'),
    beneficiaries: fixed('/dashboard/beneficiaries'),
  },

  admin: {
    dashboard: fixed('/dashboard/admin/dashboard'),
    billing: fixed('/dashboard/admin/billing'),
    invoice: {
      path: '/dashboard/admin/billing/invoices/:id',
      href: ({ id }) => `/dashboard/admin/billing/invoices/${enc(id)}`,
    } satisfies PathWith<{ id: string }>,
    lawFirms: fixed('/dashboard/admin/law-firms'),
    users: fixed('/dashboard/admin/users'),
    reports: fixed('/dashboard/admin/reports'),
    institutions: fixed('/dashboard/admin/institutions'),
    notifications: fixed('/dashboard/admin/notifications'),
    enquiries: fixed('/dashboard/admin/enquiries'),
    privacyRequests: fixed('/dashboard/admin/privacy-requests'),
    outbox: fixed('/dashboard/admin/outbox'),
  },
} as const;

/** Sections of an estate, as they appear after `/dashboard/estates/{id}/`. */
export const ESTATE_SECTIONS = [
  'workflow',
  'compliance',
  'correspondence',
  'notes',
  'financials',
  'timeline',
  'timeline/milestones',
  'distribution',
  'claims',
  'templates',
  'due-diligence',
  'risk-assessment',
  'stakeholders',
  'notifyflow',
  'digital-assets',
] as const;
export type EstateSection = (typeof ESTATE_SECTIONS)[number];
