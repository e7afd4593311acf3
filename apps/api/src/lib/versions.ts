import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, parseIfMatch, VERSION_TEXTS, type IfMatch } from '@estate/domain';
import { z } from 'zod';
import { AppError } from './app-error.js';

/*
 * Optimistic concurrency on the API side (issue 39, decision 060). A change reads the version it was
 * made against from `If-Match` (or, where a form posts multipart, its `version` field); the service
 * checks it after access (what one may not see is 404 first) and before the business rules (409),
 * with the record's row locked, and adds one to the version in the same UPDATE.
 */

/**
 * The headers of a change, for its route schema and so the OpenAPI document: `If-Match`, required
 * in effect (428 without it) but checked by `requireVersion` after access, so a record someone may
 * not see still answers 404 first. Loose: every other header passes through untouched.
 */
export const changeHeaders = z.looseObject({
  'if-match': z.string().optional().meta({
    description:
      'The ETag the record was read at ("3"), or *. Required: 428 without it, 412 when the record has changed since.',
  }),
});

/** What a change was made against: the `If-Match` header, else the version a multipart form sent. */
export function ifMatchOf(request: FastifyRequest, formVersion?: number): IfMatch {
  const header = request.headers['if-match'];
  if (header === undefined && formVersion !== undefined) return { kind: 'tags', versions: [formVersion] };
  return parseIfMatch(header);
}

/** Answers a record's version as its strong ETag. */
export function sendEtag(reply: FastifyReply, record: { version: number }): void {
  void reply.header('etag', etagOf(record.version));
}

/** Who last changed a record and when, for the 412's body. */
export type LastChange = {
  changedBy: { id: string; name: string } | null;
  changedAt: string | null;
};

/**
 * Refuses a change unless `expected` names the record's current `version` (or is `*`): 428 when
 * nothing was sent, 400 naming the header when it is not a list of quoted tags, 412 with the record
 * as it is now (`current()`, as this person may see it) and who changed it last when it is stale.
 */
export async function requireVersion(
  expected: IfMatch,
  version: number,
  conflict: () => Promise<{ current: unknown } & LastChange>,
): Promise<void> {
  if (expected.kind === 'any') return;
  if (expected.kind === 'missing')
    throw new AppError('PRECONDITION_REQUIRED', VERSION_TEXTS.required, [
      { path: 'If-Match', message: VERSION_TEXTS.required },
    ]);
  if (expected.kind === 'malformed')
    throw new AppError('VALIDATION', VERSION_TEXTS.malformed, [
      { path: 'If-Match', message: VERSION_TEXTS.malformed },
    ]);
  if (expected.versions.includes(version)) return;
  throw new AppError('PRECONDITION_FAILED', VERSION_TEXTS.stale, undefined, await conflict());
}
