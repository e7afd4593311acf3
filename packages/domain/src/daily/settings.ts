/**
 * Settings and Profile (spec 3 §2 "Settings", "Profile Settings"; issue 16): a person's own profile,
 * their notification preferences, their sign-in security, and (for a lawyer of a firm) the firm's
 * settings. The request schemas only check and trim; the API normalises (a GST number's hyphens).
 */
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth.js';
import { ROLES } from '../roles.js';
import { choice, requiredMoney, requiredText, type Option } from '../estate-records/fields.js';
import { recordVersionSchema } from '../versions.js';
import { notificationKindPreferencesSchema } from './notification-preferences.js';

/* ─────────────────────────────── Profile ─────────────────────────────── */

/** The spec's time zones (spec 3 §9); New Zealand first, and the default. */
export const TIME_ZONES = [
  { value: 'Pacific/Auckland', label: 'New Zealand (Pacific/Auckland)' },
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
] as const satisfies readonly Option[];
export type TimeZone = (typeof TIME_ZONES)[number]['value'];

export const PHONE_MESSAGE = 'Please enter a phone number, like 021 123 4567 or +64 21 123 4567';

/**
 * A phone number, checked loosely: New Zealand (`021 123 4567`, `(09) 123 4567`) or international
 * (`+44 20 7946 0958`): digits with spaces, hyphens, dots and brackets, an optional leading +, and
 * 7 to 15 digits in all (E.164's most).
 */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[0-9 ()\-.]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** What Save Changes sends for the profile. An email different from the current one is a change request. */
export const profileInputSchema = z.object({
  name: requiredText('Full name'),
  email: z.string({ message: 'Please enter a valid email address.' }).trim().pipe(emailSchema),
  phone: z
    .string({ message: PHONE_MESSAGE })
    .trim()
    .max(40, { message: 'Phone must be 40 characters or fewer' })
    .refine((v) => v === '' || isPhoneNumber(v), { message: PHONE_MESSAGE })
    .nullish(),
  timeZone: choice(TIME_ZONES, 'time zone'),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** The signed-in person's profile (Settings and the Profile page). */
export const profileDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  role: z.enum(ROLES),
  firm: z.object({ id: z.string(), name: z.string() }).nullable(),
  memberSince: z.string(),
  twoFactorEnabled: z.boolean(),
  /** The account's version (decision 060): a save sends it back as If-Match. */
  version: recordVersionSchema,
});
export type ProfileDto = z.infer<typeof profileDtoSchema>;

/** What saving the profile answers: the profile, and where an email change's link went (if any). */
export const profileSavedSchema = profileDtoSchema.extend({
  /** The new address the confirmation link was sent to; the email itself changes once it is opened. */
  emailChangeSentTo: z.string().nullable(),
});
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/* ─────────────────────────────── Notification preferences ─────────────────────────────── */

/** PUT /api/me/notification-preferences: each kind's In app and Email switches. */
export const notificationPreferencesInputSchema = notificationKindPreferencesSchema;

/**
 * What GET and PUT answer: the switches, and the version of the account row they are stored on
 * (decision 060; the profile's `version` too), sent back as If-Match.
 */
export const notificationPreferencesDtoSchema = notificationKindPreferencesSchema.extend({
  version: recordVersionSchema,
});
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;

/* ─────────────────────────────── Security ─────────────────────────────── */

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required.' }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A code from an authenticator app: 6 digits (spaces typed between them are dropped by the form). */
export const totpCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app.' }),
});

/** A one-time recovery code as better-auth issues them (`xxxxx-xxxxx`). */
export const recoveryCodeSchema = z.object({
  code: z.string().trim().min(1, { message: 'Enter one of your recovery codes.' }).max(40),
});

/** One of the person's signed-in sessions (Settings › Active sessions); never its token. */
export const mySessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});
export const mySessionListSchema = z.object({ sessions: z.array(mySessionSchema) });
export type MySession = z.infer<typeof mySessionSchema>;

/** A user agent as a person reads it: "Firefox on Windows", "Safari on iPhone". */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}

export const SETTINGS_TEXTS = {
  title: 'Settings',
  subtitle: 'Your profile, notifications and sign-in security',
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings. Please try again.',
  loadFailed: 'Failed to load settings. Please try again.',
  emailChangeSent: (address: string) => `Check ${address} to confirm the change`,
  twoFactorOff: 'Not configured',
  twoFactorOn: 'Enabled',
  /**
   * Said wherever a change to how someone signs in ends their other sessions (issue 41): turning
   * two-factor sign-in on or off, a new password, a new email address.
   */
  signedOutElsewhere: 'You have been signed out everywhere else.',
  passwordChanged: 'Password changed. You have been signed out everywhere else.',
  twoFactorTurnedOn: 'Two-factor sign-in is on. You have been signed out everywhere else.',
  twoFactorTurnedOff: 'Two-factor sign-in is off. You have been signed out everywhere else.',
  emailConfirmed: 'Your new email address is confirmed. You have been signed out everywhere else.',
  otherSessionsEnded: 'Signed out of every other session',
} as const;

/* ─────────────────────────────── Firm settings ─────────────────────────────── */

/** Business hours start (spec 3 §2: 9:00, 8:00 or 7:00 AM) and end (5:00, 6:00 or 7:00 PM). */
export const BUSINESS_HOURS_STARTS = [
  { value: '09:00', label: '9:00 AM' },
  { value: '08:00', label: '8:00 AM' },
  { value: '07:00', label: '7:00 AM' },
] as const satisfies readonly Option[];
export const BUSINESS_HOURS_ENDS = [
  { value: '17:00', label: '5:00 PM' },
  { value: '18:00', label: '6:00 PM' },
  { value: '19:00', label: '7:00 PM' },
] as const satisfies readonly Option[];

/** The default billing rate per hour of a new firm (spec 3 §9), in cents. */
export const DEFAULT_BILLING_RATE_CENTS = 25_000;

export const GST_NUMBER_MESSAGE = 'Please enter a valid GST number, like 123-456-789';

/**
 * A New Zealand GST number (the business's IRD number): 8 or 9 digits, optionally written
 * xx-xxx-xxx or xxx-xxx-xxx, between 10-000-000 and 150-000-000, whose last digit is Inland
 * Revenue's mod-11 check digit (weights 3,2,7,6,5,4,3,2; when that gives 10, weights 7,4,3,2,5,2,7,6;
 * when that gives 10 too, the number is invalid).
 */
export function isNzGstNumber(text: string): boolean {
  const t = text.trim();
  if (!/^(\d{8,9}|\d{2,3}-\d{3}-\d{3})$/.test(t)) return false;
  const digits = t.replace(/-/g, '').padStart(9, '0');
  const n = Number(digits);
  if (n < 10_000_000 || n > 150_000_000) return false;
  const base = digits.slice(0, 8).split('').map(Number);
  const check = Number(digits[8]);
  const digitFor = (weights: number[]) => {
    const r = base.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
    return r === 0 ? 0 : 11 - r;
  };
  let expected = digitFor([3, 2, 7, 6, 5, 4, 3, 2]);
  if (expected === 10) expected = digitFor([7, 4, 3, 2, 5, 2, 7, 6]);
  return expected !== 10 && expected === check;
}

/** A GST number as printed: xx-xxx-xxx (8 digits) or xxx-xxx-xxx (9). Call on a valid number. */
export function formatGstNumber(text: string): string {
  const d = text.replace(/\D/g, '');
  return d.length === 8
    ? `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`
    : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** An optional GST number as typed (empty is none); the API stores it as `formatGstNumber` prints it. */
export const optionalGstNumber = () =>
  z
    .string({ message: GST_NUMBER_MESSAGE })
    .trim()
    .max(20, { message: GST_NUMBER_MESSAGE })
    .refine((v) => v === '' || isNzGstNumber(v), { message: GST_NUMBER_MESSAGE })
    .nullish();

export const firmSettingsInputSchema = z
  .object({
    name: requiredText('Firm name'),
    businessHoursStart: choice(BUSINESS_HOURS_STARTS, 'business hours start'),
    businessHoursEnd: choice(BUSINESS_HOURS_ENDS, 'business hours end'),
    /** Dollars, as typed ("250.00"); kept as exact cents. */
    defaultBillingRate: requiredMoney('Default billing rate'),
    gstNumber: optionalGstNumber(),
  })
  .strict();
export type FirmSettingsInput = z.input<typeof firmSettingsInputSchema>;

export const firmSettingsDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessHoursStart: z.string(),
  businessHoursEnd: z.string(),
  defaultBillingRateCents: z.number().int(),
  gstNumber: z.string().nullable(),
  /** The firm's version (decision 060; the Law Firms screen's too): a save sends it as If-Match. */
  version: recordVersionSchema,
});
export type FirmSettingsDto = z.infer<typeof firmSettingsDtoSchema>;

export const FIRM_SETTINGS_TEXTS = {
  noFirm: 'You do not belong to a law firm.',
  lawyersOnly:
    "Only a law firm's lawyers can change its settings. Admins edit firms on the Law Firms screen.",
} as const;
