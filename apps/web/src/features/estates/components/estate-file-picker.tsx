import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.docx', '.xlsx'];
const MAX_FILES = 10;
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Step 3 of the wizard: files added in one or more goes, each with a remove button. The server
 * checks each file's content; this only stops the obvious mistakes early.
 */
export function EstateFilePicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [problems, setProblems] = useState<string[]>([]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const next = [...files];
    const found: string[] = [];
    for (const file of picked) {
      const name = file.name.toLowerCase();
      if (!EXTENSIONS.some((ext) => name.endsWith(ext)))
        found.push(`“${file.name}” is not a PDF, JPEG, PNG, HEIC, DOCX or XLSX file, so it was not added.`);
      else if (file.size > MAX_BYTES) found.push(`“${file.name}” is larger than 20 MB, so it was not added.`);
      else if (next.length >= MAX_FILES)
        found.push(`You can attach at most ${MAX_FILES} files; “${file.name}” was not added.`);
      else next.push(file);
    }
    setProblems(found);
    onChange(next);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-blue-600 has-[:focus-visible]:border-blue-600',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-blue-700" />
        <span className="text-sm font-medium text-slate-900">Upload documents</span>
        <span id={hintId} className="text-xs text-slate-600">
          PDF, JPEG, PNG, HEIC, DOCX or XLSX; up to {MAX_FILES} files of 20 MB each
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={EXTENSIONS.join(',')}
          aria-describedby={hintId}
          onChange={onPick}
          disabled={disabled}
          className="sr-only"
        />
      </label>
      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul
          aria-label="Selected documents"
          className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex min-w-0 items-center gap-2 text-sm text-slate-900">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                <span className="truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-slate-600">{formatBytes(file.size)}</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className={cn('rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-red-700', focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No documents added yet.</p>
      )}
    </div>
  );
}
