import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import {
  institutions,
  organisationMembers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.js';
import { webhookDisabledEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { membersOf } from '../access/index.js';
import { openSecret, signedHeaders } from './secrets.js';
import { sendWebhook, type AttemptOutcome } from './send-webhook.js';

/** What sending needs besides the database: the server secret, the site, and where webhooks may go. */
export interface DeliveryContext {
  db: Db;
  secret: string;
  publicUrl: string;
  allowLoopback: boolean;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/** A delivery this process holds: `sending`, at this count of attempts (the claim is both). */
export interface Claim {
  id: string;
  attempts: number;
}

/** Retries after the n-th failed attempt: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, then every 12 h. */
const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000];
export function webhookRetryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.max(0, attempts - 1)] ?? 12 * 3_600_000;
}

/** How long after its first attempt a message is retried: three days, then it has `failed`. */
export const RETRY_FOR = sql`interval '3 days'`;
/** How long an endpoint may fail every attempt before it is turned off. */
const FAILING_FOR = sql`interval '24 hours'`;

export const WEBHOOK_DISABLED_REASON = 'Every attempt failed for 24 hours.';

/**
 * Signs and sends one claimed message, then records the attempt (decision 089). The message is
 * signed with the endpoint's secret and, within 24 hours of a rotation, with the previous one too.
 * `resentBy`: a resend by hand, whose failure leaves the message as it was (`restore`).
 */
export async function deliverClaimed(
  ctx: DeliveryContext,
  claim: Claim,
  resend?: { by: string; restore: 'pending' | 'succeeded' | 'failed' },
): Promise<AttemptOutcome | null> {
  const [message] = await ctx.db
    .select({
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secret: webhookEndpoints.secret,
      previousSecret: sql<
        string | null
      >`CASE WHEN ${webhookEndpoints.previousSecretUntil} > now() THEN ${webhookEndpoints.previousSecret} END`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, claim.id));
  if (!message) return null;
  // Turned off since it was claimed: the message goes back to waiting, unsent (a resend is refused
  // before it claims, so only the worker meets this).
  if (!message.enabled && !resend) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: sql`${webhookDeliveries.attempts} - 1`, claimedAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, claim.id),
          eq(webhookDeliveries.status, 'sending'),
          eq(webhookDeliveries.attempts, claim.attempts),
        ),
      );
    return null;
  }
  const body = JSON.stringify(message.payload);
  const secrets = [message.secret, ...(message.previousSecret ? [message.previousSecret] : [])].map((s) =>
    openSecret(ctx.secret, s),
  );
  const outcome = await sendWebhook(message.url, body, signedHeaders(secrets, message.messageId, body), {
    allowLoopback: ctx.allowLoopback,
    ...(ctx.timeoutMs ? { timeoutMs: ctx.timeoutMs } : {}),
  });
  await recordOutcome(ctx, claim, outcome, resend);
  return outcome;
}

async function recordOutcome(
  ctx: DeliveryContext,
  claim: Claim,
  outcome: AttemptOutcome,
  resend?: { by: string; restore: 'pending' | 'succeeded' | 'failed' },
): Promise<void> {
  const error = outcome.error ?? (outcome.ok ? null : `HTTP ${outcome.statusCode}`);
  await ctx.db.transaction(async (tx) => {
    // The attempt happened whatever became of the claim: it is logged either way.
    await tx.insert(webhookAttempts).values({
      deliveryId: claim.id,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error,
      responseExcerpt: outcome.responseExcerpt,
      resentBy: resend?.by ?? null,
    });
    const held = and(
      eq(webhookDeliveries.id, claim.id),
      eq(webhookDeliveries.status, 'sending'),
      eq(webhookDeliveries.attempts, claim.attempts),
    );
    const common = { lastStatusCode: outcome.statusCode, lastError: error, claimedAt: null };
    let updated: { endpointId: string }[];
    if (outcome.ok) {
      updated = await tx
        .update(webhookDeliveries)
        .set({ ...common, status: 'succeeded', deliveredAt: sql`now()` })
        .where(held)
        .returning({ endpointId: webhookDeliveries.endpointId });
    } else if (resend) {
      updated = await tx
        .update(webhookDeliveries)
        .set({ ...common, status: resend.restore })
        .where(held)
        .returning({ endpointId: webhookDeliveries.endpointId });
    } else {
      // Retried with back-off until three days after its first attempt, then given up.
      const first = sql`(SELECT min(${webhookAttempts.attemptedAt}) FROM ${webhookAttempts} WHERE ${webhookAttempts.deliveryId} = ${claim.id})`;
      updated = await tx
        .update(webhookDeliveries)
        .set({
          ...common,
          status: sql`CASE WHEN ${first} < now() - ${RETRY_FOR} THEN 'failed' ELSE 'pending' END`,
          nextAttemptAt: sql`now() + (${webhookRetryDelayMs(claim.attempts)} * interval '1 millisecond')`,
        })
        .where(held)
        .returning({ endpointId: webhookDeliveries.endpointId });
    }
    const endpointId = updated[0]?.endpointId;
    if (!endpointId) return;
    if (outcome.ok) {
      // Only an endpoint that was failing is written: a busy endpoint's every success would
      // otherwise update (and lock) its row, one delivery after another.
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
      return;
    }
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({
        enabled: webhookEndpoints.enabled,
        isFailingForADay: sql<boolean>`${webhookEndpoints.failingSince} < now() - ${FAILING_FOR}`,
      });
    if (endpoint?.enabled && endpoint.isFailingForADay)
      await disableFailing(ctx, tx, endpointId, error ?? '');
  });
}

/**
 * Turns off an endpoint that failed every attempt for a day: its waiting messages stop (`failed`),
 * and its organisation's admins are emailed, in the same transaction.
 */
async function disableFailing(ctx: DeliveryContext, tx: Tx, endpointId: string, lastError: string) {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({
      enabled: false,
      disabledReason: WEBHOOK_DISABLED_REASON,
      disabledAt: sql`now()`,
      version: sql`${webhookEndpoints.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!endpoint) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: 'The endpoint was turned off.', claimedAt: null })
    // Those another worker holds too: its record of the attempt then leaves them failed.
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['pending', 'sending']),
      ),
    );
  ctx.log.warn({ webhookEndpointId: endpointId }, 'webhook endpoint failing for a day: turned off');
  if (!endpoint.institutionId) return;
  const [organisation] = await tx
    .select({ name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, endpoint.institutionId));
  const admins = await tx
    .select({ email: organisationMembers.email })
    .from(organisationMembers)
    .where(and(membersOf(endpoint.institutionId), eq(organisationMembers.role, 'admin')));
  const target = new URL(endpoint.url);
  const failingSince = (endpoint.failingSince ?? new Date()).toLocaleString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  for (const admin of admins) {
    const manageUrl = `${ctx.publicUrl}/org`;
    await enqueueEmail(tx, {
      kind: 'webhook-disabled',
      to: admin.email,
      ...webhookDisabledEmail({
        institutionName: organisation?.name ?? 'your organisation',
        endpoint: `${target.host}${target.pathname}`,
        failingSince,
        lastError,
        manageUrl,
      }),
      link: manageUrl,
    });
  }
}
