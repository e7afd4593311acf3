// Query keys only, without the schemas beside the queries: the dashboard shell's live changes
// (app/live-changes.tsx) name them, and the first screen should not load the schemas (decision 085).

/** Everything on the Settings and Profile pages sits under this key (dropped at sign-out). */
export const settingsKeys = {
  root: ['settings'] as const,
  profile: ['settings', 'profile'] as const,
  preferences: ['settings', 'notification-preferences'] as const,
  sessions: ['settings', 'sessions'] as const,
  firm: ['settings', 'firm'] as const,
};
