import { MAX_NOTIFICATION_FILE_BYTES, MAX_NOTIFICATION_FILES, NOTIFICATION_FILE_TYPES } from '@estate/domain';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.docx'];
const ACCEPT = [...EXTENSIONS, ...Object.keys(NOTIFICATION_FILE_TYPES)].join(',');
const TYPE_NAMES = Object.values(NOTIFICATION_FILE_TYPES);
const MAX_MB = MAX_NOTIFICATION_FILE_BYTES / (1024 * 1024);

function isAcceptedType(file: File): boolean {
  if (file.type in NOTIFICATION_FILE_TYPES) return true;
  const name = file.name.toLowerCase();
  return EXTENSIONS.some((ext) => name.endsWith(ext));
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Supporting documents (death certificate, probate…): added in one or more goes, listed with a
 * remove button each. The server checks each file's content; this only catches the obvious early.
 */
export function DocumentPicker({
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
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so the same file can be picked again after removing it.
    event.target.value = '';
    const next = [...files];
    const found: string[] = [];
    for (const file of picked) {
      if (!isAcceptedType(file)) {
        found.push(`“${file.name}” is not a ${TYPE_NAMES.join(', ')} file, so it was not added.`);
      } else if (file.size > MAX_NOTIFICATION_FILE_BYTES) {
        found.push(`“${file.name}” is larger than ${MAX_MB} MB, so it was not added.`);
      } else if (next.length >= MAX_NOTIFICATION_FILES) {
        found.push(`You can attach at most ${MAX_NOTIFICATION_FILES} files; “${file.name}” was not added.`);
      } else {
        next.push(file);
      }
    }
    setProblems(found);
    onChange(next);
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-900">
        Supporting documents (optional)
      </label>
      <p id={hintId} className="mb-2 text-xs text-slate-600">
        Death certificate, grant of probate or letters of administration. Up to {MAX_NOTIFICATION_FILES} files
        of {TYPE_NAMES.join(', ')}, {MAX_MB} MB each. Files are not kept in the saved draft: if you reload the
        page, attach them again.
      </p>
      <div
        className={cn(
          'relative flex items-center gap-3 rounded-md border border-dashed border-slate-400 bg-slate-50 px-4 py-3',
          'focus-within:ring-2 focus-within:ring-blue-600',
        )}
      >
        <Upload aria-hidden="true" className="size-5 text-slate-600" />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="documents"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          onChange={onPick}
          aria-describedby={problems.length ? `${hintId} ${errorId}` : hintId}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-blue-800 focus:outline-none"
        />
      </div>
      {problems.length ? (
        <ul id={errorId} className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul
          aria-label="Attached documents"
          className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${index}`}
              className="flex items-center gap-3 px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
              <span className="min-w-0 flex-1 truncate text-slate-900">{file.name}</span>
              <span className="shrink-0 text-slate-600">{formatSize(file.size)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  setProblems([]);
                  inputRef.current?.focus();
                }}
                className={cn('rounded p-1 text-slate-600 hover:bg-red-50 hover:text-red-700', focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
