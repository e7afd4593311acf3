import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AuditChainBreak, AuditChainHeads } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { auditChainHeads, auditEvents, auditVerifications } from '../../db/schema.js';

/*
 * The tamper-evident audit trail (issue 41, decision 071). The database chains every audit event as
 * its transaction commits (the `audit_events_chain` trigger, migration 0034); this module checks the
 * chains from outside the database: it rebuilds each event's canonical JSON from its columns and
 * recomputes its hash here, in Node.js, so a changed function in the database cannot vouch for a
 * changed event. Imports only types from the domain package: `npm run audit:verify` runs it.
 */

/** The hash before the first event of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** An event's columns as the canonical JSON takes them: text as PostgreSQL prints it. */
export interface ChainedEvent {
  id: string;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** `data` as PostgreSQL prints jsonb (keys sorted); null when SQL NULL. */
  data: string | null;
  category: string;
  status: string;
  ipAddress: string | null;
  /** UTC to the microsecond: `2026-12-07T06:55:01.123456Z`. */
  createdAt: string;
  chain: string;
  seq: number | null;
  prevHash: string | null;
  hash: string | null;
}

/**
 * The canonical JSON of an event: its columns in a fixed order (keys sorted), no spaces, strings
 * escaped by JSON.stringify (which escapes exactly what PostgreSQL's `to_json` does), `data` as
 * PostgreSQL prints it. The migration's `audit_event_canonical` builds the same text.
 */
export function canonicalAuditEvent(e: ChainedEvent): string {
  const s = JSON.stringify;
  return (
    `{"action":${s(e.action)},"actor":${s(e.actorId)},"category":${s(e.category)}` +
    `,"created_at":${s(e.createdAt)},"data":${e.data ?? 'null'}` +
    `,"entity":{"id":${s(e.entityId)},"type":${s(e.entityType)}}` +
    `,"id":${s(e.id)},"ip":${s(e.ipAddress)},"status":${s(e.status)}}`
  );
}

/** SHA-256, lower-case hex, of the previous event's hash followed by the event's canonical JSON. */
export function auditEventHash(prevHash: string, canonical: string): string {
  return createHash('sha256')
    .update(prevHash + canonical, 'utf8')
    .digest('hex');
}

/** The columns of `ChainedEvent`, read as text so nothing is lost or reformatted on the way. */
const CHAINED_EVENT = {
  id: sql<string>`${auditEvents.id}::text`,
  actorId: sql<string | null>`${auditEvents.actorId}::text`,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  data: sql<string | null>`${auditEvents.data}::text`,
  category: auditEvents.category,
  status: auditEvents.status,
  ipAddress: auditEvents.ipAddress,
  createdAt: sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  chain: auditEvents.chain,
  seq: auditEvents.seq,
  prevHash: auditEvents.prevHash,
  hash: auditEvents.hash,
};

export interface AuditChainCheck {
  ok: boolean;
  /** How many chained events were checked. */
  events: number;
  breaks: AuditChainBreak[];
  /** Each chain's head when the check began: a later check's anchors. */
  heads: AuditChainHeads;
}

export interface VerifyOptions {
  /**
   * The heads a previous passing check saw: an event there that now differs, or a chain now shorter,
   * is a break (someone rewrote the chain after that check).
   */
  anchors?: AuditChainHeads | undefined;
  /** Events read per query (a page); the default suits both databases. */
  pageSize?: number;
  /** Stop collecting breaks after this many (the count of checked events stays exact). */
  maxBreaks?: number;
}

const nzTime = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** "event 5b0c… (asset.created, 7 Dec 2026, 7:55:01 pm NZ time)" */
function nameOf(e: ChainedEvent): string {
  return `event ${e.id} (${e.action}, ${nzTime.format(new Date(e.createdAt))} NZ time)`;
}

function breakAt(
  kind: AuditChainBreak['kind'],
  e: ChainedEvent,
  message: string,
  missing?: number,
): AuditChainBreak {
  return {
    kind,
    chain: e.chain,
    seq: e.seq,
    eventId: e.id,
    action: e.action,
    at: new Date(e.createdAt).toISOString(),
    ...(missing === undefined ? {} : { missing }),
    message,
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Walks every chain from its first event to the head it had when the walk began, a page at a time
 * (no long transaction: events chained meanwhile come after the head and are left for next time),
 * and recomputes every hash. Names each event where something is wrong.
 */
export async function verifyAuditChains(db: Db, options: VerifyOptions = {}): Promise<AuditChainCheck> {
  const pageSize = options.pageSize ?? 2000;
  const maxBreaks = options.maxBreaks ?? 50;
  const breaks: AuditChainBreak[] = [];
  const report = (b: AuditChainBreak) => {
    if (breaks.length < maxBreaks) breaks.push(b);
  };
  const heads = await db
    .select({ chain: auditChainHeads.chain, seq: auditChainHeads.seq, hash: auditChainHeads.hash })
    .from(auditChainHeads)
    .orderBy(asc(auditChainHeads.chain));
  // A chain whose head row is gone is still walked, to its newest event, and the loss reported.
  const headless = await db
    .select({ chain: auditEvents.chain, seq: sql<number>`max(${auditEvents.seq})::bigint`.mapWith(Number) })
    .from(auditEvents)
    .where(isNotNull(auditEvents.seq))
    .groupBy(auditEvents.chain);
  for (const c of headless) {
    if (heads.some((h) => h.chain === c.chain)) continue;
    heads.push({ chain: c.chain, seq: c.seq, hash: '' });
    report({
      kind: 'rewritten',
      chain: c.chain,
      seq: null,
      eventId: null,
      action: null,
      at: null,
      message: `The head record of the chain "${c.chain}" is missing: it was removed from the database.`,
    });
  }
  let events = 0;

  for (const head of heads) {
    let expected = 1;
    let prev = GENESIS_HASH;
    let last: ChainedEvent | null = null;
    const anchor = options.anchors?.[head.chain];
    for (;;) {
      const page: ChainedEvent[] = await db
        .select(CHAINED_EVENT)
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.chain, head.chain),
            isNotNull(auditEvents.seq),
            gt(auditEvents.seq, expected - 1),
            lte(auditEvents.seq, head.seq),
          ),
        )
        .orderBy(asc(auditEvents.seq))
        .limit(pageSize);
      for (const e of page) {
        const seq = e.seq!;
        events += 1;
        if (seq > expected) {
          const n = seq - expected;
          report(
            breakAt(
              'missing',
              e,
              `${plural(n, 'event is', 'events are')} missing before ${nameOf(e)}: the chain jumps from event ${expected - 1} to ${seq}.`,
              n,
            ),
          );
        } else if (e.prevHash !== prev) {
          // The event before this one no longer has the hash this one was sealed to: that one changed.
          const changed = last ?? e;
          report(
            breakAt(
              'altered',
              changed,
              `${capitalise(nameOf(changed))} was altered: its hash is not the one the event after it was sealed to.`,
            ),
          );
        }
        if (auditEventHash(e.prevHash ?? '', canonicalAuditEvent(e)) !== e.hash) {
          report(
            breakAt(
              'altered',
              e,
              `${capitalise(nameOf(e))} was altered: its content no longer matches the hash it was sealed with.`,
            ),
          );
        }
        if (anchor && seq === anchor.seq && e.hash !== anchor.hash) {
          report(
            breakAt(
              'rewritten',
              e,
              `${capitalise(nameOf(e))} differs from the event a previous check saw in its place: the chain was rewritten after that check.`,
            ),
          );
        }
        prev = e.hash ?? '';
        expected = seq + 1;
        last = e;
      }
      if (page.length < pageSize) break;
    }
    if (expected - 1 < head.seq) {
      const n = head.seq - (expected - 1);
      const message = last
        ? `${n === 1 ? 'The newest event, the one' : `The newest ${n} events,`} after ${nameOf(last)}, ${n === 1 ? 'is' : 'are'} missing: the chain ends at event ${expected - 1} of ${head.seq}.`
        : `All ${plural(n, 'event', 'events')} of the chain are missing.`;
      report(
        last
          ? breakAt('newest-missing', last, message, n)
          : {
              kind: 'newest-missing',
              chain: head.chain,
              seq: null,
              eventId: null,
              action: null,
              at: null,
              missing: n,
              message,
            },
      );
    } else if (last && head.hash && prev !== head.hash) {
      report(
        breakAt(
          'altered',
          last,
          `${capitalise(nameOf(last))} was altered: its hash is not the one the chain's head records.`,
        ),
      );
    }
    if (anchor && anchor.seq > head.seq) {
      const message = `The chain has ${head.seq} events, but a previous check saw ${anchor.seq}: events were removed after that check.`;
      report(
        last
          ? breakAt('rewritten', last, message)
          : {
              kind: 'rewritten',
              chain: head.chain,
              seq: null,
              eventId: null,
              action: null,
              at: null,
              message,
            },
      );
    }
  }

  // An event outside every chain was written with the chain trigger bypassed: the trigger chains an
  // event before its transaction's commit makes it visible, so no other event is ever seen unchained.
  const unchained: ChainedEvent[] = await db
    .select(CHAINED_EVENT)
    .from(auditEvents)
    .where(isNull(auditEvents.seq))
    .limit(maxBreaks);
  for (const e of unchained)
    report(
      breakAt('unchained', e, `${capitalise(nameOf(e))} is not in the chain: it was written around it.`),
    );

  return {
    ok: breaks.length === 0,
    events,
    breaks,
    heads: Object.fromEntries(heads.map((h) => [h.chain, { seq: h.seq, hash: h.hash }])),
  };
}

/** The heads the newest passing check saw (none before the first): the next check's anchors. */
export async function lastPassingHeads(db: Db): Promise<AuditChainHeads | undefined> {
  const [row] = await db
    .select({ heads: auditVerifications.heads })
    .from(auditVerifications)
    .where(eq(auditVerifications.ok, true))
    .orderBy(desc(auditVerifications.finishedAt))
    .limit(1);
  return row ? (row.heads as AuditChainHeads) : undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
