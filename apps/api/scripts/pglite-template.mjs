// Build step (decision 054): makes the migrated, empty embedded database that a new PGlite database
// starts from, unless the one for these migrations and this PGlite release is already there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { MIGRATIONS_DIR } = await import(path.join(root, 'dist/db/client.js'));
const { TEMPLATE_DIR, makeTemplate, templateKey } = await import(
  path.join(root, 'dist/db/pglite-template.js')
);

if (!existsSync(path.join(TEMPLATE_DIR, `${templateKey(MIGRATIONS_DIR)}.tar.gz`))) {
  const started = performance.now();
  const template = await makeTemplate(MIGRATIONS_DIR);
  console.log(
    `made the embedded database template (${Math.round(template.size / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
  );
}
