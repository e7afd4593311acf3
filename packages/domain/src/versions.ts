import { z } from 'zod';
import { apiErrorSchema } from './errors.js';

/*
 * Optimistic concurrency (issue 39, decision 060): every editable record carries a version, 1 when
 * made and one more on every change. A GET answers it as a strong ETag (`ETag: "3"`) and every DTO
 * and list item as `version`; a change (PUT, PATCH, DELETE) sends the version it was read at as
 * `If-Match: "3"` (or a `version` field where a form posts multipart). A stale one answers 412 with
 * the record as it is now and who changed it; a missing one answers 428.
 */

/** A record's version, as DTOs and list items carry it. */
export const recordVersionSchema = z.number().int().positive();

/** The strong entity tag of a version: `"3"`. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The `If-Match` header as sent: none, `*`, the versions it names, or not a list of quoted tags. */
export type IfMatch =
  | { kind: 'missing' }
  | { kind: 'any' }
  | { kind: 'tags'; versions: number[] }
  | { kind: 'malformed' };

/** An entity tag as RFC 9110 writes it: optionally weak, then a quoted opaque string. */
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * Reads an `If-Match` header (RFC 9110 §13.1.1). `*` matches any current record. Tags are compared
 * strongly: a weak tag (`W/"3"`), or a well-formed tag that is not one of our versions, matches
 * nothing current (so it is stale, 412), while a value that is not a list of quoted tags is malformed
 * (400 naming the header).
 */
export function parseIfMatch(header: string | string[] | undefined): IfMatch {
  if (header === undefined) return { kind: 'missing' };
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '') return { kind: 'malformed' };
  if (value === '*') return { kind: 'any' };
  const versions: number[] = [];
  for (const part of value.split(',')) {
    const tag = ENTITY_TAG.exec(part.trim());
    if (!tag) return { kind: 'malformed' };
    if (tag[1]) continue; // weak: never matches under strong comparison
    const opaque = tag[2] ?? '';
    if (/^[1-9][0-9]{0,9}$/.test(opaque)) versions.push(Number(opaque));
  }
  return { kind: 'tags', versions };
}

/** The answer to a stale change (412): the record as it is now, and who changed it when. */
export const versionConflictSchema = apiErrorSchema.extend({
  code: z.literal('PRECONDITION_FAILED'),
  current: z.unknown(),
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  changedAt: z.iso.datetime().nullable(),
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;

export const VERSION_TEXTS = {
  stale: 'Someone else changed this since you opened it.',
  required:
    'Send the version you read: If-Match with the ETag of the record (or the version field of its answer).',
  malformed: 'If-Match must be "*" or a list of quoted entity tags, such as "3".',
} as const;
