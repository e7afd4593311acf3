import { AUDIT_CHAIN_TEXTS } from '@estate/domain';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useAuditVerification } from '../api/get-audit-verification';
import { useVerifyAuditLog } from '../api/verify-audit-log';

/**
 * The audit trail's tamper check (issue 41, decision 071), for admins on the Audit Log: when the
 * chains were last verified, by whom, what was found (each altered or missing event named), the
 * newest hash of each chain (to write down elsewhere), and Verify now.
 */
export function AuditVerificationPanel() {
  const status = useAuditVerification();
  const verify = useVerifyAuditLog();
  // One key per press (decision 061): a retry after a lost answer is answered the same check.
  const once = useIdempotencyKey();
  const last = status.data?.last;

  const run = () =>
    once((key) => verify.mutateAsync(key)).then(
      (done) =>
        done.ok
          ? toast.success(AUDIT_CHAIN_TEXTS.intact(done.events))
          : toast.error(AUDIT_CHAIN_TEXTS.broken(done.breaks.length)),
      (error: unknown) => toast.error(messageOf(error, AUDIT_CHAIN_TEXTS.verifyFailed)),
    );

  return (
    <Panel
      title={AUDIT_CHAIN_TEXTS.heading}
      actions={
        <Button variant="secondary" size="sm" disabled={verify.isPending} onClick={() => void run()}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {verify.isPending ? AUDIT_CHAIN_TEXTS.verifying : AUDIT_CHAIN_TEXTS.verifyNow}
        </Button>
      }
    >
      <div className="space-y-3 text-sm">
        {status.isPending ? (
          <p className="text-slate-600">Loading the last check…</p>
        ) : status.isError ? (
          <Alert tone="error">{messageOf(status.error, AUDIT_CHAIN_TEXTS.verifyFailed)}</Alert>
        ) : !last ? (
          <p className="text-slate-700">{AUDIT_CHAIN_TEXTS.never}</p>
        ) : (
          <>
            <Alert tone={last.ok ? 'success' : 'error'}>
              <p className="font-medium">
                {last.ok
                  ? AUDIT_CHAIN_TEXTS.intact(last.events)
                  : AUDIT_CHAIN_TEXTS.broken(last.breaks.length)}
              </p>
              {last.ok ? null : (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {last.breaks.map((b, i) => (
                    <li key={`${b.kind}-${b.eventId ?? i}`}>{b.message}</li>
                  ))}
                </ul>
              )}
            </Alert>
            <p className="text-slate-700">
              Last verified <time dateTime={last.finishedAt}>{formatDateTime(last.finishedAt)}</time>{' '}
              {last.requestedBy ? AUDIT_CHAIN_TEXTS.byAdmin(last.requestedBy.name) : AUDIT_CHAIN_TEXTS.byJob}.
            </p>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {Object.entries(last.heads).map(([chain, head]) => (
                <div key={chain} className="contents">
                  <dt className="text-slate-700">Newest event of chain “{chain}”</dt>
                  <dd className="text-slate-900">
                    #{head.seq.toLocaleString('en-NZ')}, hash{' '}
                    <code className="break-all text-xs">{head.hash}</code>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <p className="text-slate-600">
          {AUDIT_CHAIN_TEXTS.explain} It is checked automatically every {status.data?.everyHours ?? 6} hours.
        </p>
      </div>
    </Panel>
  );
}
