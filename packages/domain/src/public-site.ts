import { z } from 'zod';
import { emailSchema } from './auth.js';
import { DEMO_ROLES, ENQUIRY_KINDS, HONEYPOT_FIELD } from './public-site-content.js';

export * from './public-site-content.js';

/**
 * The public site's forms (spec 1 §2.11, §2.12, §3, §5); what the pages show is in
 * public-site-content.ts. The web form and the
 * API validate with the same schemas.
 */

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .optional()
    .transform((v) => (v ? v : null));

const formEmail = z
  .string({ message: 'Email address is required.' })
  .trim()
  .min(1, { message: 'Email address is required.' })
  .pipe(emailSchema);

const honeypot = z.string().max(500).optional();

/** Contact form (spec 1 §2.11, §5): Full name, Email address, Subject and Message required. */
export const enquiryInputSchema = z.object({
  name: required('Full name', 200),
  email: formEmail,
  phone: optionalText('Phone number', 40),
  subject: required('Subject', 200),
  message: required('Message', 5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

/** Demo request form (spec 1 §2.12, §5): full name and email required, the rest optional. */
export const demoRequestInputSchema = z.object({
  name: required('Full name', 200),
  email: formEmail,
  phone: optionalText('Phone number', 40),
  company: optionalText('Company', 200),
  role: z
    .union([z.enum(DEMO_ROLES, { message: 'Please choose one of the roles listed.' }), z.literal('')])
    .optional()
    .transform((v) => (v ? v : null)),
  message: optionalText('Message', 5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type DemoRequestInput = z.input<typeof demoRequestInputSchema>;

/** What the API answers when a form is accepted. */
export const formReceiptSchema = z.object({ received: z.literal(true) });

/** One row of the admin list of enquiries and demo requests. */
export const enquiryItemSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  handledBy: z.string().nullable(),
});
export type EnquiryItem = z.infer<typeof enquiryItemSchema>;

export const enquiryListSchema = z.object({ items: z.array(enquiryItemSchema) });

/** An enquiry's address: a kind or id that is malformed names nothing, so it is the 404 too. */
export const enquiryRefSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS, { message: 'No such enquiry.' }),
  id: z.uuid({ message: 'No such enquiry.' }),
});

/** GET /api/admin/enquiries: how many of the newest to list. */
export const enquiryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** What marking an enquiry or demo request handled answers. */
export const enquiryHandledSchema = z.object({ handled: z.literal(true) });
