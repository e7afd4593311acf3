import { BUILT_IN_TEMPLATE_CATEGORIES } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { templateCategories } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { firmOfNewTemplate, visibleTemplateCategories } from '../access/index.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The library's categories: the built-in ones and the firm's own (and the platform's, from admins). */
export async function listTemplateCategories(db: Db, actor: Who) {
  const firm = await db
    .select({ id: templateCategories.id, name: templateCategories.name })
    .from(templateCategories)
    .where(visibleTemplateCategories(actor))
    .orderBy(templateCategories.name);
  return { builtIn: [...BUILT_IN_TEMPLATE_CATEGORIES], firm };
}

/** New Category: one more for the firm's library (an admin's: every library's). 400 when it exists. */
export async function addTemplateCategory(
  db: Db,
  actor: Who,
  name: string,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<{ id: string; name: string }>,
) {
  const firmId = await firmOfNewTemplate(db, actor);
  const { builtIn, firm } = await listTemplateCategories(db, actor);
  if ([...builtIn, ...firm.map((c) => c.name)].some((c) => c.toLowerCase() === name.toLowerCase()))
    throw new AppError('VALIDATION', `There is already a category “${name}”.`, [
      { path: 'name', message: `There is already a category “${name}”.` },
    ]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(templateCategories)
      .values({ firmId, name, createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'template_category.created',
      entityType: 'template_category',
      entityId: row!.id,
      data: { name },
    });
    const added = { id: row!.id, name: row!.name };
    await remember?.(tx, added);
    return added;
  });
}
