import { stagedUploadSchema, UPLOAD_ID_FIELD, type StagedUpload } from '@estate/domain';
import { ApiError, api } from './api-client';

/**
 * Files travel one request each (decision 049): `POST /api/uploads` stages a file and answers its
 * upload id; a form then names its files by id. `fetch` cannot report how much of a body has been
 * sent, so this is the one place the web app uses XMLHttpRequest: its `upload.onprogress` can.
 */

/** What an upload in flight reports, and how to stop it. */
export type UploadRequest = {
  /** The staged upload, or an ApiError (status 0 when the connection failed or it was cancelled). */
  done: Promise<StagedUpload>;
  abort: () => void;
};

export const UPLOAD_CANCELLED = 'UPLOAD_CANCELLED';

/** Sends one file to `POST /api/uploads`, reporting bytes sent of the request's total. */
export function sendUpload(file: File, onProgress: (loaded: number, total: number) => void): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<StagedUpload>((resolve, reject) => {
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    // The multipart body is a little larger than the file: progress is scaled to the file's size.
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !event.total) return;
      onProgress(Math.min(file.size, Math.round((event.loaded / event.total) * file.size)), file.size);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = stagedUploadSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError({ status: xhr.status, code: 'UNKNOWN' }));
        return;
      }
      void import('./api-error-body').then(({ readErrorBody }) =>
        reject(new ApiError({ status: xhr.status, ...readErrorBody(xhr.status, body) })),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK',
          serverMessage: 'The connection failed before the file was sent.',
        }),
      );
    xhr.onabort = () => reject(new ApiError({ status: 0, code: UPLOAD_CANCELLED }));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}

/** Removes a staged upload no form used (Cancel, Remove, a closed form). Best effort. */
export function discardUpload(uploadId: string): Promise<void> {
  return api.delete(`/api/uploads/${encodeURIComponent(uploadId)}`).then(
    () => undefined,
    () => undefined,
  );
}

/** Adds the staged files to a form's multipart body, by id. */
export function appendUploadIds(body: FormData, uploadIds: readonly string[]): FormData {
  for (const id of uploadIds) body.append(UPLOAD_ID_FIELD, id);
  return body;
}
