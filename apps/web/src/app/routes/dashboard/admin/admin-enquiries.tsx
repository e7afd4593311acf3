import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useEnquiries } from '@/features/public-site/api/get-enquiries';
import { useMarkEnquiryHandled } from '@/features/public-site/api/mark-enquiry-handled';
import { EnquiriesTable } from '@/features/public-site/components/enquiries-table';
import { messageOf } from '@/lib/api-client';

/** /dashboard/admin/enquiries: what came in through the contact and demo forms. */
export function AdminEnquiriesRoute() {
  const enquiries = useEnquiries();
  const markHandled = useMarkEnquiryHandled();
  const open = enquiries.data?.filter((i) => !i.handledAt).length ?? 0;

  return (
    <div>
      <PageHeader
        title="Enquiries"
        subtitle={
          <>
            Messages from the contact form and demo requests. We promise a reply within 1 business day.
            {enquiries.data ? ` ${open} open.` : ''}
          </>
        }
      />
      {enquiries.isPending ? (
        <LoadingState />
      ) : enquiries.isError ? (
        <Alert className="mt-6">
          <p>{messageOf(enquiries.error, 'We couldn’t load the enquiries. Please try again.')}</p>
        </Alert>
      ) : (
        <EnquiriesTable
          items={enquiries.data}
          pendingId={markHandled.isPending ? (markHandled.variables?.id ?? null) : null}
          onMarkHandled={(item) =>
            markHandled.mutate(
              { kind: item.kind, id: item.id },
              {
                onSuccess: () => toast.success('Marked as handled'),
                onError: (error) => toast.error(messageOf(error, 'We couldn’t mark it handled.')),
              },
            )
          }
        />
      )}
    </div>
  );
}
