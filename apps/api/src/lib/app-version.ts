import { readFileSync } from 'node:fs';

/** This release's version (apps/api/package.json), read once. */
let version: string | undefined;
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  return version;
}
