import type { Role } from '@estate/domain';

/** How each account role is named on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  lawyer: 'Lawyer',
  executor: 'Executor',
  beneficiary: 'Beneficiary',
  user: 'User',
  notifyflow: 'NotifyFlow',
};

/** The label of a role name that may not be one of ours (e.g. from a list the API sends). */
export function roleLabelOf(value: string): string {
  return Object.hasOwn(ROLE_LABELS, value) ? ROLE_LABELS[value as Role] : value;
}
