/**
 * Where enquiries and demo requests are emailed. Read here rather than in `env.ts` (shared with
 * other work in progress); set `TEAM_EMAIL` to change it.
 */
export const DEFAULT_TEAM_EMAIL = 'hello@estate-platform.nz';

export function teamEmail(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.TEAM_EMAIL?.trim();
  return value && /^[^\s@]+@[^\s@]+$/.test(value) ? value : DEFAULT_TEAM_EMAIL;
}
