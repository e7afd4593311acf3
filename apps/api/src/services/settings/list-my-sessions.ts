import { and, desc, gt } from 'drizzle-orm';
import type { MySession } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows } from '../access/index.js';

/**
 * The person's sessions that have not expired, newest first, the one making the request marked
 * current. Never a session's token (it is the cookie's secret): ending the others goes through
 * better-auth's revoke-other-sessions.
 */
export async function listMySessions(db: Db, actor: Pick<Actor, 'id' | 'sessionId'>): Promise<MySession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(myOwnRows.sessions(actor), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    isCurrent: r.id === actor.sessionId,
  }));
}
