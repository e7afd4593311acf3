import { and, eq, sql } from 'drizzle-orm';
import { can, type Permission } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { documents, estates, messageThreads } from '../../db/schema.js';
import type { ChangeEvent } from '../events/change-feed.js';
import type { AnyRecordKind } from '../records/define-record.js';
import { runsEstates, type Who } from './actor.js';
import { visibleDocuments } from './documents.js';
import { myFirm, visibleEstates } from './estate-base.js';
import { visibleThreads } from './messages.js';

/*
 * Who may be told of a change (issue 39, decision 062): exactly those who may read the thing that
 * changed, by the access floor's own scopes, so an event never reveals that an estate or a record
 * exists to someone who may not see it. The records kit's kinds are handed in (`kitKinds`, from
 * services/records/all-kinds.ts) so this floor imports nothing above it. Each open stream keeps a reader of its own: whether an estate
 * is visible is remembered for two seconds (a burst of changes on one estate asks once), and forgotten
 * at once when the estate itself changes (an executor taken off it stops hearing of it).
 */

const REMEMBER_MS = 2000;
/** Changes of the back office that only admins read (decision 062). */
const BACK_OFFICE_KINDS = new Set(['institutions', 'letters', 'invoices', 'audit-verification', 'outbox']);

/**
 * The reader of one open stream: whether `actor` may be told of each change. `kitKinds` are the
 * records kit's kinds by their path, the name their change events carry.
 */
export function eventReader(db: Db, actor: Who, kitKinds: ReadonlyMap<string, AnyRecordKind>) {
  const seen = new Map<string, { visible: boolean; at: number }>();

  async function seesEstate(estateId: string): Promise<boolean> {
    const known = seen.get(estateId);
    if (known && Date.now() - known.at < REMEMBER_MS) return known.visible;
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(estates)
      .where(and(eq(estates.id, estateId), visibleEstates(actor)));
    seen.set(estateId, { visible: !!row, at: Date.now() });
    return !!row;
  }

  const may = (permission: Permission) => can(actor.role, permission);

  /** Whether this reader may be told of the change. */
  return async function mayHear(event: ChangeEvent): Promise<boolean> {
    if (event.kind === 'estate' && event.estateId) seen.delete(event.estateId);
    // One's own notices (the bell): the event names the person, and reaches only them.
    if (event.kind === 'notification') return event.id === actor.id;
    // One's own account (profile, notification switches): likewise only theirs.
    if (event.kind === 'account') return event.id === actor.id;
    const kind = kitKinds.get(event.kind);
    if (kind?.place.of === 'platform') {
      const { place } = kind;
      if (!may(place.read)) return false;
      const table = kind.table;
      const rows = place.rows(actor, table);
      // A kind every reader of it sees whole (an admin's kinds, the legal forms) needs no row.
      if (rows.length === 0 || place.read === 'admin:access') return true;
      // One's own reports, the calendar events one may see: the row, by the kind's scope; of a row
      // that is gone nothing can be said, so nobody else is told.
      if (event.action === 'deleted' || !event.id) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(table)
        .where(and(eq(table.id, event.id), ...rows));
      return !!row;
    }
    // The back office's NotifyFlow directory, letters and invoices: for the admins who keep them.
    if (BACK_OFFICE_KINDS.has(event.kind)) return may('admin:access');
    // A notification's organisations changed: the back office's list, for every admin.
    if (event.kind === 'notifyflow' && may('admin:access')) return true;
    // A firm's settings: for its own lawyers.
    if (event.kind === 'firm-settings') return !!event.id && (await myFirm(db, actor)) === event.id;
    if (!event.estateId || !may('dashboard:use') || !(await seesEstate(event.estateId))) return false;
    if (kind) return kind.place.read === 'estate:manage' ? runsEstates(actor) : true;
    if (event.kind === 'estate' || event.kind === 'task') return true;
    // An organisation's answer to the estate's notifications: those who run the estate, as its
    // NotifyFlow panel is theirs (access `requireEstateNotifications`).
    if (event.kind === 'notifyflow') return runsEstates(actor);
    // Who has the estate open: told to those who run it, as its presence route answers them.
    if (event.kind === 'presence') return runsEstates(actor);
    // The estate's books closed or reopened (decision 070): its ledger's readers, who run it.
    if (event.kind === 'ledger-periods') return runsEstates(actor);
    if (event.kind === 'document') {
      if (runsEstates(actor)) return true;
      if (!event.id || event.action === 'deleted') return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(documents)
        .where(and(eq(documents.id, event.id), visibleDocuments(actor)));
      return !!row;
    }
    if (event.kind === 'message' && event.id) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(messageThreads)
        .where(and(eq(messageThreads.id, event.id), visibleThreads(actor)));
      return !!row;
    }
    return false;
  };
}
