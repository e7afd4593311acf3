import { recordVersionSchema } from '../versions.js';
/**
 * User accounts as an admin manages them (spec 3 §2 "Users", §3, §4; issue 15): add (with a password,
 * or an emailed invitation to set one), edit role, firm, status and notification preferences,
 * delete (the personal data blanked, the row kept so the audit trail stays readable).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ROLES, type Role } from '../roles.js';
import { TEXTS } from '../texts.js';
import {
  choice,
  optionalText,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

/** The roles an admin may give (spec 3 §2: admin, lawyer, executor, beneficiary, user; and NotifyFlow). */
export const USER_ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'lawyer', label: 'Lawyer' },
  { value: 'executor', label: 'Executor' },
  { value: 'beneficiary', label: 'Beneficiary' },
  { value: 'user', label: 'User' },
  { value: 'notifyflow', label: 'NotifyFlow' },
] as const satisfies readonly Option<Role>[];

export const USER_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly Option[];

/** A new account's role unless chosen (spec 3 §9). */
export const DEFAULT_ADMIN_FORM_ROLE: Role = 'user';

export const USER_ADMIN_TEXTS = recordTexts('user', 'users', {
  add: 'Add User',
  edit: 'Edit User',
  created: 'User added successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone.',
  notFound: 'User not found',
  empty: 'No users found',
  emptyHint: 'Add the people who use the platform.',
  loadFailed: 'Failed to load users. Please try again.',
  loadFailedTitle: 'Error Loading Data',
  saveFailed: 'Failed to save user. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
});

/** The page's words (spec 3 §2) and the rules' messages. */
export const USER_ADMIN_PAGE = {
  title: 'Users',
  subtitle: 'Manage user accounts and permissions',
  searchPlaceholder: 'Search users...',
  never: 'Never',
  passwordAddPlaceholder: 'Enter password',
  passwordEditPlaceholder: 'Leave blank to keep current',
  invitationHint: 'Leave blank to email them an invitation to set their own password.',
  lastAdmin:
    'This is the last active admin. Make another user an admin before you demote, deactivate or delete this one.',
  ownRole: 'You cannot change your own role.',
  ownStatus: 'You cannot deactivate your own account.',
  ownDelete: 'You cannot delete your own account.',
  emailTaken: 'A user with this email address already exists.',
  firmOnlyLawyers: 'Only a lawyer can belong to a law firm.',
  firmUnknown: 'Please choose a law firm from the list.',
  /** What a deleted account is called wherever it is named (the audit trail). */
  deletedName: 'Deleted user',
} as const;

/** Sign-in refused for a deactivated account (the login form shows it as it comes). */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please contact your administrator if you need access.';

/** The delete question (spec 3 §2), naming the user. */
export const userDeleteQuestion = (name: string) =>
  `Are you sure you want to delete the user "${name}"? This action cannot be undone.`;

/** How long an invitation's set-password link works. */
export const INVITATION_LINK_TTL_SECONDS = 60 * 60 * 24 * 7;

/** Email, mobile and browser notifications; all on unless turned off (spec 3 §9). */
export const notificationPreferencesSchema = z.object({
  email: z.boolean({ message: 'Email notifications must be on or off' }).default(true),
  mobile: z.boolean({ message: 'Mobile notifications must be on or off' }).default(true),
  browser: z.boolean({ message: 'Browser notifications must be on or off' }).default(true),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  mobile: true,
  browser: true,
};

/** A stored preferences value (any shape) read as the three switches, defaults where missing. */
export function readNotificationPreferences(stored: unknown): NotificationPreferences {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const flag = (v: unknown) => (typeof v === 'boolean' ? v : true);
  return { email: flag(s.email), mobile: flag(s.mobile), browser: flag(s.browser) };
}

/**
 * An account as the form and the API take it (the whole record). On an edit the email stays as it
 * was (it is the person's sign-in) and a blank password keeps the current one; on an add a blank
 * password emails an invitation instead.
 */
export const userAdminInputSchema = z
  .object({
    name: requiredText('Full Name'),
    email: z
      .string({ message: 'Email is required' })
      .trim()
      .min(1, { message: 'Email is required' })
      .max(254, { message: 'Please enter a valid email address.' })
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        message: 'Please enter a valid email address.',
      }),
    phone: optionalText('Phone', 40),
    role: z.enum(ROLES, { message: 'Please choose a role' }).default(DEFAULT_ADMIN_FORM_ROLE),
    status: choice(USER_STATUS_OPTIONS, 'status').default('active'),
    firmId: z.union([z.literal(''), z.uuid()], { message: USER_ADMIN_PAGE.firmUnknown }).nullish(),
    password: z
      .string({ message: 'Password must be text' })
      .max(PASSWORD_MAX_LENGTH, { message: TEXTS.errors.passwordTooLong })
      .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, {
        message: TEXTS.errors.passwordTooShort,
      })
      .nullish(),
    notificationPreferences: notificationPreferencesSchema.default(DEFAULT_NOTIFICATION_PREFERENCES),
  })
  .refine((v) => !v.firmId || v.role === 'lawyer', {
    message: USER_ADMIN_PAGE.firmOnlyLawyers,
    path: ['firmId'],
  });
export type UserAdminInput = z.input<typeof userAdminInputSchema>;

export const userAdminDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  active: z.boolean(),
  firmId: z.string().nullable(),
  firmName: z.string().nullable(),
  /** Estates the person may see (the access rule of decision 059: a lawyer counts the firm's). */
  linkedEstates: z.number().int(),
  /** When they last signed in; null: never ("Never"). */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  notificationPreferences: z.object({ email: z.boolean(), mobile: z.boolean(), browser: z.boolean() }),
});
export type UserAdminDto = z.infer<typeof userAdminDtoSchema>;

export const userAdminListQuerySchema = recordListQuerySchema.extend({
  role: z.enum(ROLES, { message: 'Please choose a role' }).optional(),
  status: choice(USER_STATUS_OPTIONS, 'status').optional(),
});

/** The tiles over every account (not only the page or the filtered ones), and the roles present. */
export const userAdminSummarySchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  adminUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  /** The roles some account has, for the Role filter ("All Roles plus the roles present"). */
  roles: z.array(z.enum(ROLES)),
});
export type UserAdminSummary = z.infer<typeof userAdminSummarySchema>;
export const userAdminListSchema = recordListSchema(userAdminDtoSchema, userAdminSummarySchema);
