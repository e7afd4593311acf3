import { FileText, RotateCcw, Trash2, X } from 'lucide-react';
import { formatBytes } from '@/lib/format';
import type { StagedUploads } from '@/lib/use-staged-uploads';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

const percentOf = (loaded: number, total: number) => (total ? Math.floor((loaded / total) * 100) : 100);

const rowButton = cn(
  'inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100',
  focusRing,
);

/**
 * The chosen files of a form as they are sent (decision 049): per file its name, size, a progress
 * bar, bytes sent of the total and the percentage; Cancel while it is sent, Remove once it is,
 * Retry with the server's reason when it failed. What finishes or fails is said politely.
 */
export function UploadRows({
  uploads,
  label,
  disabled,
  emptyText,
}: {
  uploads: StagedUploads;
  /** The accessible name of the list. */
  label: string;
  disabled?: boolean | undefined;
  emptyText?: string | undefined;
}) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {uploads.announcement}
      </p>
      {uploads.rows.length ? (
        <ul aria-label={label} className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
          {uploads.rows.map((row) => {
            const percent = percentOf(row.loaded, row.total);
            const name = row.file.name;
            return (
              <li key={row.key} className="space-y-1 px-3 py-2 text-sm" data-upload-state={row.state}>
                <div className="flex items-center gap-3">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <span className="min-w-0 flex-1 truncate text-slate-900">{name}</span>
                  <span className="shrink-0 text-slate-600">{formatBytes(row.total)}</span>
                  {row.state === 'failed' ? (
                    <button type="button" className={rowButton} onClick={() => uploads.retry(row.key)}>
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Retry<span className="sr-only"> {name}</span>
                    </button>
                  ) : null}
                  {row.state === 'sending' ? (
                    <button type="button" className={rowButton} onClick={() => uploads.remove(row.key)}>
                      <X aria-hidden="true" className="size-4" />
                      Cancel<span className="sr-only"> upload of {name}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      disabled={disabled}
                      className={cn(rowButton, 'hover:text-red-700')}
                      onClick={() => uploads.remove(row.key)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove {name}</span>
                    </button>
                  )}
                </div>
                {row.state === 'failed' ? (
                  <p className="text-red-700">{row.error}</p>
                ) : (
                  <div className="flex items-center gap-3">
                    <progress
                      className="h-2 flex-1 accent-blue-700"
                      max={row.total || 1}
                      value={row.loaded}
                      aria-label={`Upload of ${name}`}
                    />
                    <span className="shrink-0 text-xs text-slate-600" data-upload-progress>
                      {row.state === 'sent'
                        ? 'Uploaded'
                        : `${formatBytes(row.loaded)} of ${formatBytes(row.total)} sent (${percent}%)`}
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : emptyText ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : null}
    </>
  );
}

/** Says why a form's submit is held back by its files, next to the submit button. */
export function UploadBlocker({ uploads, id }: { uploads: StagedUploads; id: string }) {
  return uploads.blocker ? (
    <p id={id} className="text-sm text-slate-700">
      {uploads.blocker}
    </p>
  ) : null;
}
