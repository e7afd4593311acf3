import { paths } from './paths';

// The public site's links, apart from the dashboard's sidebar (navigation.ts): the public layout
// loads with a public page, and the dashboard's first screen does not download it (decision 085).

export type NavItem = { label: string; to: string; end?: boolean };

/** Public header navigation (spec 1 §2.4). */
export const PUBLIC_NAV: NavItem[] = [
  { label: 'How It Works', to: paths.public.howItWorks.href() },
  { label: 'For Executors', to: paths.public.forExecutors.href() },
  { label: 'For Lawyers', to: paths.public.forLawyers.href() },
  { label: 'For Beneficiaries', to: paths.public.forBeneficiaries.href() },
  { label: 'Pricing', to: paths.public.pricing.href() },
  { label: 'NotifyFlow', to: paths.public.notifyFlow.href() },
  { label: 'About', to: paths.public.about.href() },
];

/** Footer link groups (spec 1 §2.4). */
export const FOOTER_GROUPS: { heading: string; links: NavItem[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'How It Works', to: paths.public.howItWorks.href() },
      { label: 'For Executors', to: paths.public.forExecutors.href() },
      { label: 'For Lawyers', to: paths.public.forLawyers.href() },
      { label: 'For Beneficiaries', to: paths.public.forBeneficiaries.href() },
      { label: 'Pricing', to: paths.public.pricing.href() },
    ],
  },
  {
    heading: 'Features',
    links: [
      { label: 'NotifyFlow', to: paths.notify.form.href() },
      { label: 'Book a Demo', to: paths.public.bookADemo.href() },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.public.about.href() },
      { label: 'FAQ', to: paths.public.faq.href() },
      { label: 'Contact Us', to: paths.public.contactUs.href() },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.public.privacyPolicy.href() },
      { label: 'Terms of Service', to: paths.public.termsOfService.href() },
    ],
  },
];
