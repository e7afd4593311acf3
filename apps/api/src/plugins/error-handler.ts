import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@estate/domain';
import { AppError } from '../lib/app-error.js';

/** AppError → its status; validation → 400 with field issues; anything else → logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
    } else if (err instanceof ZodError) {
      status = 400;
      body = {
        code: 'VALIDATION',
        message: err.issues[0]?.message ?? 'Invalid input',
        issues: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      };
    } else if ('statusCode' in err && err.statusCode && err.statusCode < 500) {
      status = err.statusCode;
      body = {
        code:
          status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
        message: err.message,
      };
    } else {
      request.log.error({ err }, 'unhandled error');
      body = { code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
    }
    if (status >= 500 && err instanceof AppError) request.log.error({ err }, 'server error');
    void reply.status(status).send({ ...body, requestId: request.id });
  });
}
