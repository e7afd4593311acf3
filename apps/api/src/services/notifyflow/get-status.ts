import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  expectedReplyBy,
  NOTIFY_TEXTS,
  type NotificationOverallStatus,
  type NotificationStatus,
} from '@estate/domain';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { mayReplyAsSender, seesNotificationConversation } from '../access/index.js';
import { loadConversations } from './conversation.js';
import { outboxOfRows } from './row-outbox.js';
import { smallEstateRuleOf } from './list-institutions.js';

/**
 * The notification with its rows (none yet: one row of nulls), each row's organisation and the
 * family's latest reply to it: one statement, one round trip (db/schema/notifyflow.ts names the
 * columns). Only the columns the answer shows: the whole rows cost a third more to read.
 *
 * It is sent as text through the driver itself, not Drizzle's query builder (issue 43): the public
 * status lookup is the busiest read, and Drizzle's mapping of each row into nested objects (its
 * per-column type checks and decoders) and its query wrappers cost more of the server than the
 * rest of the service. The rows come back as plain objects named by the aliases; both drivers turn
 * timestamps into Dates, booleans and text[] into their own, and `bigint` is read with Number (a
 * string from node-postgres, a number from PGlite).
 */
const STATUS_SQL = `select
  n.notification_id as "id", n.reference_code as "referenceCode", n.status as "status",
  n.date_sent as "dateSent", n.recipient as "recipient", n.notification_type as "notificationType",
  n.created_by as "createdBy",
  r.institutions_notified_id as "rowId", r.institution_id as "institutionId", r.other_name as "otherName",
  r.status as "rowStatus", r.delivery_channel as "deliveryChannel", r.dispatched_at as "dispatchedAt",
  r.sent_date as "sentDate", r.response_received as "responseReceived",
  r.acknowledged_at as "acknowledgedAt", r.completed_at as "completedAt",
  r.info_requested_at as "infoRequestedAt", r.reminded_at as "remindedAt",
  i.name as "institutionName", i.reply_business_days as "replyBusinessDays",
  i.small_estate_limit_cents as "smallEstateLimitCents",
  i.small_estate_requirements as "smallEstateRequirements", i.small_estate_note as "smallEstateNote",
  (select max(x.created_at) from notification_replies x
    where x.institutions_notified_id = r.institutions_notified_id) as "lastReplyAt"
from notifications n
left join institutions_notified r on r.notification_id = n.notification_id
left join institutions i on i.institution_id = r.institution_id
where n.reference_code = $1
order by i.name asc, r.other_name asc`;

/** One row of STATUS_SQL; the row's and the organisation's columns are null where the joins found none. */
interface StatusRow {
  id: string;
  referenceCode: string;
  status: string;
  dateSent: Date;
  recipient: string;
  notificationType: string;
  createdBy: string | null;
  rowId: string | null;
  institutionId: string | null;
  otherName: string | null;
  rowStatus: 'pending' | 'sent' | 'completed' | 'failed' | null;
  deliveryChannel: 'email' | 'letter';
  dispatchedAt: Date | null;
  sentDate: Date | null;
  responseReceived: boolean;
  acknowledgedAt: Date | null;
  completedAt: Date | null;
  infoRequestedAt: Date | null;
  remindedAt: Date | null;
  institutionName: string | null;
  replyBusinessDays: number;
  smallEstateLimitCents: string | number;
  smallEstateRequirements: string[];
  smallEstateNote: string | null;
  lastReplyAt: Date | null;
}

/**
 * Runs STATUS_SQL on the driver under `db` (drizzle keeps it as `$client`). On PostgreSQL it is a
 * named prepared statement, as Drizzle's `.prepare('notification_status')` made it: parsed and
 * planned once per connection.
 */
async function readStatusRows(db: Db, referenceCode: string): Promise<StatusRow[]> {
  // Drizzle's PgDatabase type does not declare the `$client` both of its drivers set.
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query<StatusRow>({
          name: 'notification_status',
          text: STATUS_SQL,
          values: [referenceCode],
        })
      : await client.query<StatusRow>(STATUS_SQL, [referenceCode]);
  return result.rows;
}

/**
 * What the public status lookup shows (spec 1 §2.10, §7), and nothing more. Null when unknown.
 * Anyone with the code sees statuses and dates; the sender (and admins) also get each row's id and
 * its conversation with the organisation (issue 18). `viewer` is who asks: null when signed out.
 */
export async function getNotificationStatus(
  db: Db,
  referenceCode: string,
  viewer: Pick<Actor, 'id' | 'role'> | null = null,
): Promise<NotificationStatus | null> {
  const found = await readStatusRows(db, referenceCode);
  const n = found[0];
  if (!n) return null;
  const rows = found.filter((r): r is StatusRow & { rowId: string } => r.rowId !== null);
  const isRequester = seesNotificationConversation(viewer, n);
  const isAdmin = viewer?.role === 'admin';
  const rowIds = rows.map((r) => r.rowId);
  const [conversations, outboxes] = await Promise.all([
    isRequester
      ? loadConversations(db, rowIds, (documentId) => `/api/notification-documents/${documentId}`)
      : null,
    isAdmin ? outboxOfRows(db, rowIds) : null,
  ]);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  // When it actually went out (email accepted, letter posted); never the acknowledgement.
  const sentOf = (r: StatusRow) => r.dispatchedAt ?? r.sentDate;
  // The notification was sent when the first of its emails or letters left: none yet, no date.
  const firstSent = rows
    .map(sentOf)
    .filter((d): d is Date => d !== null)
    .reduce<Date | null>((first, d) => (first === null || d < first ? d : first), null);
  return {
    notification: {
      referenceCode: n.referenceCode,
      status: n.status as NotificationOverallStatus,
      dateSent: iso(firstSent),
      requestedAt: n.dateSent.toISOString(),
      recipient: n.recipient,
      notificationType: n.notificationType,
    },
    viewer: { isRequester, mayReply: mayReplyAsSender(viewer, n) },
    institutions: rows.map((r) => {
      // The organisation's columns are all null when the row names none (an "Other institution"):
      // its name is never null in the directory, so it says whether the join found one.
      const inDirectory = r.institutionName !== null;
      return {
        id: isRequester ? r.rowId : null,
        name: r.institutionName ?? r.otherName ?? NOTIFY_TEXTS.unknownInstitution,
        other: !r.institutionId,
        status: r.rowStatus ?? 'pending',
        channel: r.deliveryChannel,
        sentDate: iso(sentOf(r)),
        // Sent only once it left (decision 073), whatever the organisation answered meanwhile.
        delivery: sentOf(r) ? 'sent' : 'queued',
        outbox: r.deliveryChannel === 'email' ? (outboxes?.get(r.rowId) ?? null) : null,
        responseReceived: r.responseReceived,
        acknowledgedAt: iso(r.acknowledgedAt),
        completedAt: iso(r.completedAt),
        infoRequestedAt: iso(r.infoRequestedAt),
        remindedAt: iso(r.remindedAt),
        lastReplyAt: iso(r.lastReplyAt),
        // The New Zealand date by which it should acknowledge (chasing): its reply time in business days.
        expectedBy: expectedReplyBy(r.dispatchedAt, inDirectory ? r.replyBusinessDays : undefined),
        smallEstateRule: inDirectory
          ? smallEstateRuleOf({
              smallEstateLimitCents: Number(r.smallEstateLimitCents),
              smallEstateRequirements: r.smallEstateRequirements,
              smallEstateNote: r.smallEstateNote,
            })
          : null,
        conversation: conversations ? (conversations.get(r.rowId) ?? []) : null,
      };
    }),
  };
}

/** The id of the notification a reference code names (which live change events carry), or null. */
export async function notificationIdOf(db: Db, referenceCode: string): Promise<string | null> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.referenceCode, referenceCode));
  return row?.id ?? null;
}
