/**
 * One message per field, the first one found: from a zod parse (`path` is an array, the field is
 * its first part) or from the API's 400 answer (`path` is the dotted field name).
 */
export function fieldErrorsOf(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
}
