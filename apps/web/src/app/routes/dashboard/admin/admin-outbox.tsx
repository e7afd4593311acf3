import { DELIVERY_TEXTS } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useOutbox } from '@/features/admin/outbox/api/get-outbox';
import { OutboxTable } from '@/features/admin/outbox/components/outbox-table';
import { messageOf } from '@/lib/api-client';

/**
 * /dashboard/admin/outbox: every email the platform has queued, newest first, and how its sending
 * went. Without a mail server (no `SMTP_URL`) it says at the top that nothing leaves, and what to
 * set (decision 073).
 */
export function AdminOutboxRoute() {
  const outbox = useOutbox();
  return (
    <div>
      <PageHeader
        title="Outbox"
        subtitle="Emails wait here until the mail server accepts them. The newest 100 are shown."
      />
      {outbox.isPending ? (
        <LoadingState label="Loading the outbox…" />
      ) : outbox.isError ? (
        <Alert className="mt-6">
          <p>{messageOf(outbox.error, 'We couldn’t load the outbox. Please try again.')}</p>
        </Alert>
      ) : (
        <div className="mt-6 space-y-6">
          {outbox.data.mailServer.configured ? null : (
            <Alert tone="error">
              <p>
                <strong>No mail server is set up.</strong> {DELIVERY_TEXTS.noMailServer}
              </p>
            </Alert>
          )}
          <OutboxTable items={outbox.data.items} />
        </div>
      )}
    </div>
  );
}
