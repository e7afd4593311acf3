import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { StagedUploads } from '@/lib/use-staged-uploads';
import { Field } from './field';
import { focusRing } from './focus';
import { UploadRows } from './upload-rows';

/**
 * `dropzone`: a large dashed box that is the label (the input is hidden), problems announced as an
 * alert. `field`: a label and hint above a visible file input; problems are tied to the input, and
 * removing a file clears them and returns focus to the input.
 */
export type FilePickerVariant = 'dropzone' | 'field';

/** Options of a FilePicker: the caller's texts, limits and accepted types. */
export type FilePickerProps = {
  /** The files held by the form itself (sent with it), when there are no `uploads`. */
  files?: File[];
  onChange?: (files: File[]) => void;
  /**
   * The form's staged uploads (decision 049): each file is sent as soon as it is chosen, and listed
   * with its progress, Cancel and Retry; the form sends their ids.
   */
  uploads?: StagedUploads;
  disabled?: boolean;
  variant: FilePickerVariant;
  /** The input's label. */
  label: string;
  /** What may be attached, shown under the label and tied to the input. */
  hint: ReactNode;
  /** The input's form name. */
  name?: string;
  /** File name endings accepted, lowercase with the dot (`.pdf`). */
  extensions: readonly string[];
  /** Content types accepted whatever the file's name. */
  mimeTypes?: readonly string[];
  /** The accepted types for the "is not a … file" message (`PDF, JPEG or PNG`). */
  typesText: string;
  maxFiles: number;
  maxBytes: number;
  /** The accessible name of the list of files added. */
  listLabel: string;
  /** Shown while no file is added. */
  emptyText?: string;
  formatSize: (bytes: number) => string;
  /** A problem the form found (no file chosen), shown and tied to the input like the picker's own. */
  error?: string | undefined;
};

type Rules = Pick<FilePickerProps, 'extensions' | 'mimeTypes' | 'typesText' | 'maxFiles' | 'maxBytes'>;

/** Adds the picked files that pass the rules to `files`; says why each other one was left out. */
function addFiles(files: File[], picked: File[], rules: Rules): { files: File[]; problems: string[] } {
  const next = [...files];
  const problems: string[] = [];
  for (const file of picked) {
    const name = file.name.toLowerCase();
    const isAccepted =
      (rules.mimeTypes ?? []).includes(file.type) || rules.extensions.some((ext) => name.endsWith(ext));
    if (!isAccepted) problems.push(`“${file.name}” is not a ${rules.typesText} file, so it was not added.`);
    else if (file.size > rules.maxBytes)
      problems.push(
        `“${file.name}” is larger than ${rules.maxBytes / (1024 * 1024)} MB, so it was not added.`,
      );
    else if (next.length >= rules.maxFiles)
      problems.push(`You can attach at most ${rules.maxFiles} files; “${file.name}” was not added.`);
    else next.push(file);
  }
  return { files: next, problems };
}

const looks: Record<
  FilePickerVariant,
  { input: string; list: string; item: string; file: string; name: string; size: string; remove: string }
> = {
  dropzone: {
    input: 'sr-only',
    list: 'mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200',
    item: 'flex items-center justify-between gap-3 px-3 py-2',
    file: 'flex min-w-0 items-center gap-2 text-sm text-slate-900',
    name: 'truncate',
    size: 'shrink-0 text-xs text-slate-600',
    remove: 'hover:bg-slate-100',
  },
  field: {
    input:
      'block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-blue-800 focus:outline-none',
    list: 'mt-3 divide-y divide-slate-200 rounded-md border border-slate-200',
    item: 'flex items-center gap-3 px-3 py-2 text-sm',
    file: 'flex min-w-0 flex-1 items-center gap-3',
    name: 'min-w-0 flex-1 truncate text-slate-900',
    size: 'shrink-0 text-slate-600',
    remove: 'hover:bg-red-50',
  },
};

/**
 * Files added in one or more goes, each listed with a remove button. The server checks each file's
 * content; this only stops the obvious mistakes (type, size, count) early.
 */
export function FilePicker({
  files: ownFiles,
  onChange,
  uploads,
  disabled,
  variant,
  label,
  hint,
  name,
  listLabel,
  emptyText,
  formatSize,
  error,
  ...rules
}: FilePickerProps) {
  const inputId = useId();
  // The dropzone's hint (a field's hint and problems are the field wrapper's).
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setProblems] = useState<string[]>([]);
  const problems = error ? [...picked, error] : picked;
  const isField = variant === 'field';
  const look = looks[variant];
  const files = uploads ? [...uploads.files] : (ownFiles ?? []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so the same file can be picked again after removing it.
    event.target.value = '';
    const added = addFiles(files, picked, rules);
    setProblems(added.problems);
    if (uploads) uploads.add(added.files.slice(files.length));
    else onChange?.(added.files);
  };

  const remove = (index: number) => {
    onChange?.(files.filter((_, i) => i !== index));
    if (isField) {
      setProblems([]);
      inputRef.current?.focus();
    }
  };

  const input = (describedBy: string | undefined) => (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      name={name}
      multiple={rules.maxFiles > 1}
      accept={[...rules.extensions, ...(rules.mimeTypes ?? [])].join(',')}
      aria-describedby={describedBy}
      onChange={onPick}
      disabled={disabled}
      className={look.input}
    />
  );

  return (
    <div>
      {isField ? (
        <Field label={label} hint={hint} error={problems} id={inputId} layout="file">
          {(control) => (
            <div
              className={cn(
                'relative flex items-center gap-3 rounded-md border border-dashed border-slate-400 bg-slate-50 px-4 py-3',
                'focus-within:ring-2 focus-within:ring-blue-600',
              )}
            >
              <Upload aria-hidden="true" className="size-5 text-slate-600" />
              {input(control['aria-describedby'])}
            </div>
          )}
        </Field>
      ) : (
        <>
          <label
            htmlFor={inputId}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-blue-600 has-[:focus-visible]:border-blue-600',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <Upload aria-hidden="true" className="size-6 text-blue-700" />
            <span className="text-sm font-medium text-slate-900">{label}</span>
            <span id={hintId} className="text-xs text-slate-600">
              {hint}
            </span>
            {input(hintId)}
          </label>
          {problems.length ? (
            <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {uploads ? (
        <UploadRows uploads={uploads} label={listLabel} disabled={disabled} emptyText={emptyText} />
      ) : files.length ? (
        <ul aria-label={listLabel} className={look.list}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className={look.item}>
              <span className={look.file}>
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                <span className={look.name}>{file.name}</span>
                <span className={look.size}>{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(index)}
                className={cn('rounded p-1 text-slate-600 hover:text-red-700', look.remove, focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : null}
    </div>
  );
}
