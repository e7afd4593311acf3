// Loaded by `me-query.ts` only when someone is signed in: the schema (and the zod library under
// it) stays out of what a signed-out visitor of the public site downloads.
export { meResponseSchema } from '@estate/domain';
