// The floor of a fresh start on the embedded database (issue 43): a bare Node process that opens
// PGlite on a new data folder from the build's migrated template (decision 054), with the app's
// extension and buffer cache, runs one query, and answers `GET /api/health` from bare node:http.
// `bench:platform` starts it beside the app's fresh start and times both the same way (spawn to the
// first healthy answer): the difference is what the app adds (its modules, the demo data, its checks).
// Run as a child: `node bench/bare-pglite.mjs <port> <data dir>`.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const templates = path.join(root, 'apps', 'api', 'dist', 'pglite-template');

/** The build's template (one per migrations and PGlite release; the build keeps only the newest). */
export function templateFile() {
  const [file] = readdirSync(templates).filter((f) => f.endsWith('.tar.gz'));
  if (!file) throw new Error('no PGlite template: run `npm run build` first');
  return path.join(templates, file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, dataDir] = process.argv.slice(2);
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    loadDataDir: new Blob([readFileSync(templateFile())]),
  });
  await db.query('select 1');
  createServer((req, res) => {
    res.writeHead(req.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  }).listen(Number(port), '127.0.0.1');
}
