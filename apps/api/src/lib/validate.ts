import { findUnsafeText, idParamsFor, unsafeTextMessage } from '@estate/domain';
import type { z } from 'zod';
import { AppError, notFound } from './app-error.js';

/** Parses request input with a domain schema; bad input becomes a 400 listing each field's message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // Strings PostgreSQL cannot store are refused here too, for input that came by another way than
  // the JSON parser (a multipart form's payload field, the query string).
  const unsafe = findUnsafeText(value);
  if (unsafe !== null) {
    const message = unsafeTextMessage(unsafe);
    throw new AppError('VALIDATION', message, [{ path: unsafe, message }]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid input', issues);
}

/**
 * An id that came another way than a route's declared `params` (a query value, a service's
 * argument), or the route's own 404 when it is not a UUID: a malformed id names nothing, exactly
 * like an id that does not exist. The check is the domain's one `idParamsFor`, which routes declare.
 */
export function parseId(params: unknown, notFoundMessage: string, name = 'id'): string {
  const parsed = idParamsFor(notFoundMessage, name).safeParse(params);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data[name]!;
}

/** Refuses a PATCH that changes nothing, naming what may be sent, before any database work. */
export function requireSomeChange(input: object, fields: readonly string[]): void {
  if (Object.values(input).some((v) => v !== undefined)) return;
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${fields.at(-1)}` : fields[0];
  throw new AppError('VALIDATION', `Nothing to change: send at least one of ${list}.`);
}
