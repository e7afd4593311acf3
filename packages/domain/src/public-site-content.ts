/**
 * What the public pages show (spec 1 §9 constants, the spec's texts, the page list). No zod here:
 * a page that only shows these does not download the schema library.
 */

/** Texts the spec gives for the public site's forms. */
export const PUBLIC_SITE_TEXTS = {
  enquirySent: "We've received your inquiry and will get back to you within 1 business day.",
  demoRequested:
    'Thank you! We’ve received your demo request. A member of our team will contact you within 1 business day to arrange a time. Demos take 30 to 45 minutes.',
  sendFailed:
    'We couldn’t send your message. Please check your connection and try again; nothing you typed has been lost.',
  rateLimited: 'You’ve sent several messages in a short time. Please wait a few minutes and try again.',
} as const;

/** Roles offered on the demo request form (spec 1 §3). */
export const DEMO_ROLES = ['Executor', 'Lawyer', 'Legal Assistant', 'Trustee', 'Other'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/**
 * A field people never see (hidden off-screen, not focusable). Browsers' autofill leaves it empty;
 * naive bots fill every field. The API accepts such a post without storing it.
 */
export const HONEYPOT_FIELD = 'website';

export const ENQUIRY_KINDS = ['enquiry', 'demo'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Plans on /pricing (spec 1 §9). Prices in NZD; Enterprise is priced on request. */
export const PRICING_PLANS = [
  {
    id: 'executor',
    name: 'Executor',
    monthly: 49,
    annual: 490,
    estates: '1 estate',
    storage: '5 GB storage',
    members: '1 team member',
    isPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthly: 149,
    annual: 1490,
    estates: 'Unlimited estates',
    storage: '50 GB storage',
    members: 'Up to 10 team members',
    isPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthly: null,
    annual: null,
    estates: 'Unlimited estates',
    storage: 'Storage to suit your firm',
    members: 'Unlimited team members',
    isPopular: false,
  },
] as const;
export const FREE_TRIAL_DAYS = 14;
/** Annual billing saves about 17% (two months free: 490 vs 12 × 49 = 588). */
export const ANNUAL_SAVING_PERCENT = 17;
export const DEMO_LENGTH_MINUTES = { min: 30, max: 45 } as const;
/** How long personal information is kept after an estate is completed (privacy policy). */
export const RETENTION_YEARS_AFTER_COMPLETION = 7;
export const MINIMUM_AGE = 18;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const DISPUTE_INFORMAL_DAYS = 30;

/**
 * The public pages that are prerendered and listed in /sitemap.xml, in the order of spec 1 §2.1.
 * (The notification form and status pages are app screens, not marketing pages.)
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/how-it-works',
  '/for-executors',
  '/for-lawyers',
  '/for-beneficiaries',
  '/pricing',
  '/book-a-demo',
  '/faq',
  '/notify-flow',
  '/notify-flow/response-times',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-service',
  '/about',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** The public page of organisations' response times (issue 44), filled in with the day's figures. */
export const RESPONSE_TIMES_PAGE = '/notify-flow/response-times' satisfies PublicPagePath;
