import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StatusLookup } from '@/features/notifyflow/components/status-lookup';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from '../notify/use-go-back';

/** /dashboard/notifyflow/status[/{referenceCode}]: the status lookup inside the dashboard. */
export function DashboardNotifyflowStatusRoute() {
  useDocumentTitle('Check Notification Status');
  const { referenceCode = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.dashboard.notifyflow.href());
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Check Notification Status
      </h1>
      <p className="mt-1 mb-6 text-slate-700">
        Enter a reference code (it looks like NF-ABC123) to see which organisations have been notified and
        which have responded.
      </p>
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
