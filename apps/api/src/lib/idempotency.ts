import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from './app-error.js';

/*
 * Idempotent creates (issue 39, decision 061). A create sent with `Idempotency-Key: <key>` keeps
 * its answer in `idempotency_keys`, written in the create's own transaction, so the key exists
 * exactly when the record does. Within 24 hours the same person sending the same key to the same
 * route with the same URL and body is answered the first answer (with `Idempotent-Replayed: true`)
 * and nothing is created; another body answers 422. Two at once: the second's transaction fails on
 * the key's primary key, is rolled back, and is answered the first's answer.
 */

export const IDEMPOTENCY_TEXTS = {
  malformed: 'Idempotency-Key must be 1 to 255 visible characters (a UUID, say).',
  reused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;

/** Who, what and which key: the scope a key is unique in, and the request it was first sent with. */
export interface IdempotencyScope {
  userId: string;
  method: string;
  route: string;
  key: string;
  fingerprint: string;
}

/** The header of a create, for its route schema and the OpenAPI document. Loose: others pass. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().optional().meta({
    description:
      'Any unique string (a UUID) per create: a retry with the same key and body within 24 hours is answered the first answer and creates nothing; another body answers 422.',
  }),
});

/** How long a key is remembered. */
const KEPT = sql`interval '24 hours'`;

/**
 * The request's `Idempotency-Key`, scoped to the person, method and route pattern; null without one.
 * A key that is empty, longer than 255 characters or not visible ASCII is a 400 naming the header.
 */
export function idempotencyOf(
  request: FastifyRequest,
  actor: { id: string },
  /** What the fingerprint covers besides the URL: the JSON body, unless the route reads another. */
  body: unknown = request.body,
): IdempotencyScope | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!/^[\x21-\x7e][\x20-\x7e]{0,254}$/.test(key) || key.trim() !== key)
    throw new AppError('VALIDATION', IDEMPOTENCY_TEXTS.malformed, [
      { path: 'Idempotency-Key', message: IDEMPOTENCY_TEXTS.malformed },
    ]);
  return {
    userId: actor.id,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    key,
    fingerprint: fingerprintOf(request.url, body),
  };
}

const fingerprintOf = (url: string, body: unknown) =>
  createHash('sha256')
    .update(url)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * The scope with its fingerprint taken over `body`: for a multipart create, whose form (values and
 * the files' SHA-256) is known only once it is read; the key was checked before it was.
 */
export function withBody(scope: IdempotencyScope, url: string, body: unknown): IdempotencyScope {
  return { ...scope, fingerprint: fingerprintOf(url, body) };
}

const keyOf = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.method, scope.method),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );

/** Whether this key was used within 24 hours, with whatever request. */
export async function keyInUse(db: Db | Tx, scope: IdempotencyScope): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(keyOf(scope), sql`${idempotencyKeys.createdAt} > now() - ${KEPT}`));
  return row !== undefined;
}

/** The first answer to this key within 24 hours, or null; 422 when it was sent with another request. */
export async function storedAnswer(
  db: Db | Tx,
  scope: IdempotencyScope,
): Promise<{ status: number; body: unknown } | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(keyOf(scope), sql`${idempotencyKeys.createdAt} > now() - ${KEPT}`));
  if (!row) return null;
  if (row.fingerprint !== scope.fingerprint)
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_TEXTS.reused, [
      { path: 'Idempotency-Key', message: IDEMPOTENCY_TEXTS.reused },
    ]);
  return { status: row.status, body: row.body };
}

/** Keeps the create's answer under its key, in the create's transaction. */
export type Remember<T> = (tx: Tx, body: T) => Promise<void>;

/** Whether an error is this key's row already being there (a create with the same key at once). */
function isKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === '23505' && (constraint ?? constraint_name ?? '').startsWith('idempotency_keys')) return true;
  }
  return false;
}

/**
 * Runs a create once per key: the stored answer when the key was used (the create does not run),
 * else the create, which calls `remember(tx, answer)` inside its transaction. Without a key, the
 * create runs as it is. `status` is the create's own status (201).
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope | null,
  status: number,
  create: (remember: Remember<T> | undefined) => Promise<T>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  if (!scope) return { status, body: await create(undefined), replayed: false };
  const earlier = await storedAnswer(db, scope);
  if (earlier) return { status: earlier.status, body: earlier.body as T, replayed: true };
  const remember: Remember<T> = async (tx, body) => {
    // An expired use of the same key makes way for this one.
    await tx
      .delete(idempotencyKeys)
      .where(and(keyOf(scope), sql`${idempotencyKeys.createdAt} <= now() - ${KEPT}`));
    await tx.insert(idempotencyKeys).values({ ...scope, status, body: body });
  };
  try {
    return { status, body: await create(remember), replayed: false };
  } catch (error) {
    if (!isKeyTaken(error)) throw error;
    const winner = await storedAnswer(db, scope);
    if (!winner) throw error;
    return { status: winner.status, body: winner.body as T, replayed: true };
  }
}

/** Marks a replayed answer as such (`Idempotent-Replayed: true`), as every idempotent create does. */
export function markReplayed(reply: FastifyReply, answer: { replayed: boolean }): void {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
}

/**
 * A route's create, once per Idempotency-Key (decision 061): `access` first, even for a retry (someone
 * taken off the estate is not answered what they made on it), then the create (which calls
 * `remember` in its transaction), or the first answer marked as replayed. Answers the body to send
 * with 201.
 */
export async function createOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: { id: string },
  create: (remember: Remember<T> | undefined) => Promise<T>,
  access?: () => Promise<unknown>,
): Promise<T> {
  const scope = idempotencyOf(request, actor);
  if (scope && access) await access();
  const answer = await idempotent(db, scope, 201, create);
  markReplayed(reply, answer);
  return answer.body;
}
