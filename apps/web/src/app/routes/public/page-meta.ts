import type { PublicPagePath } from '@estate/domain';

/**
 * Title and description of each prerendered public page: the tab title (`{title} · NZ Estate
 * Platform`), the meta description and the Open Graph tags. The build's prerender step reads
 * this; each route passes its `title` to `PageIntro` so the browser tab agrees.
 */
export const PAGE_META: Record<PublicPagePath, { title: string | null; description: string }> = {
  '/': {
    title: null,
    description:
      'Streamlining estate administration for executors and lawyers in New Zealand: tasks, documents, assets, compliance and beneficiary updates in one secure place.',
  },
  '/how-it-works': {
    title: 'How It Works',
    description:
      'Six steps from first meeting to final distribution: setup, documents, assets, communication, compliance and distribution of a New Zealand estate.',
  },
  '/for-executors': {
    title: 'For Executors',
    description:
      'Named as an executor? A clear checklist, reminders, secure documents and one place to tell organisations about the death, so nothing is missed.',
  },
  '/for-lawyers': {
    title: 'For Lawyers',
    description:
      'Run every estate file in your practice from one dashboard: workflows, compliance deadlines, documents and client updates, with less administration.',
  },
  '/for-beneficiaries': {
    title: 'For Beneficiaries',
    description:
      'What to expect as a beneficiary of a New Zealand estate: how you are told, how we confirm who you are, and how you stay informed until distribution.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Executor $49 a month, Professional $149 a month, or Enterprise priced for your firm. Save about 17% annually. 14-day free trial, no card required.',
  },
  '/book-a-demo': {
    title: 'Book a Demo',
    description:
      'See the platform with our team in a 30 to 45 minute session tailored to your estates or practice. We reply within 1 business day.',
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers to common questions about the platform, acting as an executor in New Zealand, and security and technical matters.',
  },
  '/notify-flow': {
    title: 'NotifyFlow',
    description:
      'Tell banks, insurers, utilities and government agencies about a death with one form. Email confirmations and real-time status tracking.',
  },
  '/notify-flow/response-times': {
    title: 'NotifyFlow response times',
    description:
      'How many New Zealand business days banks, insurers, utilities and agencies take to answer a death notification sent through NotifyFlow, worked out every night.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description:
      'Talk to our Auckland team, Monday to Friday 9:00 AM to 5:00 PM. Send us a message and we will reply within 1 business day.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use, protect and keep personal information under the New Zealand Privacy Act 2020, and how to see or correct yours.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms on which we provide the estate administration platform, under New Zealand law, including your rights under consumer law.',
  },
  '/about': {
    title: 'About',
    description:
      'Why we built a kinder, clearer way to administer estates in New Zealand: our story, mission, values and team.',
  },
};
