import { ORG_API_TEXTS, orgAnswerInputSchema } from '@estate/domain';
import { describe, expect, it } from 'vitest';
import {
  buildAnswerBody,
  DRAFT_TEXTS,
  errorsOfIssues,
  isFieldPath,
  newAnswerDraft,
  newNeededLine,
  newProductDraft,
  withProductType,
  type AnswerDraft,
  type ProductDraft,
} from './answer-draft';
import { MONEY_TEXTS } from './money';

const DATE_OF_DEATH = '2026-11-02';

function product(over: Partial<ProductDraft>): ProductDraft {
  return { ...newProductDraft(DATE_OF_DEATH), ...over };
}

function draft(over: Partial<AnswerDraft>): AnswerDraft {
  return { ...newAnswerDraft(DATE_OF_DEATH), ...over };
}

describe('buildAnswerBody', () => {
  it('asks for a kind first', () => {
    expect(buildAnswerBody(newAnswerDraft(DATE_OF_DEATH))).toEqual({
      ok: false,
      errors: { kind: DRAFT_TEXTS.kind },
    });
  });

  it('builds accounts held with each product in cents, a debt negative, and only what was filled in', () => {
    const built = buildAnswerBody(
      draft({
        kind: 'accounts_held',
        message: '  Funds held pending a grant.  ',
        products: [
          product({
            type: 'savings',
            reference: ' ****4821 ',
            balance: '12,480.33',
            releasableWithoutGrant: true,
            releaseLimit: '40,000',
          }),
          withProductType(
            product({ reference: '****0077', balance: '351.20', asAt: '2026-11-03' }),
            'credit_card',
          ),
          product({
            type: 'term_deposit',
            balance: '5000',
            description: 'Matures March',
            releaseLimit: '99',
          }),
        ],
      }),
    );
    expect(built).toEqual({
      ok: true,
      body: {
        kind: 'accounts_held',
        message: 'Funds held pending a grant.',
        products: [
          {
            type: 'savings',
            reference: '****4821',
            balanceCents: 1248033,
            asAt: DATE_OF_DEATH,
            releasableWithoutGrant: true,
            releaseLimitCents: 4000000,
          },
          {
            type: 'credit_card',
            reference: '****0077',
            balanceCents: -35120,
            asAt: '2026-11-03',
            releasableWithoutGrant: false,
          },
          // A limit typed and then "releasable" unticked is not sent.
          {
            type: 'term_deposit',
            description: 'Matures March',
            balanceCents: 500000,
            asAt: DATE_OF_DEATH,
            releasableWithoutGrant: false,
          },
        ],
      },
    });
    // What the API accepts, as it is.
    expect(orgAnswerInputSchema.safeParse(built.ok && built.body).success).toBe(true);
  });

  it('names each product problem by the path the API would use', () => {
    const built = buildAnswerBody(
      draft({
        kind: 'accounts_held',
        products: [
          product({ type: 'savings', balance: '12,480.33' }),
          product({ balance: '-4', asAt: '', reference: '12-3456-7890123-00' }),
        ],
      }),
    );
    expect(built).toEqual({
      ok: false,
      errors: {
        'products.1.type': DRAFT_TEXTS.type,
        'products.1.asAt': DRAFT_TEXTS.asAt,
        'products.1.balanceCents': MONEY_TEXTS.minus,
        'products.1.reference': ORG_API_TEXTS.masked,
      },
    });
  });

  it('needs at least one product', () => {
    expect(buildAnswerBody(draft({ kind: 'accounts_held', products: [] }))).toMatchObject({
      ok: false,
      errors: { products: ORG_API_TEXTS.products },
    });
  });

  it('builds more information needed from its lines, and marks an empty line', () => {
    expect(
      buildAnswerBody(
        draft({
          kind: 'more_information_needed',
          needed: [newNeededLine(' A certified death certificate '), newNeededLine('The will')],
        }),
      ),
    ).toEqual({
      ok: true,
      body: { kind: 'more_information_needed', needed: ['A certified death certificate', 'The will'] },
    });
    expect(
      buildAnswerBody(
        draft({ kind: 'more_information_needed', needed: [newNeededLine('The will'), newNeededLine('  ')] }),
      ),
    ).toEqual({ ok: false, errors: { 'needed.1': DRAFT_TEXTS.neededLine } });
  });

  it('sends only the kind and the message for the other answers, whatever else was filled in', () => {
    for (const kind of ['no_account_held', 'released', 'closed'] as const) {
      expect(buildAnswerBody(draft({ kind, message: '' }))).toEqual({ ok: true, body: { kind } });
      expect(
        buildAnswerBody(draft({ kind, message: 'Closed on 4 Nov.', needed: [newNeededLine('x')] })),
      ).toEqual({ ok: true, body: { kind, message: 'Closed on 4 Nov.' } });
    }
  });
});

describe('withProductType', () => {
  it('makes a credit card, loan or mortgage a debt until the person says otherwise', () => {
    const row = newProductDraft(DATE_OF_DEATH);
    expect(withProductType(row, 'loan').isDebt).toBe(true);
    expect(withProductType(withProductType(row, 'loan'), 'savings').isDebt).toBe(false);
    const chosen = { ...row, isDebt: false, isDebtChosen: true };
    expect(withProductType(chosen, 'mortgage').isDebt).toBe(false);
  });
});

describe('the API’s problems', () => {
  it('are kept by path, and only the form’s own paths are shown beside fields', () => {
    const errors = errorsOfIssues([
      { path: 'products.0.balanceCents', message: 'first' },
      { path: 'products.0.balanceCents', message: 'second' },
      { path: 'Idempotency-Key', message: 'reused' },
    ]);
    expect(errors).toEqual({ 'products.0.balanceCents': 'first', 'Idempotency-Key': 'reused' });
    expect(isFieldPath('products.0.balanceCents')).toBe(true);
    expect(isFieldPath('needed.3')).toBe(true);
    expect(isFieldPath('Idempotency-Key')).toBe(false);
    expect(isFieldPath('products.0.other')).toBe(false);
  });
});
