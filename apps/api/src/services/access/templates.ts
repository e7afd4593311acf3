import { isNull, or, sql, type SQL } from 'drizzle-orm';
import {} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { documentTemplates, estates, templateCategories } from '../../db/schema.js';
import { forbidden } from '../../lib/app-error.js';
import { runsEstates, type Who } from './actor.js';
import { firmOfLawyer, myFirm, visibleEstates } from './estate-base.js';

/**
 * Document templates (issue 17) this person may use, for queries over `document_templates`: those
 * who run estates see the starter set (no firm) and the templates of their own firm and of the firms
 * whose estates they may see (an executor merges the firm's letters into the estate they run); an
 * admin sees every one. Beneficiaries and NotifyFlow accounts none (the routes answer 403 first).
 */
export function usableTemplates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (!runsEstates(actor)) return sql`false`;
  const firms = sql`(select ${estates.firmId} from ${estates} where ${visibleEstates(actor)} and ${estates.firmId} is not null)`;
  return or(
    isNull(documentTemplates.firmId),
    ...(actor.role === 'lawyer' ? [sql`${documentTemplates.firmId} = ${firmOfLawyer(actor.id)}`] : []),
    sql`${documentTemplates.firmId} in ${firms}`,
  )!;
}

/**
 * The templates this person may change (Edit, a new version, delete), among those usable: an
 * admin every one (the starter set is theirs), a lawyer their own firm's. As SQL, so a list can say
 * per row whether its Edit shows.
 */
export function editableTemplates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role !== 'lawyer') return sql`false`;
  return sql`${documentTemplates.firmId} = ${firmOfLawyer(actor.id)}`;
}

/** Refuses (403) a change to a template this person may use but not change (the starter set, for a lawyer). */
export function requireEditableTemplate(
  actor: Who,
  template: { firmId: string | null },
  myFirmId: string | null,
): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'lawyer' && template.firmId !== null && template.firmId === myFirmId) return;
  throw forbidden(
    template.firmId === null
      ? 'The starter templates are kept by administrators. Upload your own copy to change it.'
      : 'You do not have permission to change this template.',
  );
}

/**
 * The firm a new template or category belongs to: a lawyer's firm; none (the starter set) for an
 * admin. A lawyer without a firm has no library of their own (403).
 */
export async function firmOfNewTemplate(db: Db | Tx, actor: Who): Promise<string | null> {
  if (actor.role === 'admin') return null;
  const firmId = await myFirm(db, actor);
  if (!firmId) throw forbidden('Only lawyers of a law firm can add templates to its library.');
  return firmId;
}

/**
 * Template categories this person's library shows (New Category): the platform's (no firm, added by
 * admins) and their own firm's. For queries over `template_categories`.
 */
export function visibleTemplateCategories(actor: Who): SQL {
  if (actor.role === 'admin') return isNull(templateCategories.firmId);
  return or(
    isNull(templateCategories.firmId),
    sql`${templateCategories.firmId} = ${firmOfLawyer(actor.id)}`,
  )!;
}
