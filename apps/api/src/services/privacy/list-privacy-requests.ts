import { nzToday, type AdminPrivacyRequestList } from '@estate/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { privacyRequests, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { visiblePrivacyRequests } from '../access/index.js';
import { privacyRequestDto } from './privacy-request-dto.js';

const closer = alias(users, 'closer');

/**
 * The back office's privacy requests (`admin:access`): open ones by default, soonest due first,
 * each with who asked, the working days left (below 0 when overdue) and who closed it.
 */
export async function listPrivacyRequests(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: { status: 'open' | 'closed' | 'all' },
): Promise<AdminPrivacyRequestList> {
  const filters: SQL[] = [visiblePrivacyRequests(actor)];
  if (query.status !== 'all') filters.push(eq(privacyRequests.status, query.status));
  const rows = await db
    .select({
      request: privacyRequests,
      requester: { id: users.id, name: users.name, email: users.email },
      closedBy: closer.name,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.requesterId))
    .leftJoin(closer, eq(closer.id, privacyRequests.closedBy))
    .where(and(...filters))
    .orderBy(asc(privacyRequests.dueDate), asc(privacyRequests.receivedAt))
    .limit(500);
  const today = nzToday();
  return {
    items: rows.map((r) => ({
      ...privacyRequestDto(r.request, today),
      requester: r.requester,
      closedBy: r.closedBy ?? null,
    })),
  };
}
