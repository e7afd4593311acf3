// Query keys only, without the schemas beside the queries: the dashboard shell's live changes
// (app/live-changes.tsx) name them, and the first screen should not load the schemas (decision 085).

export const adminNotificationsQueryKey = ['admin', 'notifications'] as const;

export const adminInstitutionsQueryKey = ['admin', 'institutions'] as const;

export const lettersQueryKey = ['admin', 'letters'] as const;
