import type { AllowedContentType } from './file-types.js';

/** A file received and kept in staging until the change that uses it commits (decision 049). */
export interface StagedFile {
  stagingKey: string;
  fileName: string;
  contentType: AllowedContentType;
  sizeBytes: number;
  /**
   * Sent earlier on its own (`POST /api/uploads`, decision 049) and named by its upload id: a form
   * that fails before using it leaves it staged, so the person can submit again without re-sending.
   */
  preStaged?: boolean;
}
