// Query keys only, without the schemas beside the queries: the dashboard shell's live changes
// (app/live-changes.tsx) name them, and the first screen should not load the schemas (decision 085).

/** The tamper check's key, under the back office's (an admin's live changes refresh it). */
export const auditVerificationQueryKey = ['admin', 'audit-verification'] as const;
