/**
 * NotifyFlow as an open network (issue 44, decision 090): what organisations in the directory send
 * and receive through their API (`/api/org/v1/…`, a Bearer key) and their inbox (`/org`, signed in),
 * their API keys and their people.
 */
import { z } from 'zod';
import { nzDateText } from '../dates.js';
import { INSTITUTION_STATUSES } from './institution-statuses.js';

const values = <V extends string>(options: readonly { value: V }[]) =>
  options.map((o) => o.value) as [V, ...V[]];

/** The kinds of answer an organisation gives (besides acknowledging receipt). */
export const ANSWER_KINDS = [
  { value: 'no_account_held', label: 'No account held' },
  { value: 'accounts_held', label: 'Accounts held' },
  { value: 'more_information_needed', label: 'More information needed' },
  { value: 'released', label: 'Released' },
  { value: 'closed', label: 'Closed' },
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number]['value'];

/** What an organisation may report holding. */
export const PRODUCT_TYPES = [
  { value: 'transaction', label: 'Transaction account' },
  { value: 'savings', label: 'Savings account' },
  { value: 'term_deposit', label: 'Term deposit' },
  { value: 'credit_card', label: 'Credit card' },
  { value: 'loan', label: 'Loan' },
  { value: 'mortgage', label: 'Mortgage' },
  { value: 'insurance_policy', label: 'Insurance policy' },
  { value: 'kiwisaver', label: 'KiwiSaver' },
  { value: 'utility_or_telco', label: 'Utility or telco account' },
  { value: 'other', label: 'Other' },
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number]['value'];

/** What each scope of an organisation's API key allows. */
export const ORG_KEY_SCOPES = [
  { value: 'notifications:read', label: 'Read the notifications addressed to the organisation' },
  { value: 'notifications:answer', label: 'Acknowledge and answer them' },
] as const;
export type OrgKeyScope = (typeof ORG_KEY_SCOPES)[number]['value'];

/** What each scope of a law firm's API key allows, on the firm's estates only (`/api/firm/v1/…`). */
export const FIRM_KEY_SCOPES = [
  { value: 'estates:read', label: "Read the firm's estates" },
  { value: 'tasks:read', label: 'Read their tasks' },
  { value: 'documents:read', label: "Read their documents' details (not the files)" },
  { value: 'tasks:write', label: 'Add tasks to them' },
  { value: 'notes:write', label: 'Add notes to them' },
] as const;
export type FirmKeyScope = (typeof FIRM_KEY_SCOPES)[number]['value'];

export const ORG_API_TEXTS = {
  masked: 'Mask the reference: show no more than its last 4 digits (for example ****1234).',
  balance: 'balanceCents must be a whole number of cents (negative for a debt).',
  releaseLimit: 'releaseLimitCents must be a whole number of cents, 0 or more.',
  needed: 'Say what you need: at least one item.',
  products: 'Report at least one product.',
} as const;

const MAX_CENTS = 10_000_000_000_00; // ten billion dollars: far beyond any one account

const optionalMessage = z
  .string({ message: 'message must be text' })
  .trim()
  .max(4000, { message: 'message must be 4,000 characters or fewer' })
  .optional();

/** A masked account or policy reference: any characters, but no more than four digits in clear. */
const maskedReference = z
  .string({ message: 'reference must be text' })
  .trim()
  .min(1, { message: 'reference must not be empty' })
  .max(40, { message: 'reference must be 40 characters or fewer' })
  .refine((v) => (v.match(/\d/g) ?? []).length <= 4, { message: ORG_API_TEXTS.masked });

export const answerProductInputSchema = z
  .object({
    type: z.enum(values(PRODUCT_TYPES), {
      message: `type must be one of ${values(PRODUCT_TYPES).join(', ')}`,
    }),
    reference: maskedReference.optional(),
    description: z
      .string()
      .trim()
      .max(200, { message: 'description must be 200 characters or fewer' })
      .optional(),
    balanceCents: z
      .number({ message: ORG_API_TEXTS.balance })
      .int({ message: ORG_API_TEXTS.balance })
      .min(-MAX_CENTS, { message: ORG_API_TEXTS.balance })
      .max(MAX_CENTS, { message: ORG_API_TEXTS.balance }),
    asAt: z.iso.date({ message: 'asAt must be a date (YYYY-MM-DD)' }),
    releasableWithoutGrant: z
      .boolean({ message: 'releasableWithoutGrant must be true or false' })
      .default(false),
    releaseLimitCents: z
      .number({ message: ORG_API_TEXTS.releaseLimit })
      .int({ message: ORG_API_TEXTS.releaseLimit })
      .min(0, { message: ORG_API_TEXTS.releaseLimit })
      .max(MAX_CENTS, { message: ORG_API_TEXTS.releaseLimit })
      .nullish(),
  })
  .strict()
  .meta({
    example: {
      type: 'savings',
      reference: '****4821',
      balanceCents: 1248033,
      asAt: '2026-11-02',
      releasableWithoutGrant: true,
      releaseLimitCents: 4000000,
    },
  });
export type AnswerProductInput = z.input<typeof answerProductInputSchema>;

/** An organisation's answer: one of five kinds, each with what it needs. */
export const orgAnswerInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('no_account_held'), message: optionalMessage }).strict(),
      z
        .object({
          kind: z.literal('accounts_held'),
          products: z
            .array(answerProductInputSchema, { message: ORG_API_TEXTS.products })
            .min(1, { message: ORG_API_TEXTS.products })
            .max(50, { message: 'Report 50 products or fewer in one answer.' }),
          message: optionalMessage,
        })
        .strict(),
      z
        .object({
          kind: z.literal('more_information_needed'),
          needed: z
            .array(z.string().trim().min(1, { message: ORG_API_TEXTS.needed }).max(500), {
              message: ORG_API_TEXTS.needed,
            })
            .min(1, { message: ORG_API_TEXTS.needed })
            .max(20),
          message: optionalMessage,
        })
        .strict(),
      z.object({ kind: z.literal('released'), message: optionalMessage }).strict(),
      z.object({ kind: z.literal('closed'), message: optionalMessage }).strict(),
    ],
    { message: `kind must be one of ${values(ANSWER_KINDS).join(', ')}` },
  )
  .meta({
    example: {
      kind: 'accounts_held',
      products: [
        {
          type: 'savings',
          reference: '****4821',
          balanceCents: 1248033,
          asAt: '2026-11-02',
          releasableWithoutGrant: true,
          releaseLimitCents: 4000000,
        },
        { type: 'credit_card', reference: '****0077', balanceCents: -35120, asAt: '2026-11-02' },
      ],
    },
  });
export type OrgAnswerInput = z.input<typeof orgAnswerInputSchema>;

export const answerProductSchema = z.object({
  id: z.uuid(),
  type: z.enum(values(PRODUCT_TYPES)),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  balanceCents: z.number().int(),
  asAt: z.iso.date(),
  releasableWithoutGrant: z.boolean(),
  releaseLimitCents: z.number().int().nullable(),
  /** On an estate: proposed, accepted or rejected by its lawyer or executor; null without one. */
  proposal: z.enum(['proposed', 'accepted', 'rejected']).nullable(),
});
export type AnswerProduct = z.infer<typeof answerProductSchema>;

export const orgAnswerSchema = z.object({
  id: z.uuid(),
  kind: z.enum(values(ANSWER_KINDS)),
  message: z.string().nullable(),
  needed: z.array(z.string()),
  products: z.array(answerProductSchema),
  /** Who answered: a person of the organisation signed in, or one of its API keys. */
  answeredVia: z.enum(['inbox', 'api']),
  answeredAt: z.iso.datetime(),
});
export type OrgAnswer = z.infer<typeof orgAnswerSchema>;

/** A notification addressed to the organisation, as its list shows it. */
export const orgNotificationSummarySchema = z.object({
  /** This organisation's row of the notification: the id every call of the API takes. */
  id: z.uuid(),
  referenceCode: z.string(),
  deceasedName: z.string(),
  dateOfDeath: z.string(),
  /** The family's reference for their account here, as they typed it. */
  accountReference: z.string().nullable(),
  status: z.enum(INSTITUTION_STATUSES),
  receivedAt: z.iso.datetime(),
  acknowledgedAt: z.iso.datetime().nullable(),
  /** The latest answer's kind, or null before any. */
  lastAnswer: z.enum(values(ANSWER_KINDS)).nullable(),
});
export type OrgNotificationSummary = z.infer<typeof orgNotificationSummarySchema>;

export const orgNotificationListSchema = z.object({
  items: z.array(orgNotificationSummarySchema),
  /** Send as `after` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrgNotificationList = z.infer<typeof orgNotificationListSchema>;

export const orgNotificationListQuerySchema = z.object({
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Not a page cursor: use the nextCursor of a list answer' })
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int({ message: 'limit must be a whole number from 1 to 100' })
    .min(1, { message: 'limit must be a whole number from 1 to 100' })
    .max(100, { message: 'limit must be a whole number from 1 to 100' })
    .default(25),
  status: z
    .enum(INSTITUTION_STATUSES, { message: `status must be one of ${INSTITUTION_STATUSES.join(', ')}` })
    .optional(),
});

/** One notification addressed to the organisation, with its documents and answers. */
export const orgNotificationSchema = orgNotificationSummarySchema.extend({
  /** What the family asks of the organisation (close the account, claim funds, …), as labels. */
  reasons: z.array(z.string()),
  probateStatus: z.string(),
  /** Who to contact: the person who sent it, their relationship, and how they asked to be contacted. */
  contact: z.object({
    name: z.string(),
    relationship: z.string(),
    method: z.string(),
    detail: z.string().nullable(),
  }),
  /** The documents the family sent, to be downloaded with the same credentials. */
  documents: z.array(
    z.object({
      id: z.uuid(),
      fileName: z.string(),
      documentType: z.string(),
      sizeBytes: z.number().int(),
      url: z.string(),
    }),
  ),
  /** Every answer, oldest first. */
  answers: z.array(orgAnswerSchema),
  /** The family's replies to a request for more information, oldest first. */
  replies: z.array(z.object({ message: z.string(), sentAt: z.iso.datetime() })),
  /** The deceased's date of birth, when the family gave it. */
  dateOfBirth: z.iso.date().nullable(),
  /**
   * An earlier notice of the same person to this organisation, which the sender knew of and sent
   * this one anyway (issue 44): one of this organisation's own notifications.
   */
  duplicateOf: z.object({ id: z.uuid(), referenceCode: z.string(), receivedAt: z.iso.datetime() }).nullable(),
});
export type OrgNotification = z.infer<typeof orgNotificationSchema>;

/** The organisation a signed-in person acts for (GET /api/org/me). */
export const orgMeSchema = z.object({
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  role: z.enum(['admin', 'member']),
});
export type OrgMe = z.infer<typeof orgMeSchema>;

/* ─────────────────────────────── API keys ─────────────────────────────── */

export const apiKeyInputSchema = z
  .object({
    name: z
      .string({ message: 'name is required' })
      .trim()
      .min(1, { message: 'name is required' })
      .max(100, { message: 'name must be 100 characters or fewer' }),
    scopes: z.array(z.string()).min(1, { message: 'Choose at least one scope.' }),
  })
  .strict();

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell it apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/** A key just made: the secret is shown this once and never again (only its hash is kept). */
export const apiKeyCreatedSchema = apiKeySchema.extend({
  /** Absent when the answer is a replay of the same Idempotency-Key: the secret is not kept. */
  secret: z.string().optional(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/* ─────────────────────────────── People of an organisation ─────────────────────────────── */

export const organisationMemberInputSchema = z
  .object({
    email: z.email({ message: 'Please enter a valid email address.' }).max(254),
    name: z.string().trim().max(200).optional(),
    role: z.enum(['admin', 'member'], { message: 'role must be admin or member' }).default('member'),
  })
  .strict();

export const organisationMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['admin', 'member']),
  /** Whether someone has signed in with this email and verified it. */
  hasAccount: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;
export const organisationMemberListSchema = z.object({ items: z.array(organisationMemberSchema) });

/* ─────────────────────────────── What the family reads ─────────────────────────────── */

const productLabel = (type: string) => PRODUCT_TYPES.find((p) => p.value === type)?.label ?? type;

/** An amount as the family reads it: $12,480.33, or owing $351.20 for a debt. */
function amountText(cents: number): string {
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = String((abs - fraction) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const dollars = `$${whole}.${String(fraction).padStart(2, '0')}`;
  return cents < 0 ? `owing ${dollars}` : dollars;
}

/**
 * A structured answer in words, for the family's status page, their email and the estate's
 * correspondence: "Accounts held: Savings account ****4821, $12,480.33 at 2 November 2026." and the
 * organisation's own message after it.
 */
export function answerText(answer: {
  kind: AnswerKind;
  message?: string | null | undefined;
  needed?: readonly string[] | undefined;
  products?: readonly {
    type: string;
    reference?: string | null | undefined;
    balanceCents: number;
    asAt: string;
  }[];
}): string {
  const said = answer.message?.trim();
  const lead = (() => {
    switch (answer.kind) {
      case 'no_account_held':
        return 'No account held.';
      case 'accounts_held':
        return `Accounts held: ${(answer.products ?? [])
          .map(
            (p) =>
              `${productLabel(p.type)}${p.reference ? ` ${p.reference}` : ''}, ${amountText(p.balanceCents)} at ${nzDateText(p.asAt)}`,
          )
          .join('; ')}.`;
      case 'more_information_needed':
        return `We need: ${(answer.needed ?? []).join('; ')}.`;
      case 'released':
        return 'Released.';
      case 'closed':
        return 'Closed.';
    }
  })();
  return said ? `${lead} ${said}` : lead;
}

/* ─────────────────────────────── Proposals to an estate ─────────────────────────────── */

/** A product an organisation reported on one of the estate's notifications: proposed to the estate. */
export const estateProposalSchema = z.object({
  /** The reported product's id. */
  id: z.uuid(),
  organisation: z.string(),
  referenceCode: z.string(),
  answeredAt: z.iso.datetime(),
  type: z.enum(values(PRODUCT_TYPES)),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  balanceCents: z.number().int(),
  asAt: z.iso.date(),
  releasableWithoutGrant: z.boolean(),
  releaseLimitCents: z.number().int().nullable(),
  /** What accepting it makes: an asset (a balance of 0 or more) or a liability (a debt). */
  becomes: z.enum(['asset', 'liability']),
  /** The name and type it would be given, which the person may change as they accept it. */
  suggested: z.object({ name: z.string(), type: z.string() }),
  proposal: z.enum(['proposed', 'accepted', 'rejected']),
  /** The record it became, when accepted. */
  record: z.object({ kind: z.enum(['asset', 'liability']), id: z.uuid() }).nullable(),
  /** The version it was read at: accept and reject send it back as If-Match. */
  version: z.number().int(),
});
export type EstateProposal = z.infer<typeof estateProposalSchema>;
export const estateProposalListSchema = z.object({ items: z.array(estateProposalSchema) });
export type EstateProposalList = z.infer<typeof estateProposalListSchema>;

/** Accepting, optionally with the name, type or amount changed first (`amount` in dollars). */
export const acceptProposalSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'Name is required' }).max(200).optional(),
    type: z.string().trim().min(1).max(50).optional(),
    amount: z
      .string()
      .trim()
      .regex(/^\$?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, {
        message: 'Amount must be dollars and cents, such as 1234.56',
      })
      .optional(),
  })
  .strict()
  .default({});
export type AcceptProposalInput = z.output<typeof acceptProposalSchema>;

/* ─────────────────────────────── Duplicates ─────────────────────────────── */

/**
 * The deceased as duplicate notices are found (issue 44): the name without accents or macrons, in
 * lower case, with anything but letters and digits one space, and the date of death. "Mārama
 * O'Neil" and "marama  oneil"… differ ("o neil" against "oneil"), but case, macrons and spacing
 * never split one person in two.
 */
export function deceasedKeyOf(name: string, dateOfDeath: string): string {
  const normalised = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `${normalised}|${dateOfDeath}`;
}

/** An earlier notice of the same person to an organisation the form names. */
export const duplicateNoticeSchema = z.object({
  institutionId: z.uuid(),
  organisation: z.string(),
  /** When the organisation was told. */
  notifiedAt: z.iso.datetime(),
  /** Where the organisation's row stands: pending, sent, completed or failed. */
  status: z.enum(INSTITUTION_STATUSES),
  /** The earlier notice's reference code, only when it is the sender's own (else null). */
  referenceCode: z.string().nullable(),
});
export type DuplicateNotice = z.infer<typeof duplicateNoticeSchema>;

export const DUPLICATE_TEXTS = {
  found:
    'Some of these organisations have already been told about this death. Leave them out, or send to them anyway: each will see your notice linked to the earlier one.',
} as const;

/* ─────────────────────────────── Public response times ─────────────────────────────── */

/** An organisation is shown on the public page with at least this many first answers in 12 months. */
export const RESPONSE_TIMES_MINIMUM_ANSWERS = 5;

/** One organisation's figures on `/notify-flow/response-times`. */
export const publicResponseTimeSchema = z.object({
  organisation: z.string(),
  /** First answers in the last 12 months (what the figures are over). */
  answers: z.number().int(),
  /** New Zealand business days from the notice going out to its first answer. */
  medianBusinessDays: z.number(),
  p90BusinessDays: z.number(),
  /** The reply time the directory promises for it. */
  promisedBusinessDays: z.number().int(),
  /** Of its notices whose promised time has passed (or that were answered), the share answered in time, 0–100. */
  withinPromisePercent: z.number().int(),
});
export type PublicResponseTime = z.infer<typeof publicResponseTimeSchema>;

export const publicResponseTimesSchema = z.object({
  /** When the figures were last worked out (nightly); null before the first time. */
  computedAt: z.iso.datetime().nullable(),
  minimumAnswers: z.number().int(),
  organisations: z.array(publicResponseTimeSchema),
});
export type PublicResponseTimes = z.infer<typeof publicResponseTimesSchema>;

/** A notice that went out in the window: when, when first answered (if yet), what was promised. */
export interface NoticeTiming {
  institutionId: string;
  organisation: string;
  promisedBusinessDays: number;
  dispatchedAt: Date;
  firstAnswerAt: Date | null;
}

/** The p-th percentile (0–1) of sorted numbers, interpolated between ranks (as PostgreSQL's percentile_cont). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/**
 * The public figures (issue 44) from the notices of the last 12 months: per organisation with at
 * least `RESPONSE_TIMES_MINIMUM_ANSWERS` first answers, the median and 90th percentile of New
 * Zealand business days to the first answer (`businessDaysBetween`), and the share of its notices
 * answered within its promised reply time, over those answered or past that time. Fastest first.
 */
export function publicResponseTimes(
  notices: readonly NoticeTiming[],
  now: Date,
  businessDaysBetween: (from: Date, to: Date) => number,
): PublicResponseTime[] {
  const byOrganisation = new Map<string, NoticeTiming[]>();
  for (const n of notices)
    byOrganisation.set(n.institutionId, [...(byOrganisation.get(n.institutionId) ?? []), n]);
  const figures: PublicResponseTime[] = [];
  for (const rows of byOrganisation.values()) {
    const days = rows
      .filter((r) => r.firstAnswerAt)
      .map((r) => businessDaysBetween(r.dispatchedAt, r.firstAnswerAt!))
      .sort((a, b) => a - b);
    if (days.length < RESPONSE_TIMES_MINIMUM_ANSWERS) continue;
    const promised = rows[0]!.promisedBusinessDays;
    const due = rows.filter((r) => r.firstAnswerAt || businessDaysBetween(r.dispatchedAt, now) > promised);
    const inTime = due.filter(
      (r) => r.firstAnswerAt && businessDaysBetween(r.dispatchedAt, r.firstAnswerAt) <= promised,
    );
    figures.push({
      organisation: rows[0]!.organisation,
      answers: days.length,
      medianBusinessDays: Math.round(percentile(days, 0.5) * 10) / 10,
      p90BusinessDays: Math.round(percentile(days, 0.9) * 10) / 10,
      promisedBusinessDays: promised,
      withinPromisePercent: due.length ? Math.round((inTime.length / due.length) * 100) : 0,
    });
  }
  return figures.sort(
    (a, b) => a.medianBusinessDays - b.medianBusinessDays || a.organisation.localeCompare(b.organisation),
  );
}
