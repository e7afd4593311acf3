import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messageOf } from './api-client';
import { discardUpload, sendUpload, UPLOAD_CANCELLED } from './uploads';

/** One chosen file, as its row shows it. */
export type UploadRow = {
  key: string;
  file: File;
  state: 'sending' | 'sent' | 'failed';
  /** Bytes of the file sent so far. */
  loaded: number;
  total: number;
  uploadId?: string | undefined;
  /** Why it failed, in the server's words when it gave some. */
  error?: string | undefined;
};

export type StagedUploads = {
  rows: readonly UploadRow[];
  files: readonly File[];
  /** Starts sending each file at once, one request each. */
  add: (files: readonly File[]) => void;
  /** Cancel (stops the request) or Remove (discards the staged file). */
  remove: (key: string) => void;
  /** Sends a failed file again; the others are untouched. */
  retry: (key: string) => void;
  /** The ids a form sends; only of files fully sent. */
  uploadIds: readonly string[];
  /** Why the form cannot be sent yet (files still sending or failed), or null. */
  blocker: string | null;
  /** The form was sent and took the files: forget them without discarding. */
  reset: () => void;
  /**
   * The form is being sent with the files staged now: if it goes away before the answer (a live
   * change can remove it), they are the request's and are not discarded (the server took them; a
   * DELETE would answer 404). Call the returned function if the request failed.
   */
  handOver: () => () => void;
  /** One file was used on its own (the message box makes a document of each): forget its row. */
  forget: (key: string) => void;
  /** What the polite live region says (a file finished or failed). */
  announcement: string;
};

let nextKey = 0;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * THE upload state of a form (decision 049): each chosen file is sent on its own at once, with its
 * progress, Cancel and Retry; the form sends only the ids. Files still staged when the form goes
 * away without being sent are discarded, so nothing waits for the sweeper.
 */
export function useStagedUploads(): StagedUploads {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const aborts = useRef(new Map<string, () => void>());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const patch = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const request = sendUpload(file, (loaded, total) => patch(key, { loaded, total }));
      aborts.current.set(key, request.abort);
      request.done.then(
        (staged) => {
          aborts.current.delete(key);
          patch(key, { state: 'sent', loaded: file.size, uploadId: staged.uploadId, error: undefined });
          setAnnouncement(`${file.name} uploaded.`);
        },
        (error: unknown) => {
          aborts.current.delete(key);
          if ((error as { code?: string }).code === UPLOAD_CANCELLED) return;
          const message = messageOf(error, 'The file could not be uploaded.');
          patch(key, { state: 'failed', error: message });
          setAnnouncement(`${file.name} could not be uploaded: ${message}`);
        },
      );
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map(
        (file): UploadRow => ({
          key: `upload-${++nextKey}`,
          file,
          state: 'sending',
          loaded: 0,
          total: file.size,
        }),
      );
      setRows((current) => [...current, ...added]);
      for (const row of added) start(row.key, row.file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    const row = rowsRef.current.find((r) => r.key === key);
    if (!row) return;
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    if (row.uploadId) void discardUpload(row.uploadId);
    setRows((current) => current.filter((r) => r.key !== key));
    setAnnouncement(
      row.state === 'sending' ? `Upload of ${row.file.name} cancelled.` : `${row.file.name} removed.`,
    );
  }, []);

  const retry = useCallback(
    (key: string) => {
      const row = rowsRef.current.find((r) => r.key === key);
      if (!row || row.state !== 'failed') return;
      patch(key, { state: 'sending', loaded: 0, error: undefined });
      start(key, row.file);
    },
    [patch, start],
  );

  const reset = useCallback(() => {
    rowsRef.current = [];
    setRows([]);
  }, []);

  const handedOver = useRef(new Set<string>());
  const handOver = useCallback(() => {
    const ids = rowsRef.current.flatMap((r) => (r.uploadId ? [r.uploadId] : []));
    for (const id of ids) handedOver.current.add(id);
    return () => {
      for (const id of ids) handedOver.current.delete(id);
    };
  }, []);

  const forget = useCallback((key: string) => {
    rowsRef.current = rowsRef.current.filter((r) => r.key !== key);
    setRows((current) => current.filter((r) => r.key !== key));
  }, []);

  // A form closed or left with files still staged: they are discarded, the requests stopped.
  useEffect(() => {
    const pending = aborts.current;
    const handed = handedOver.current;
    return () => {
      for (const abort of pending.values()) abort();
      pending.clear();
      for (const row of rowsRef.current)
        if (row.uploadId && !handed.has(row.uploadId)) void discardUpload(row.uploadId);
    };
  }, []);

  return useMemo(() => {
    const sending = rows.filter((r) => r.state === 'sending').length;
    const failed = rows.filter((r) => r.state === 'failed').length;
    const blocker = sending
      ? `Wait for ${plural(sending, 'file', 'files')} to finish uploading.`
      : failed
        ? `Retry or remove the ${failed === 1 ? 'file' : `${failed} files`} that could not be uploaded.`
        : null;
    return {
      rows,
      files: rows.map((r) => r.file),
      add,
      remove,
      retry,
      uploadIds: rows.flatMap((r) => (r.state === 'sent' && r.uploadId ? [r.uploadId] : [])),
      blocker,
      reset,
      handOver,
      forget,
      announcement,
    };
  }, [rows, add, remove, retry, reset, handOver, forget, announcement]);
}

/**
 * For a one-file form: what hands its `uploadId` field the staged file's id (DocumentFileField's
 * `onUploadId`), clearing the field's message once there is one.
 */
export function useUploadIdField(form: {
  setValue: (name: 'uploadId', value: string) => void;
  clearErrors: (name: 'uploadId') => void;
}): (uploadId: string) => void {
  const { setValue, clearErrors } = form;
  return useCallback(
    (uploadId: string) => {
      setValue('uploadId', uploadId);
      if (uploadId) clearErrors('uploadId');
    },
    [setValue, clearErrors],
  );
}
