import {
  ORG_API_TEXTS,
  orgAnswerInputSchema,
  type AnswerKind,
  type AnswerProductInput,
  type OrgAnswerInput,
  type ProductType,
} from '@estate/domain';
import { amountToCents, optionalAmountToCents } from './money';

/** One product row of an "Accounts held" answer, as the person is filling it in. */
export type ProductDraft = {
  /** Keeps React's row identity across add and remove. */
  key: string;
  type: ProductType | '';
  reference: string;
  description: string;
  /** Dollars and cents as typed, always positive: `isDebt` gives the sign. */
  balance: string;
  isDebt: boolean;
  /** Whether the person set `isDebt` themselves (then choosing a type no longer sets it). */
  isDebtChosen: boolean;
  /** YYYY-MM-DD. */
  asAt: string;
  releasableWithoutGrant: boolean;
  /** Dollars as typed; empty for no limit given. */
  releaseLimit: string;
};

/** The answer form as the person is filling it in. */
export type AnswerDraft = {
  kind: AnswerKind | '';
  products: ProductDraft[];
  needed: { key: string; text: string }[];
  message: string;
};

/** Problems by the API's own paths (`kind`, `products.0.balanceCents`, `needed.1`), one message each. */
export type DraftErrors = Record<string, string>;

export const DRAFT_TEXTS = {
  kind: 'Choose an answer.',
  type: 'Choose the type of product.',
  asAt: 'Enter the date the balance is at.',
  neededLine: 'Say what you need, or remove this line.',
} as const;

/** The products that are money owed to the organisation: their balance is a debt unless said otherwise. */
const DEBT_TYPES: readonly string[] = ['credit_card', 'loan', 'mortgage'];

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

/** An empty product row; its balance is as at `asAt` (the date of death, by default). */
export function newProductDraft(asAt: string): ProductDraft {
  return {
    key: newKey(),
    type: '',
    reference: '',
    description: '',
    balance: '',
    isDebt: false,
    isDebtChosen: false,
    asAt,
    releasableWithoutGrant: false,
    releaseLimit: '',
  };
}

export function newNeededLine(text = ''): { key: string; text: string } {
  return { key: newKey(), text };
}

/** A fresh form: no kind chosen yet, one empty product row and one empty line of what is needed. */
export function newAnswerDraft(dateOfDeath: string): AnswerDraft {
  const asAt = /^\d{4}-\d{2}-\d{2}$/.test(dateOfDeath) ? dateOfDeath : '';
  return { kind: '', products: [newProductDraft(asAt)], needed: [newNeededLine()], message: '' };
}

/** A row with its type chosen: a credit card, loan or mortgage is a debt, unless the person said otherwise. */
export function withProductType(product: ProductDraft, type: ProductType | ''): ProductDraft {
  return {
    ...product,
    type,
    isDebt: product.isDebtChosen ? product.isDebt : DEBT_TYPES.includes(type),
  };
}

function productBody(p: ProductDraft, i: number, errors: DraftErrors): AnswerProductInput {
  const at = (field: string) => `products.${i}.${field}`;
  if (!p.type) errors[at('type')] = DRAFT_TEXTS.type;
  if (!p.asAt) errors[at('asAt')] = DRAFT_TEXTS.asAt;
  const balance = amountToCents(p.balance, p.isDebt);
  if ('error' in balance) errors[at('balanceCents')] = balance.error;
  const limit = p.releasableWithoutGrant ? optionalAmountToCents(p.releaseLimit) : null;
  if (limit && 'error' in limit) errors[at('releaseLimitCents')] = limit.error;
  const reference = p.reference.trim();
  const description = p.description.trim();
  return {
    type: p.type as ProductType,
    ...(reference ? { reference } : {}),
    ...(description ? { description } : {}),
    balanceCents: 'cents' in balance ? balance.cents : 0,
    asAt: p.asAt,
    releasableWithoutGrant: p.releasableWithoutGrant,
    ...(limit && 'cents' in limit ? { releaseLimitCents: limit.cents } : {}),
  };
}

/**
 * The request body of the answer the draft describes, or the problems to show beside its fields.
 * Amounts become whole cents exactly; only what the chosen kind takes is sent; the rest is checked
 * by the same schema the API checks with, so its messages land on the same fields.
 */
export function buildAnswerBody(
  draft: AnswerDraft,
): { ok: true; body: OrgAnswerInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.kind) return { ok: false, errors: { kind: DRAFT_TEXTS.kind } };
  const message = draft.message.trim();
  const said = message ? { message } : {};
  let body: OrgAnswerInput;
  switch (draft.kind) {
    case 'accounts_held':
      if (!draft.products.length) errors.products = ORG_API_TEXTS.products;
      body = {
        kind: 'accounts_held',
        products: draft.products.map((p, i) => productBody(p, i, errors)),
        ...said,
      };
      break;
    case 'more_information_needed':
      if (!draft.needed.length) errors.needed = ORG_API_TEXTS.needed;
      draft.needed.forEach((line, i) => {
        if (!line.text.trim()) errors[`needed.${i}`] = DRAFT_TEXTS.neededLine;
      });
      body = { kind: 'more_information_needed', needed: draft.needed.map((l) => l.text.trim()), ...said };
      break;
    default:
      body = { kind: draft.kind, ...said };
  }
  const checked = orgAnswerInputSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.') || 'kind';
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}

const FIELD_PATH =
  /^(kind|message|products|needed|needed\.\d+|products\.\d+\.(type|reference|description|balanceCents|asAt|releasableWithoutGrant|releaseLimitCents))$/;

/** Whether a problem's path names a field the form shows (else it is said above the form). */
export function isFieldPath(path: string): boolean {
  return FIELD_PATH.test(path);
}

/** The API's 400 issues as the form's problems: one message per path, the first kept. */
export function errorsOfIssues(issues: readonly { path: string; message: string }[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}
