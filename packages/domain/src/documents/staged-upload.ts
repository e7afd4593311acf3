import { z } from 'zod';

/**
 * A file sent on its own before the form that uses it (decision 049): `POST /api/uploads` answers
 * this, and a form names it in its `uploadId` fields instead of sending the bytes again.
 */
export const stagedUploadSchema = z.object({
  uploadId: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type StagedUpload = z.infer<typeof stagedUploadSchema>;

/** The multipart field a form names a staged upload in (once per file). */
export const UPLOAD_ID_FIELD = 'uploadId';

/** What a person reads when an upload id is not theirs, was removed, or has expired. */
export const UPLOAD_TEXTS = {
  gone: 'An uploaded file is no longer available (it was removed or has expired). Please choose it again.',
  notFound: 'Upload not found',
  rateLimited: 'Too many uploads in a minute. Please wait a moment and try again.',
} as const;
