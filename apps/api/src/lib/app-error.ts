import { ERROR_CODES, type ErrorCode } from '@estate/domain';

/** The one error the services throw; the error handler maps it to its HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** More of the answer's body (a 412's current record and who changed it). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please login to continue.');
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);
