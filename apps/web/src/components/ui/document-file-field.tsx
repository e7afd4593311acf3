import { useEffect } from 'react';
import { formatBytes } from '@/lib/format';
import { DOCUMENT_FILE_EXTENSIONS, DOCUMENT_FILE_HINT, DOCUMENT_FILE_TYPES } from '@/lib/documents';
import type { StagedUploads } from '@/lib/use-staged-uploads';
import { FilePicker } from './file-picker';

/**
 * One document file for a form (Upload Document, Replace): sent as soon as it is chosen, with its
 * progress, Cancel and Retry (decision 049). `onUploadId` hands the form the staged file's id, or
 * '' while there is none, so the form's schema can ask for one.
 */
export function DocumentFileField({
  uploads,
  label,
  error,
  disabled,
  onUploadId,
}: {
  uploads: StagedUploads;
  label: string;
  error?: string | undefined;
  disabled?: boolean | undefined;
  onUploadId: (uploadId: string) => void;
}) {
  const uploadId = uploads.uploadIds[0] ?? '';
  useEffect(() => onUploadId(uploadId), [uploadId, onUploadId]);
  return (
    <FilePicker
      uploads={uploads}
      disabled={disabled}
      variant="field"
      label={label}
      hint={DOCUMENT_FILE_HINT}
      extensions={DOCUMENT_FILE_EXTENSIONS}
      typesText={DOCUMENT_FILE_TYPES}
      maxFiles={1}
      maxBytes={20 * 1024 * 1024}
      listLabel="Chosen file"
      formatSize={formatBytes}
      error={error}
    />
  );
}
