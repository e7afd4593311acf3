import {
  labelOf,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  privacyCorrectionInputSchema,
  type PrivacyRequest,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  downloadMyInformation,
  privacyRequestsKey,
  requestCorrection,
  useMyPrivacyRequests,
} from '../api/privacy-requests';

/** The anchor of this section: the notice of an answered request links here. */
export const YOUR_INFORMATION_ID = 'your-information';

function CorrectionDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: privacyCorrectionInputSchema,
    defaultValues: { kind: 'correction', whatIsWrong: '', whatItShouldSay: '' },
  });
  return (
    <FormDialog
      title="Ask for a correction"
      description="Tell us what we hold about you that is wrong. We decide within 20 working days."
      form={form}
      submitLabel="Send request"
      busyLabel="Sending..."
      success="Your correction request has been sent"
      failure="We couldn’t send your request. Please try again."
      onSubmit={async (values) => {
        await requestCorrection(values);
        await queryClient.invalidateQueries({ queryKey: privacyRequestsKey });
      }}
      onClose={onClose}
    >
      <TextareaField
        label="What is wrong"
        hint="For example: my phone number on the Estate of Margaret Wilson is out of date."
        required
        {...form.field('whatIsWrong')}
      />
      <TextareaField label="What it should say" required {...form.field('whatItShouldSay')} />
    </FormDialog>
  );
}

function RequestStatus({ request }: { request: PrivacyRequest }) {
  if (request.status === 'closed') {
    return (
      <Badge tone={request.outcome === 'declined' ? 'warning' : 'success'}>
        Closed: {labelOf(PRIVACY_REQUEST_OUTCOMES, request.outcome ?? '')}
      </Badge>
    );
  }
  const left = request.workingDaysLeft ?? 0;
  return left < 0 ? (
    <Badge tone="error">Open, overdue</Badge>
  ) : (
    <Badge tone="info">
      Open, {left} working {left === 1 ? 'day' : 'days'} left
    </Badge>
  );
}

/**
 * Settings → Your information (Privacy Act 2020, decision 048): download everything held about me,
 * ask for a correction, and follow my requests with their due dates and answers.
 */
export function YourInformationSection() {
  const requests = useMyPrivacyRequests();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const download = useMutation({
    mutationFn: downloadMyInformation,
    onSuccess: (name) => {
      toast.success(`Downloaded ${name}`);
      void queryClient.invalidateQueries({ queryKey: privacyRequestsKey });
    },
    onError: (error) => toast.error(messageOf(error, 'We couldn’t prepare your download. Please try again.')),
  });

  return (
    <div id={YOUR_INFORMATION_ID} className="scroll-mt-20">
      <Panel title="Your information">
        <p className="text-sm text-slate-700">
          Under the Privacy Act 2020 you may have a copy of the personal information we hold about you, and
          ask us to correct it. The download is a ZIP file of your account, sign-ins, activity, messages,
          estate records about you and the files you uploaded. We decide on a correction within 20 working
          days.{' '}
          <TextLink to={paths.public.helpArticle.href({ slug: 'privacy-and-security' })}>
            How this works
          </TextLink>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Preparing your download...' : 'Download my information'}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Ask for a correction
          </Button>
        </div>

        <h3 className="mt-6 text-sm font-semibold text-slate-900">Your requests</h3>
        {requests.error ? (
          <LoadError onRetry={() => void requests.refetch()}>
            We couldn’t load your requests. Please try again.
          </LoadError>
        ) : !requests.data ? (
          <LoadingState />
        ) : requests.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">You have made no requests yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200" aria-label="Your privacy requests">
            {requests.data.map((r) => (
              <li key={r.id} className="py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">{PRIVACY_REQUEST_KIND_LABELS[r.kind]}</p>
                  <RequestStatus request={r} />
                </div>
                <p className="mt-1 text-slate-700">
                  Received <time dateTime={r.receivedAt}>{formatDateTime(r.receivedAt)}</time>
                  {r.status === 'open' ? (
                    <>
                      {' '}
                      · Due by <time dateTime={r.dueDate}>{formatDate(r.dueDate)}</time>
                    </>
                  ) : null}
                </p>
                {r.whatIsWrong ? (
                  <dl className="mt-2 grid gap-1 text-slate-800 sm:grid-cols-2">
                    <div>
                      <dt className="font-medium">What is wrong</dt>
                      <dd className="whitespace-pre-line">{r.whatIsWrong}</dd>
                    </div>
                    <div>
                      <dt className="font-medium">What it should say</dt>
                      <dd className="whitespace-pre-line">{r.whatItShouldSay}</dd>
                    </div>
                  </dl>
                ) : null}
                {r.answer ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-3">
                    <p className="font-medium text-slate-900">Our answer</p>
                    <p className="whitespace-pre-line text-slate-800">{r.answer}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {asking ? <CorrectionDialog onClose={() => setAsking(false)} /> : null}
    </div>
  );
}
