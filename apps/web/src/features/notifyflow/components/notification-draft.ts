import { CONTACT_METHODS } from '@estate/domain';
import { z } from 'zod';

/** A fresh idempotency key; `randomUUID` needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newRowKey(): string {
  return newIdempotencyKey().slice(0, 12);
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
  notificationReason: z.array(z.string()).catch([]),
  probateStatus: str,
  irdRefund: bool,
  lifeInsurance: bool,
  contactMethod: z.enum(CONTACT_METHODS.map((m) => m.value) as ['email', 'phone', 'letter']).catch('email'),
  contactAddress: str,
  recipientName: str,
  recipientEmail: str,
  recipientPhone: str,
  additionalRecipients: z
    .array(z.object({ key: z.string().catch(() => newRowKey()), name: str, email: str }))
    .catch([]),
  selectedInstitutions: z.array(z.object({ institutionId: z.string(), accountReference: str })).catch([]),
  institutionName: str,
  contactDetails: str,
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

/** The request body the API validates with `notificationFormSchema`. */
export function payloadOf(draft: NotificationDraft, estateId: string | null): Record<string, unknown> {
  const { additionalRecipients, ...rest } = draft;
  return {
    ...rest,
    additionalRecipients: additionalRecipients.map(({ name, email }) => ({ name, email, role: 'cc' })),
    estateId,
  };
}

/** Zod issues as `{ 'additionalRecipients.0.name': message }`, keeping the first per field. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
