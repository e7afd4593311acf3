import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { StatusLookup } from '@/features/notifyflow/components/status-lookup';
import { useGoBack } from '../../notify/use-go-back';

/** /dashboard/notifyflow/status[/{referenceCode}]: the status lookup inside the dashboard. */
export function DashboardNotifyflowStatusRoute() {
  const { referenceCode = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.dashboard.notifyflow.href());
  return (
    <div className="max-w-4xl">
      <PageHeader
        className="mb-6"
        title="Check Notification Status"
        subtitle="Enter a reference code (it looks like NF-ABC123) to see which organisations have been notified and which have responded."
      />
      <StatusLookup
        referenceCode={referenceCode}
        onCheck={(code) =>
          void navigate(paths.dashboard.notifyflowStatusByCode.href({ referenceCode: code }))
        }
        onBack={goBack}
      />
    </div>
  );
}
