/**
 * The help pages (spec 3 §2 Help Center, FAQ): the Help Center's three article categories, the front
 * matter every help article (`apps/web/src/content/help/<slug>.md`) starts with, and the dashboard
 * FAQ. The articles themselves are Markdown in the web app, rendered at build time.
 */
import { z } from 'zod';

/** The Help Center's categories, in the order the page shows them (spec 3 §2). */
export const HELP_CATEGORIES = ['Getting Started', 'Document Management', 'Support & Contact'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** A help article's address part: lower-case words joined by hyphens (its file name). */
export const helpArticleSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'A slug is lower-case words joined by hyphens.' });

/** The lines between `---` at the top of a help article. */
export const helpArticleFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  category: z.enum(HELP_CATEGORIES, {
    message: `The category is one of ${HELP_CATEGORIES.join(', ')}.`,
  }),
  /** One or two sentences: the Help Center's summary and the page's meta description. */
  excerpt: z.string().trim().min(20).max(300),
  /** When the article was last checked, YYYY-MM-DD. */
  updated: z.iso.date(),
});
export type HelpArticleFrontMatter = z.infer<typeof helpArticleFrontMatterSchema>;

/** The FAQ's categories (spec 3 §2), in order. */
export const FAQ_CATEGORIES = [
  'General Questions',
  'Executor Responsibilities',
  'Technical Support',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One question of the dashboard FAQ (spec 3 §3: id, question, answer). */
export type FaqEntry = { id: string; category: FaqCategory; question: string; answer: string };

/**
 * The dashboard FAQ (`/dashboard/dashboard-faq`). General information about New Zealand estates,
 * not legal advice: answers say so where it matters.
 */
export const DASHBOARD_FAQ: readonly FaqEntry[] = [
  {
    id: 'what-is-the-platform',
    category: 'General Questions',
    question: 'What does the platform do for an estate?',
    answer:
      'It keeps everything about one estate in one place: the tasks to do, the documents, the assets and debts, the beneficiaries, the statutory dates and who has been told about the death. Executors, their lawyer and (where you choose) beneficiaries work from the same record.',
  },
  {
    id: 'who-can-see',
    category: 'General Questions',
    question: 'Who can see the estates I work on?',
    answer:
      'Only the people linked to an estate: the person who opened it, its lawyer, its executors and the beneficiaries who have been invited. Beneficiaries see the estate’s progress and the documents shared with them, not its notes or other people’s contact details. Anyone else is told the estate was not found.',
  },
  {
    id: 'legal-advice',
    category: 'General Questions',
    question: 'Does the platform give legal advice?',
    answer:
      'No. The help pages, glossary and reminders explain how estates usually work in New Zealand, but every estate is different. For advice about your situation, please talk to a lawyer.',
  },
  {
    id: 'cost',
    category: 'General Questions',
    question: 'How much does it cost?',
    answer:
      'The Executor plan is $49 a month and the Professional plan $149 a month; Enterprise is priced for your firm. Every plan starts with a 14-day free trial. Beneficiaries invited to an estate do not pay.',
  },
  {
    id: 'how-long',
    category: 'General Questions',
    question: 'How long does it take to administer an estate?',
    answer:
      'Often nine to twelve months for a straightforward estate with a grant of probate, and longer when there is land to sell, a business, or a claim against the estate. The court usually takes 4 to 8 weeks to issue a grant, and executors normally wait six months after the grant before distributing.',
  },
  {
    id: 'what-happens-after',
    category: 'General Questions',
    question: 'What happens to the records when the estate is finished?',
    answer:
      'They stay available to the people on the estate, read only, and are kept for 7 years after the estate is completed, then deleted securely. You can export everything at any time.',
  },
  {
    id: 'first-steps',
    category: 'Executor Responsibilities',
    question: 'I have just been named as an executor. What should I do first?',
    answer:
      'Find the original will, register the death (the funeral director usually does this) and order death certificates, secure the person’s home and valuables, and tell the main organisations such as their bank. Open the estate on the platform and its starter tasks walk you through the rest. There is no need to do everything in the first week.',
  },
  {
    id: 'need-probate',
    category: 'Executor Responsibilities',
    question: 'Do I always need probate?',
    answer:
      'Not always. Since 24 September 2025 each organisation may release up to $40,000 without a grant (section 65 of the Administration Act 1969), so a small estate held only in bank accounts may not need one. Land in the person’s sole name always needs a grant. Your lawyer can tell you what this estate needs.',
  },
  {
    id: 'when-distribute',
    category: 'Executor Responsibilities',
    question: 'When may I pay the beneficiaries?',
    answer:
      'Executors usually wait until six months after the grant (section 47 of the Administration Act 1969). Distributing earlier can leave you personally liable if a claim is made. The Distribution screen says in plain words whether a payment is safe today and why not.',
  },
  {
    id: 'claims',
    category: 'Executor Responsibilities',
    question: 'What if someone says they will make a claim against the estate?',
    answer:
      'Record it in the estate’s Claims register. A notice of intended claim lapses after three months unless the claim is filed; a Family Protection Act claim is normally made within 12 months of the grant. While a claim or notice is open, the platform holds distributions. Talk to your lawyer before paying anything.',
  },
  {
    id: 'keep-accounts',
    category: 'Executor Responsibilities',
    question: 'Do I have to keep accounts?',
    answer:
      'Yes. An executor must account for what came in and went out of the estate. Record income and expenses under Financials (you can import a bank statement), and download the estate statement to send to the beneficiaries.',
  },
  {
    id: 'tax',
    category: 'Executor Responsibilities',
    question: 'What about tax?',
    answer:
      'There is no estate or death duty in New Zealand. The executor files a date-of-death income tax return (IR3) for the person, and an estate return (IR6) if the estate earns income; the estate needs its own IRD number. Track them under Tax Management.',
  },
  {
    id: 'more-than-one-executor',
    category: 'Executor Responsibilities',
    question: 'There are two of us named as executors. Can we both use it?',
    answer:
      'Yes. Invite your co-executor from the estate by email; the link works once and expires in 14 days. You both see and run the same estate, and the timeline shows who did what.',
  },
  {
    id: 'sign-in-trouble',
    category: 'Technical Support',
    question: 'I cannot sign in. What should I do?',
    answer:
      'Check the email address, then use “Forgot your password?” on the sign-in page: we email a link that works once and expires in an hour. If you use two-factor sign-in and have lost your phone, use one of your recovery codes.',
  },
  {
    id: 'two-factor',
    category: 'Technical Support',
    question: 'How do I turn on two-factor sign-in?',
    answer:
      'Go to Settings, then Security, and choose Configure next to two-factor sign-in. Scan the QR code with an authenticator app, enter the six-digit code it shows, and keep the recovery codes somewhere safe.',
  },
  {
    id: 'file-types',
    category: 'Technical Support',
    question: 'Which files can I upload?',
    answer:
      'PDF, Word, JPEG, PNG and HEIC files. A photo of a document taken on your phone is fine, as long as it is easy to read.',
  },
  {
    id: 'browsers',
    category: 'Technical Support',
    question: 'Which devices and browsers work?',
    answer:
      'Any up-to-date browser on a phone, tablet or computer: Chrome, Edge, Firefox or Safari. There is nothing to install.',
  },
  {
    id: 'calendar-feed',
    category: 'Technical Support',
    question: 'Can I see the estate’s deadlines in my own calendar?',
    answer:
      'Yes. Turn on your calendar feed on the Calendar page and subscribe to its address in Outlook, Google Calendar or Apple Calendar. The feed is private to you; if you shared it by mistake, make a new address and the old one stops working.',
  },
  {
    id: 'emails-not-arriving',
    category: 'Technical Support',
    question: 'I am not receiving emails from the platform.',
    answer:
      'Look in your junk or spam folder, and check the email address under Settings. You can also choose which notifications are emailed to you there. If emails still do not arrive, contact support.',
  },
];
