/** Account roles (spec 1 §6). `user` exists only as an admin-form value. */
export const ROLES = ['admin', 'lawyer', 'executor', 'beneficiary', 'user', 'notifyflow'] as const;
export type Role = (typeof ROLES)[number];

/** Role assumed when none is stored (spec 1 §9). */
export const DEFAULT_ROLE: Role = 'beneficiary';

/** Account types offered on /signup, in the order shown; default Executor (spec 1 §2.7). */
export const SIGNUP_ACCOUNT_TYPES = [
  { value: 'lawyer', label: 'Lawyer' },
  { value: 'executor', label: 'Executor' },
  { value: 'beneficiary', label: 'Beneficiary' },
] as const;
export const DEFAULT_SIGNUP_ACCOUNT_TYPE = 'executor' as const;

/** Roles a person may give themselves by signing up. Admin is only made by the CLI or an admin. */
export const SELF_SERVICE_ROLES = ['lawyer', 'executor', 'beneficiary', 'notifyflow'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** The cycle an admin steps through by clicking the role label (view only). */
export const ADMIN_VIEW_ROLE_CYCLE = ['admin', 'lawyer', 'executor', 'beneficiary'] as const;
export type ViewRole = (typeof ADMIN_VIEW_ROLE_CYCLE)[number];

export function nextViewRole(current: ViewRole): ViewRole {
  const i = ADMIN_VIEW_ROLE_CYCLE.indexOf(current);
  return ADMIN_VIEW_ROLE_CYCLE[(i + 1) % ADMIN_VIEW_ROLE_CYCLE.length] ?? 'admin';
}

export function parseRole(value: unknown): Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? (value as Role)
    : DEFAULT_ROLE;
}

/**
 * One permission matrix, read by the API (enforcement) and the web app (what to show).
 * The web app only hides; the API decides.
 */
export const PERMISSIONS = {
  'dashboard:use': ['admin', 'lawyer', 'executor', 'beneficiary', 'user'],
  'estate:create': ['admin', 'lawyer'],
  'executors:view': ['admin', 'lawyer'],
  /** Change an estate's status, stage and grant date, and read and add its notes. */
  'estate:manage': ['admin', 'lawyer', 'executor'],
  'admin:access': ['admin'],
  /** Upload and change document templates: a lawyer their firm's, an admin the starter set (issue 17). */
  'templates:manage': ['admin', 'lawyer'],
  /** The audit log: an admin all of it, a lawyer their estates' and their firm's events. */
  'audit:view': ['admin', 'lawyer'],
  /** Record a distribution as paid before it is safe (s47, a claim open), with a written reason. */
  'distribution:override': ['admin', 'lawyer'],
  'notifyflow:use': ['admin', 'lawyer', 'executor', 'beneficiary', 'user', 'notifyflow'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
