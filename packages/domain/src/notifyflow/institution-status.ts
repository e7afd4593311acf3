import { z } from 'zod';
import { INSTITUTION_STATUSES, type InstitutionStatus } from '../notifyflow.js';

/**
 * Where one notified organisation's row may go from each status (decision 015). The steps:
 * `pending` — not delivered yet (its email waits in the outbox, or its letter waits to be posted);
 * `sent` — delivered (the email went out, the letter was posted, or the organisation acknowledged);
 * `completed` — the organisation did what the family asked; `failed` — it could not, or needs more
 * information. Nothing goes back to `pending`: the email or letter has gone, and nothing would send
 * it again. Staying on the same status is allowed (an admin's note, a second acknowledgement).
 */
export const INSTITUTION_STATUS_TRANSITIONS: Readonly<
  Record<InstitutionStatus, readonly InstitutionStatus[]>
> = {
  pending: ['pending', 'sent', 'completed', 'failed'],
  sent: ['sent', 'completed', 'failed'],
  completed: ['sent', 'completed', 'failed'],
  failed: ['sent', 'completed', 'failed'],
};

/** The statuses a row in `from` may be set to, in the order of INSTITUTION_STATUSES. */
export function nextInstitutionStatuses(from: InstitutionStatus): readonly InstitutionStatus[] {
  return INSTITUTION_STATUS_TRANSITIONS[from];
}

export function canChangeInstitutionStatus(from: InstitutionStatus, to: InstitutionStatus): boolean {
  return INSTITUTION_STATUS_TRANSITIONS[from].includes(to);
}

/** After the organisation answered completed or failed, its response link is spent. */
export const FINAL_INSTITUTION_STATUSES: readonly InstitutionStatus[] = ['completed', 'failed'];

export const INSTITUTION_STATUS_TEXTS = {
  chooseStatus: 'Please choose a status',
  noteRequired: 'Please add a note saying why',
  backToPending:
    'A notification that has gone out cannot go back to pending: nothing would send it again. Choose sent, completed or failed.',
} as const;

/** PATCH /api/admin/institutions-notified/:id: an admin sets one row's status, saying why. */
export const institutionStatusChangeSchema = z.object({
  status: z.enum(INSTITUTION_STATUSES, { message: INSTITUTION_STATUS_TEXTS.chooseStatus }),
  note: z.string().trim().min(1, { message: INSTITUTION_STATUS_TEXTS.noteRequired }).max(2000),
});
export type InstitutionStatusChange = z.infer<typeof institutionStatusChangeSchema>;

/** The answer of that PATCH. */
export const institutionStatusChangedSchema = z.object({
  id: z.uuid(),
  status: z.enum(INSTITUTION_STATUSES),
  /** The row's version after the change (also the answer's ETag): the next change sends it. */
  version: z.number().int(),
});
export type InstitutionStatusChanged = z.infer<typeof institutionStatusChangedSchema>;

/** GET /api/admin/institutions-notified/:id/audit: the row's trail, newest first. */
export const institutionAuditSchema = z.object({
  items: z.array(
    z.object({
      /** `institution_notified.email_sent`, `….letter_posted`, `….status_changed`, `institution.responded`. */
      action: z.string(),
      /** The admin, "NotifyFlow (email sent)", or "The institution (response link)". */
      actorName: z.string(),
      /** `{ from, to }` and what the cause adds: `note`, `letterId`, `outboxId`, `action`, `message`. */
      data: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type InstitutionAudit = z.infer<typeof institutionAuditSchema>;
