import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
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
      body = {
        ...err.extra,
        code: err.code,
        message: err.message,
        ...(err.issues ? { issues: err.issues } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      // A route's declared schema refused the request (decision 013): the same body as parseInput.
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid input',
      }));
      const message = issues[0]?.message ?? 'Invalid input';
      // A malformed address parameter names nothing, like one that does not exist: the route's 404,
      // with the message its params schema gives (idParamsFor in @estate/domain).
      if (err.validationContext === 'params') {
        status = 404;
        body = { code: 'NOT_FOUND', message };
      } else {
        status = 400;
        body = { code: 'VALIDATION', message, issues };
      }
    } else if (err instanceof ResponseSerializationError) {
      // Our answer does not match its own schema: a bug. Logged with the mismatch, never shown.
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      body = { code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
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
