import { and, eq } from 'drizzle-orm';
import {
  checkCourtApplication,
  isDeathCertificate,
  type CourtApplicationCheck,
  type CourtPaper,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { courtApplications } from '../../db/schema.js';
import { documents, lawFirms, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { requireEstate, visibleDocuments } from '../access/index.js';
import { findRow } from '../records/find-estate-record.js';
import { courtApplicationRecords } from '../records/kinds/court-applications.js';
import type { CourtPaperFacts } from './draft-court-paper.js';

type Who = Pick<Actor, 'id' | 'role' | 'name'>;
type ApplicationRow = typeof courtApplications.$inferSelect;

/**
 * An application of an estate the actor may see, with what its papers merge (the estate, the firm
 * whose matter it is, the lawyer acting) and its pre-filing check (the domain's rule, so the screen
 * and the API say the same). 404 for an estate or application out of sight.
 */
export async function loadCourtApplication(
  db: Db,
  actor: Who,
  estateId: string,
  id: string,
): Promise<{ facts: CourtPaperFacts; check: CourtApplicationCheck; row: ApplicationRow }> {
  const estate = await requireEstate(db, actor, estateId);
  const row = (await findRow(db, courtApplicationRecords, estate.id, id)) as ApplicationRow;
  const [docs, firm, creator] = await Promise.all([
    db
      .select({ fileName: documents.uploadedFile, tags: documents.tags })
      .from(documents)
      .where(and(eq(documents.estateId, estate.id), visibleDocuments(actor))),
    estate.firmId
      ? db
          .select()
          .from(lawFirms)
          .where(eq(lawFirms.id, estate.firmId))
          .then((r) => r[0])
      : undefined,
    estate.createdBy
      ? db
          .select({ name: users.name, role: users.role })
          .from(users)
          .where(eq(users.id, estate.createdBy))
          .then((r) => r[0])
      : undefined,
  ]);
  // The lawyer acting: whoever drafts, if a lawyer; else the lawyer who opened the matter.
  const lawyerName = actor.role === 'lawyer' ? actor.name : creator?.role === 'lawyer' ? creator.name : null;
  const check = checkCourtApplication({
    application: { ...row },
    estate,
    hasDeathCertificate: docs.some(isDeathCertificate),
  });
  const facts: CourtPaperFacts = {
    application: row,
    estate,
    firm: firm
      ? { name: firm.name, address: firm.address, phone: firm.contactPhone, email: firm.contactEmail }
      : null,
    lawyerName,
  };
  return { facts, check, row };
}

/**
 * The paper asked for, when the check passes and the application gets it; otherwise 400 naming the
 * missing facts (each an issue, with where to put it right).
 */
export function requirePaper(check: CourtApplicationCheck, paper: CourtPaper) {
  const listed = check.papers.find((p) => p.paper === paper);
  if (check.note) throw new AppError('VALIDATION', check.note, [{ path: 'paper', message: check.note }]);
  if (!listed) {
    const message = 'This application does not get that paper.';
    throw new AppError('VALIDATION', message, [{ path: 'paper', message }]);
  }
  if (!check.isReady)
    throw new AppError(
      'VALIDATION',
      `The papers cannot be drafted yet: ${check.missing.map((m) => m.message).join(' ')}`,
      check.missing.map((m) => ({ path: m.field ? `${m.where}.${m.field}` : m.where, message: m.message })),
    );
  return listed;
}
