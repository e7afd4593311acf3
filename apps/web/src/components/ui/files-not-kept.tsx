import { Alert } from './alert';

/**
 * Forms that keep a draft across reloads keep what is typed, not the files: a browser cannot store
 * a chosen file. The NotifyFlow form says so under its picker; the new-estate wizard also says so
 * after a reload, naming the files that were attached before.
 */
export const FILES_NOT_KEPT_TEXT =
  'Files are not kept in the saved draft: if you reload the page, attach them again.';

/** After a reload: which files were attached before and must be attached again. */
export function FilesNotKeptNotice({ fileNames }: { fileNames: readonly string[] }) {
  if (!fileNames.length) return null;
  return (
    <Alert tone="info">
      <p>
        Files are not kept in the saved draft: attach them again. Before the page was reloaded you had added{' '}
        {fileNames.join(', ')}.
      </p>
    </Alert>
  );
}
