import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's own folder (apps/api), where `drizzle/`, `assets/` and `package.json` sit beside
 * `dist/`: found by walking up from this module to the `package.json` named `@estate/api`, so it is
 * right from `src/` (tests), from tsc's `dist/` and from the bundled server in `dist/` and
 * `dist/chunks/` alike (decision 053), whatever depth the code runs at.
 */
export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@estate/api'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @estate/api package.json above ${from}`);
  }
}
