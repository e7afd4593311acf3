import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { letterPdfUrl, useLetters } from '../api/get-letters';
import { useMarkLetterPosted } from '../api/mark-letter-posted';

/** Letters for institutions without a notification email: print, post, then mark as posted. */
export function LettersQueue() {
  const letters = useLetters();
  const markPosted = useMarkLetterPosted();

  if (letters.isPending) return <LoadingState label="Loading letters…" showLabel />;
  if (letters.isError) {
    return (
      <Alert>
        <p>{messageOf(letters.error, 'The letters could not be loaded.')}</p>
      </Alert>
    );
  }
  if (!letters.data.length) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        No letters are waiting.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {letters.data.map((letter) => (
        <li key={letter.id} className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {letter.institutionName}{' '}
              <span className="font-mono text-slate-700">· {letter.referenceCode}</span>
            </p>
            <p className="text-slate-600">Queued {formatDateTime(letter.createdAt)}</p>
          </div>
          {letter.posted ? <Badge tone="success">Posted</Badge> : <Badge tone="warning">To post</Badge>}
          <a
            href={letterPdfUrl(letter.id)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download PDF
            <span className="sr-only">
              {' '}
              for {letter.institutionName}, {letter.referenceCode}
            </span>
          </a>
          {letter.posted ? null : (
            <Button
              size="sm"
              disabled={markPosted.isPending}
              onClick={() =>
                markPosted.mutate(letter.id, {
                  onSuccess: () => toast.success(`Letter to ${letter.institutionName} marked as posted`),
                  onError: (error) => toast.error(messageOf(error, 'The letter could not be updated.')),
                })
              }
            >
              Mark posted
              <span className="sr-only">
                {' '}
                for {letter.institutionName}, {letter.referenceCode}
              </span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
