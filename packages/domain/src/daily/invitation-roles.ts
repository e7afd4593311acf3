/**
 * The roles an estate invitation is for, and how a sentence names them. Apart from invitations.ts
 * and without zod, so the dashboard's first screen (its Recent Activity) downloads no schema for
 * them (decision 085).
 */
import type { Option } from '../estate-records/fields.js';

export const INVITATION_ROLES = [
  { value: 'executor', label: 'Co-executor' },
  { value: 'beneficiary', label: 'Beneficiary' },
  { value: 'lawyer', label: 'Lawyer' },
] as const satisfies readonly Option[];
export type InvitationRole = (typeof INVITATION_ROLES)[number]['value'];

/** What the role is called in a sentence ("invited you as a co-executor of …"). */
export const INVITATION_ROLE_WORDS: Record<InvitationRole, string> = {
  executor: 'a co-executor',
  beneficiary: 'a beneficiary',
  lawyer: 'a lawyer',
};
