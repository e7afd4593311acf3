/** Business constants and limits (spec 1 §9). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const SIDEBAR_WIDTH_OPEN = 64; // Tailwind w-64
export const SIDEBAR_WIDTH_COLLAPSED = 20; // Tailwind w-20
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
/** Session auto-refresh: check every 30 s, refresh within three ticks (90 s) of expiry. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 90_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a password-reset link stays valid. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/**
 * The longest range one request of the calendar covers: a month grid of six weeks. The feed covers
 * a longer window (FEED_DAYS_BACK to FEED_DAYS_AHEAD) through the same service.
 */
export const MAX_CALENDAR_RANGE_DAYS = 42;
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
