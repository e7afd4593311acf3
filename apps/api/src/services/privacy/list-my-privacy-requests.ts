import type { PrivacyRequestList } from '@estate/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { privacyRequests } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { ownPrivacyRequests } from '../access/index.js';
import { privacyRequestDto } from './privacy-request-dto.js';

/** The person's own privacy requests, newest first, with their status, due date and answer. */
export async function listMyPrivacyRequests(db: Db, actor: Pick<Actor, 'id'>): Promise<PrivacyRequestList> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(ownPrivacyRequests(actor))
    .orderBy(desc(privacyRequests.receivedAt));
  return { items: rows.map((row) => privacyRequestDto(row)) };
}
