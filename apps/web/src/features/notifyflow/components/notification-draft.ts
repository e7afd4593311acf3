import { CONTACT_METHODS, notificationFormSchema } from '@estate/domain';
import { z } from 'zod';

/** A fresh idempotency key; `randomUUID` needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const str = z.string().catch('');
const bool = z.boolean().catch(false);

/**
 * What the form holds while it is being filled, as the browser keeps it between reloads. Every
 * field falls back to empty when a stored draft is damaged or from an older version. Files are
 * not part of it: browsers cannot store them.
 */
const draftSchema = z.object({
  relationship: str,
  deceasedName: str,
  dateOfDeath: str,
  dateOfBirth: str,
  notificationReason: z.array(z.string()).catch([]),
  probateStatus: str,
  irdRefund: bool,
  lifeInsurance: bool,
  contactMethod: z.enum(CONTACT_METHODS.map((m) => m.value) as ['email', 'phone', 'letter']).catch('email'),
  contactAddress: str,
  recipientName: str,
  recipientEmail: str,
  recipientPhone: str,
  additionalRecipients: z.array(z.object({ name: str, email: str })).catch([]),
  selectedInstitutions: z.array(z.object({ institutionId: z.string(), accountReference: str })).catch([]),
  institutionName: str,
  contactDetails: str,
  /** Organisations the sender chose to tell again, already told about this person (issue 44). */
  sendDespiteDuplicates: z.array(z.string()).catch([]),
  idempotencyKey: z
    .string()
    .min(16)
    .catch(() => newIdempotencyKey()),
});
export type NotificationDraft = z.infer<typeof draftSchema>;

export function emptyDraft(): NotificationDraft {
  return draftSchema.parse({});
}

export function draftStorageKey(estateId: string | null): string {
  return estateId ? `estate.notifyflow.draft.${estateId}` : 'estate.notifyflow.draft';
}

export function loadDraft(key: string): NotificationDraft {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? draftSchema.parse(JSON.parse(raw)) : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(key: string, draft: NotificationDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * The draft checked as the request the API takes: the domain's `notificationFormSchema`, so its
 * rules and the spec's messages; the parsed request is what is sent.
 */
export const draftAsRequestSchema = (estateId: string | null) =>
  z
    .custom<NotificationDraft>()
    .transform((draft): unknown => ({ ...draft, estateId }))
    .pipe(notificationFormSchema);
