import { FilePicker, type FilePickerProps } from '@/components/ui/file-picker';
import { FILES_NOT_KEPT_TEXT } from '@/components/ui/files-not-kept';
import { formatBytes } from '@/lib/format';
import { DOCUMENT_FILE_TYPES } from '@/lib/documents';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.docx', '.xlsx'];
const MAX_FILES = 10;
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Step 3 of the wizard: files added in one or more goes, each with a remove button. The server
 * checks each file's content; this only stops the obvious mistakes early.
 */
export function EstateFilePicker(props: Pick<FilePickerProps, 'uploads' | 'disabled'>) {
  return (
    <FilePicker
      {...props}
      variant="dropzone"
      label="Upload documents"
      hint={
        <>
          {DOCUMENT_FILE_TYPES}; up to {MAX_FILES} files of 20 MB each. {FILES_NOT_KEPT_TEXT}
        </>
      }
      extensions={EXTENSIONS}
      typesText={DOCUMENT_FILE_TYPES}
      maxFiles={MAX_FILES}
      maxBytes={MAX_BYTES}
      listLabel="Selected documents"
      emptyText="No documents added yet."
      formatSize={formatBytes}
    />
  );
}
