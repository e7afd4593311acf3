import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses request input with a domain schema; bad input becomes a 400 listing each field's message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid input', issues);
}
