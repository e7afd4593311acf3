import { MAX_NOTIFICATION_FILE_BYTES, MAX_NOTIFICATION_FILES, NOTIFICATION_FILE_TYPES } from '@estate/domain';
import { FilePicker, type FilePickerProps } from '@/components/ui/file-picker';
import { FILES_NOT_KEPT_TEXT } from '@/components/ui/files-not-kept';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.docx'];
const MIME_TYPES = Object.keys(NOTIFICATION_FILE_TYPES);
const TYPE_NAMES = Object.values(NOTIFICATION_FILE_TYPES).join(', ');
const MAX_MB = MAX_NOTIFICATION_FILE_BYTES / (1024 * 1024);

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
  label = 'Supporting documents (optional)',
  hint,
  ...props
}: Pick<FilePickerProps, 'uploads' | 'disabled'> & {
  /** Another label where the form is not the notification's (a reply to one organisation). */
  label?: string;
  /** What to attach, when not the notification's documents; the types and limits follow it. */
  hint?: string;
}) {
  return (
    <FilePicker
      {...props}
      variant="field"
      label={label}
      hint={
        hint ? (
          <>
            {hint} Up to {MAX_NOTIFICATION_FILES} files of {TYPE_NAMES}, {MAX_MB} MB each.
          </>
        ) : (
          <>
            Death certificate, grant of probate or letters of administration. Up to {MAX_NOTIFICATION_FILES}{' '}
            files of {TYPE_NAMES}, {MAX_MB} MB each. {FILES_NOT_KEPT_TEXT}
          </>
        )
      }
      name="documents"
      extensions={EXTENSIONS}
      mimeTypes={MIME_TYPES}
      typesText={TYPE_NAMES}
      maxFiles={MAX_NOTIFICATION_FILES}
      maxBytes={MAX_NOTIFICATION_FILE_BYTES}
      listLabel="Attached documents"
      formatSize={formatSize}
    />
  );
}
