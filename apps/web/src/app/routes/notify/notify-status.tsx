import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StatusLookup } from '@/features/notifyflow/components/status-lookup';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from './use-go-back';

/** /notify/status and /notify/status/{referenceCode} (spec 1 §2.10), public. */
export function NotifyStatusRoute() {
  useDocumentTitle('Check Notification Status');
  const { referenceCode = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.notify.form.href());
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Check Notification Status
        </h1>
        <p className="mt-2 mb-6 text-slate-700">
          Enter the reference code from your confirmation email (it looks like NF-ABC123) to see which
          organisations have been notified and which have responded.
        </p>
        <StatusLookup
          referenceCode={referenceCode}
          onCheck={(code) => void navigate(paths.notify.statusByCode.href({ referenceCode: code }))}
          onBack={goBack}
        />
      </div>
    </div>
  );
}
