import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from './api-root.js';

/** This release's version (apps/api/package.json), read once. */
let version: string | undefined;
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
  return version;
}
