import { ANSWER_KINDS, type AnswerKind, type OrgAnswer, type OrgNotification } from '@estate/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useAnswerOrgNotification } from '../api/answer-org-notification';
import {
  buildAnswerBody,
  errorsOfIssues,
  isFieldPath,
  newAnswerDraft,
  newNeededLine,
  newProductDraft,
  type AnswerDraft,
  type DraftErrors,
} from './answer-draft';
import { ProductRowFields } from './product-row-fields';

const KIND_HINTS: Record<AnswerKind, string> = {
  no_account_held: 'You hold no account, card, loan or policy in this person’s name.',
  accounts_held: 'List each one with its balance. The family sees them, and an estate can take them in.',
  more_information_needed: 'Ask the family for what you need. Their reply comes back here.',
  released: 'You have released the funds.',
  closed: 'You have closed the accounts and finished.',
};

const FAILED = 'Your answer could not be sent. Please try again.';

/** The id of the control for a problem's path (`products.0.balanceCents`) in the form `base`. */
const fieldId = (base: string, path: string) => `${base}-${path.replace(/\./g, '-')}`;

/**
 * The structured answer (issue 44): choose its kind; for "Accounts held" a row per product, for
 * "More information needed" a line per thing needed; an optional message to the family. Problems,
 * the form's own and the API's, are shown beside the field they name. One Idempotency-Key per
 * submission, made when the form opens: a double submit is one answer.
 */
export function OrgAnswerForm({
  notification,
  onAnswered,
}: {
  notification: OrgNotification;
  onAnswered: (answer: OrgAnswer) => void;
}) {
  const answer = useAnswerOrgNotification(notification.id);
  const withKey = useIdempotencyKey();
  const [draft, setDraft] = useState<AnswerDraft>(() => newAnswerDraft(notification.dateOfDeath));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ path: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const idOf = (path: string) => fieldId(base, path);

  // Focus moves to what needs attention: the first problem, a new row, or "Add" after a removal.
  useEffect(() => {
    if (!focusTarget) return;
    const form = formRef.current;
    const target =
      focusTarget.path === 'first-problem'
        ? form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem="true"] input')
        : document.getElementById(fieldId(base, focusTarget.path));
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, base]);

  const showProblems = (found: DraftErrors) => {
    const general = Object.entries(found).filter(([path]) => !isFieldPath(path));
    setErrors(Object.fromEntries(Object.entries(found).filter(([path]) => isFieldPath(path))));
    setProblem(
      general.length
        ? general.map(([, message]) => message).join(' ')
        : 'Please correct the problems marked below.',
    );
    setFocusTarget({ path: 'first-problem' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.isPending) return;
    const built = buildAnswerBody(draft);
    if (!built.ok) {
      showProblems(built.errors);
      return;
    }
    setErrors({});
    setProblem(null);
    withKey((idempotencyKey) => answer.mutateAsync({ body: built.body, idempotencyKey })).then(
      onAnswered,
      (error: unknown) => {
        if (isApiError(error) && error.status === 400 && error.issues?.length) {
          showProblems(errorsOfIssues(error.issues));
        } else {
          setProblem(messageOf(error, FAILED));
        }
      },
    );
  };

  const kindErrorId = `${base}-kind-error`;
  const neededErrorId = `${base}-needed-error`;
  const productsErrorId = `${base}-products-error`;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-labelledby={`${base}-title`}
    >
      <h2 id={`${base}-title`} className="text-lg font-semibold text-slate-900">
        Answer this notification
      </h2>
      {problem ? (
        <Alert>
          <p>{problem}</p>
        </Alert>
      ) : null}

      <fieldset
        data-problem={errors.kind ? 'true' : undefined}
        aria-describedby={errors.kind ? kindErrorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-slate-900">Your answer</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ANSWER_KINDS.map((kind, i) => {
            const nameId = `${base}-kind-${kind.value}-name`;
            const hintId = `${base}-kind-${kind.value}-hint`;
            return (
              <label
                key={kind.value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm text-slate-900',
                  draft.kind === kind.value ? 'border-blue-600 bg-blue-50' : 'border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name={`${base}-kind`}
                  id={i === 0 ? idOf('kind') : undefined}
                  value={kind.value}
                  checked={draft.kind === kind.value}
                  aria-labelledby={nameId}
                  aria-describedby={hintId}
                  onChange={() => {
                    setDraft({ ...draft, kind: kind.value });
                    setErrors(({ kind: _dropped, ...rest }) => rest);
                  }}
                  className={cn('mt-0.5 size-4 shrink-0 accent-blue-700', focusRing)}
                />
                <span>
                  <span id={nameId} className="font-medium">
                    {kind.label}
                  </span>
                  <span id={hintId} className="block text-slate-700">
                    {KIND_HINTS[kind.value]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.kind ? (
          <p id={kindErrorId} className="mt-1 text-sm text-red-700">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>

      {draft.kind === 'accounts_held' ? (
        <section aria-labelledby={`${base}-products-title`} className="space-y-4">
          <h3 id={`${base}-products-title`} className="text-base font-semibold text-slate-900">
            Accounts and products held
          </h3>
          {errors.products ? (
            <p id={productsErrorId} className="text-sm text-red-700">
              {errors.products}
            </p>
          ) : null}
          {draft.products.map((product, index) => (
            <ProductRowFields
              key={product.key}
              index={index}
              product={product}
              errors={errors}
              idOf={idOf}
              onChange={(next) =>
                setDraft({ ...draft, products: draft.products.map((p, i) => (i === index ? next : p)) })
              }
              onRemove={
                draft.products.length > 1
                  ? () => {
                      setDraft({ ...draft, products: draft.products.filter((_, i) => i !== index) });
                      // The rows after it move up: their problems no longer match them.
                      setErrors({});
                      setFocusTarget({ path: 'add-product' });
                    }
                  : undefined
              }
            />
          ))}
          <Button
            variant="secondary"
            id={idOf('add-product')}
            onClick={() => {
              const asAt =
                draft.products.at(-1)?.asAt ?? newAnswerDraft(notification.dateOfDeath).products[0]!.asAt;
              setDraft({ ...draft, products: [...draft.products, newProductDraft(asAt)] });
              setFocusTarget({ path: `products.${draft.products.length}.type` });
            }}
          >
            Add another product
          </Button>
        </section>
      ) : null}

      {draft.kind === 'more_information_needed' ? (
        <fieldset className="space-y-3" aria-describedby={errors.needed ? neededErrorId : undefined}>
          <legend className="text-base font-semibold text-slate-900">What you need from the family</legend>
          {errors.needed ? (
            <p id={neededErrorId} className="text-sm text-red-700">
              {errors.needed}
            </p>
          ) : null}
          {draft.needed.map((line, index) => (
            <div key={line.key} className="flex flex-wrap items-start gap-2">
              <TextField
                label={`What you need, item ${index + 1}`}
                id={idOf(`needed.${index}`)}
                className="min-w-0 flex-1 basis-64"
                value={line.text}
                error={errors[`needed.${index}`]}
                maxLength={500}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    needed: draft.needed.map((l, i) => (i === index ? { ...l, text: e.target.value } : l)),
                  })
                }
              />
              {draft.needed.length > 1 ? (
                <Button
                  variant="secondary"
                  className="sm:mt-6"
                  onClick={() => {
                    setDraft({ ...draft, needed: draft.needed.filter((_, i) => i !== index) });
                    setErrors({});
                    setFocusTarget({ path: 'add-needed' });
                  }}
                >
                  Remove item {index + 1}
                </Button>
              ) : null}
            </div>
          ))}
          <Button
            variant="secondary"
            id={idOf('add-needed')}
            disabled={draft.needed.length >= 20}
            onClick={() => {
              setDraft({ ...draft, needed: [...draft.needed, newNeededLine()] });
              setFocusTarget({ path: `needed.${draft.needed.length}` });
            }}
          >
            Add another item
          </Button>
        </fieldset>
      ) : null}

      <TextareaField
        label="Message to the family (optional)"
        id={idOf('message')}
        hint="They read it with your answer, on their status page and by email."
        value={draft.message}
        error={errors.message}
        maxLength={4000}
        onChange={(e) => setDraft({ ...draft, message: e.target.value })}
      />

      <Button type="submit" disabled={answer.isPending} className="w-full sm:w-auto">
        {answer.isPending ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}
