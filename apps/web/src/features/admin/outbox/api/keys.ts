// Query keys only, without the schemas beside the queries: the dashboard shell's live changes
// (app/live-changes.tsx) name them, and the first screen should not load the schemas (decision 085).

/** The Outbox page's query: refetched when an email is queued, sent or fails (app/live-changes.tsx). */
export const outboxQueryKey = ['admin', 'outbox'] as const;
