import type { OrgAnswer } from '@estate/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAcknowledgeOrgNotification } from '@/features/organisations/api/acknowledge-org-notification';
import { useOrgNotification } from '@/features/organisations/api/get-org-notification';
import { AnswerSummary } from '@/features/organisations/components/answer-summary';
import { OrgAnswerForm } from '@/features/organisations/components/org-answer-form';
import {
  NotificationAnswers,
  NotificationContact,
  NotificationDocuments,
  NotificationFacts,
  NotificationReplies,
} from '@/features/organisations/components/org-notification-details';
import { OrgStatusBadge } from '@/features/organisations/components/org-status-badge';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError, messageOf } from '@/lib/api-client';

const backToInbox = { to: paths.org.inbox.href(), label: 'Back to the inbox' };
const boxClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * `/org/notifications/{id}`: one notification addressed to the organisation. Its details, contact,
 * documents, the family's replies and the answers so far; Acknowledge while not acknowledged; the
 * structured answer form while it takes answers; after answering, the answer and the new status.
 */
export function OrgNotificationRoute() {
  const { id = '' } = useParams();
  const query = useOrgNotification(id);
  const acknowledge = useAcknowledgeOrgNotification(id);
  const [answered, setAnswered] = useState<OrgAnswer | null>(null);
  const [isAnsweringAgain, setAnsweringAgain] = useState(false);
  const answeredRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(query.data ? `${query.data.deceasedName}: ${query.data.referenceCode}` : 'Notification');

  useEffect(() => {
    if (answered) answeredRef.current?.focus();
  }, [answered]);

  if (query.isPending) return <LoadingState label="Loading the notification…" showLabel />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="space-y-4">
        <PageHeader title={isMissing ? 'Notification not found' : 'Notification'} back={backToInbox} />
        {isMissing ? (
          <Alert tone="info">
            <p>
              This notification is not one addressed to your organisation, or the link is wrong. Find it in{' '}
              <TextLink to={paths.org.inbox.href()}>your inbox</TextLink>.
            </p>
          </Alert>
        ) : (
          <LoadError title="The notification could not be loaded." onRetry={() => void query.refetch()}>
            {messageOf(query.error, 'Please try again.')}
          </LoadError>
        )}
      </div>
    );
  }
  const n = query.data;
  const mayAcknowledge = !n.acknowledgedAt && n.status !== 'completed';
  const isClosed = n.status === 'completed';
  const showForm = !isClosed && (!answered || isAnsweringAgain);

  return (
    <div className="space-y-6">
      <PageHeader
        back={backToInbox}
        title={n.deceasedName}
        documentTitle={null}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              Reference <span className="font-mono">{n.referenceCode}</span>
            </span>
            <OrgStatusBadge status={n.status} />
          </span>
        }
        actions={
          mayAcknowledge ? (
            <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
              {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge receipt'}
            </Button>
          ) : null
        }
      />
      {acknowledge.isError ? (
        <Alert>
          <p>
            {messageOf(acknowledge.error, 'The notification could not be acknowledged. Please try again.')}
          </p>
        </Alert>
      ) : null}
      {acknowledge.isSuccess && !answered ? (
        <Alert tone="success">
          <p>Receipt acknowledged. The family has been told you have their notification.</p>
        </Alert>
      ) : null}

      {answered ? (
        <section aria-labelledby="org-answered-title" className={boxClasses}>
          <h2
            id="org-answered-title"
            ref={answeredRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Answer sent
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            The family has been told. Status now: <OrgStatusBadge status={n.status} />
          </p>
          <div className="mt-4">
            <AnswerSummary answer={answered} />
          </div>
          {!isClosed && !isAnsweringAgain ? (
            <Button variant="secondary" className="mt-4" onClick={() => setAnsweringAgain(true)}>
              Give another answer
            </Button>
          ) : null}
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <NotificationFacts notification={n} />
        <div className="space-y-6">
          <NotificationContact notification={n} />
          <NotificationDocuments notification={n} />
        </div>
      </div>
      <NotificationReplies notification={n} />
      <NotificationAnswers notification={n} />

      {isClosed ? (
        <Alert tone="info">
          <p>This notification is completed: it takes no more answers.</p>
        </Alert>
      ) : showForm ? (
        <section className={boxClasses}>
          <OrgAnswerForm
            key={answered?.id ?? 'first'}
            notification={n}
            onAnswered={(answer) => {
              setAnswered(answer);
              setAnsweringAgain(false);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
