import type { NotificationCreated } from '@estate/domain';
import { CircleCheck, Copy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';

/**
 * The Notification Submitted screen that replaces the form (spec 1 §2.9): the reference code, a
 * note to keep it, a way to check status now, and the way back (`actions`).
 */
export function NotificationSubmitted({
  created,
  statusHref,
  actions,
}: {
  created: NotificationCreated;
  statusHref: string;
  actions: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.referenceCode);
      toast.success('Reference code copied');
    } catch {
      toast.info('Select the code and copy it yourself.');
    }
  };

  return (
    <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        Notification Submitted
      </h1>
      <p className="mt-3 text-slate-700">
        Thank you. We are notifying the organisations you chose and have sent you a confirmation.
      </p>
      <div className="mt-6 rounded-lg bg-slate-50 p-5">
        <p className="text-sm font-medium text-slate-700" id="nf-reference-label">
          Your reference code
        </p>
        <p
          aria-labelledby="nf-reference-label"
          data-testid="reference-code"
          className="mt-1 select-all font-mono text-3xl font-bold tracking-wider text-slate-900 sm:text-4xl"
        >
          {created.referenceCode}
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy code
        </Button>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Please save this reference code. You will need it to check the status of your notification later.
      </p>
      <p className="mt-2 text-sm">
        <TextLink to={statusHref}>Check the status now</TextLink>
      </p>
      {created.skippedFiles.length ? (
        <div className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900">
          <p className="font-medium">These files could not be stored and were not sent:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {created.skippedFiles.map((f) => (
              <li key={f.fileName}>
                {f.fileName}: {f.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
