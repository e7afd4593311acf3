import {
  CONTACT_METHODS,
  institutionResponseSchema,
  RESPONSE_ACTIONS,
  type ResponseLinkView,
} from '@estate/domain';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { LoadingState } from '@/components/ui/loading-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useResponseLink } from '../api/get-response-link';
import { useSubmitInstitutionResponse } from '../api/submit-institution-response';
import { ConversationList, DocumentLinks } from './conversation-list';
import { StatusBadge } from './status-badge';

type Action = (typeof RESPONSE_ACTIONS)[number]['value'];

const linkProblem =
  'This link cannot be used. It may have expired or already been answered. If you still need to respond, please reply to the notification email.';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date (`2026-10-15`) as `15 October 2026`; anything else is shown as given. */
function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : value;
}

function Details({ view }: { view: ResponseLinkView }) {
  const rows: [string, string][] = [
    ['Deceased', view.deceasedName],
    ['Date of death', formatDay(view.dateOfDeath)],
    ['Reference code', view.referenceCode],
    ['Account reference', view.accountReference || 'Not given'],
    ['Reasons', view.reasons],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the family sent and how to reach them (issue 18): the documents (links through this
 * response link), their chosen contact, and the messages so far, the family's replies included.
 */
function FamilyAndDocuments({ view }: { view: ResponseLinkView }) {
  const method = CONTACT_METHODS.find((m) => m.value === view.contact.method)?.label ?? view.contact.method;
  return (
    <>
      <section aria-labelledby="respond-contact-heading" className="space-y-2">
        <h2 id="respond-contact-heading" className="text-lg font-semibold text-slate-900">
          Contact for this estate
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Name</dt>
            <dd className="font-medium break-words text-slate-900">
              {view.contact.name}
              {view.contact.relationship ? ` (${view.contact.relationship.toLowerCase()})` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Preferred contact: {method.toLowerCase()}</dt>
            <dd className="font-medium break-words whitespace-pre-line text-slate-900">
              {view.contact.detail || 'Not given'}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="respond-documents-heading" className="space-y-2">
        <h2 id="respond-documents-heading" className="text-lg font-semibold text-slate-900">
          Documents
        </h2>
        {view.documents.length ? (
          <DocumentLinks documents={view.documents} />
        ) : (
          <p className="text-sm text-slate-700">No documents were attached.</p>
        )}
      </section>
      {view.conversation.length ? (
        <section aria-labelledby="respond-conversation-heading" className="space-y-2">
          <h2 id="respond-conversation-heading" className="text-lg font-semibold text-slate-900">
            Messages with the family
          </h2>
          <ConversationList
            items={view.conversation}
            organisation="You"
            family="The family"
            label="Messages with the family"
          />
        </section>
      ) : null}
    </>
  );
}

/**
 * The page an institution reaches from its notification (no account needed): what the
 * notification is about, and three answers. `need_info` needs a message for the family.
 */
export function RespondToNotification({ token }: { token: string }) {
  const link = useResponseLink(token);
  const submit = useSubmitInstitutionResponse(token);
  const [action, setAction] = useState<Action | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ action?: string; message?: string }>({});
  const [answered, setAnswered] = useState<ResponseLinkView | null>(null);

  if (link.isPending) return <LoadingState label="Loading the notification…" showLabel />;
  if (link.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Respond to a death notification</h1>
        <Alert tone="info">
          <p>{isApiError(link.error) && link.error.serverMessage ? link.error.serverMessage : linkProblem}</p>
        </Alert>
      </div>
    );
  }
  const view = link.data;

  // Completed is final; after asking for more, the link waits for the family's reply (then the
  // organisation may answer again here).
  if (!answered && !view.mayAnswer) {
    return (
      <div className="space-y-6">
        <div className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">
            {view.institutionName}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Respond to a death notification
          </h1>
          <Alert tone="info">
            <p>
              {view.status === 'failed'
                ? 'You asked the family for more information. When they reply, their reply and any documents appear on this page and you can answer again.'
                : 'This notification has already been answered. Thank you.'}
            </p>
          </Alert>
          <p className="flex items-center gap-2 text-slate-900">
            Status for {view.referenceCode}: <StatusBadge status={view.status} forOrganisation />
          </p>
        </div>
        <Details view={view} />
        <FamilyAndDocuments view={view} />
      </div>
    );
  }

  if (answered) {
    return (
      <div className="space-y-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Thank you</h1>
        <p className="text-slate-700">
          Your response for {answered.deceasedName} (reference {answered.referenceCode}) has been recorded and
          the family has been told.
        </p>
        <p className="flex items-center justify-center gap-2 text-slate-900">
          New status: <StatusBadge status={answered.status} forOrganisation />
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) {
      setErrors({ action: 'Please choose a response.' });
      return;
    }
    const parsed = institutionResponseSchema.safeParse({ action, message });
    if (!parsed.success) {
      setErrors({ message: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: (updated) => setAnswered(updated),
      onError: (error) => {
        const issue = isApiError(error) ? error.issues?.find((i) => i.path === 'message') : undefined;
        if (issue) setErrors({ message: issue.message });
      },
    });
  };

  const submitError =
    submit.isError && !errors.message
      ? isApiError(submit.error) && submit.error.serverMessage
        ? submit.error.serverMessage
        : 'Your response could not be sent. Please try again.'
      : null;

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{view.institutionName}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          Respond to a death notification
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          Current status: <StatusBadge status={view.status} forOrganisation />
        </p>
      </div>
      <Details view={view} />
      <FamilyAndDocuments view={view} />
      {submitError ? (
        <Alert>
          <p>{submitError}</p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-describedby={errors.action ? 'respond-action-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-900">Your response</legend>
          <div className="space-y-2">
            {RESPONSE_ACTIONS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm text-slate-900',
                  action === option.value ? 'border-blue-600 bg-blue-50' : 'border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="action"
                  value={option.value}
                  checked={action === option.value}
                  onChange={() => {
                    setAction(option.value);
                    setErrors({});
                  }}
                  className={cn('size-4 accent-blue-700', focusRing)}
                />
                {option.label}
              </label>
            ))}
          </div>
          {errors.action ? (
            <p id="respond-action-error" className="mt-1 text-sm text-red-700">
              {errors.action}
            </p>
          ) : null}
        </fieldset>
        <TextareaField
          label={
            action === 'need_info' ? 'What do you need from the family?' : 'Message to the family (optional)'
          }
          name="message"
          required={action === 'need_info'}
          error={errors.message}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
          {submit.isPending ? 'Sending...' : 'Send response'}
        </Button>
      </form>
    </div>
  );
}
