// Bundles the server (src/server.ts and everything it loads) into dist/server.js and its chunks in
// dist/chunks/, after `tsc -b` has checked and emitted the rest (decision 053). Node 24 spent most of
// the server's start resolving and loading ~1,800 separate modules: it re-parses a package's
// package.json `exports` (drizzle-orm's is 179 KB) for each import of it. One file starts in about a
// third of the CPU time. The CLIs (dist/cli/*.js) run from tsc's output as before.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The old chunks, and V8's cache of their compiled code (src/server.ts), go with each build.
for (const old of ['dist/chunks', 'dist/.compile-cache'])
  rmSync(path.join(root, old), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  // server.ts checks the Node version before it imports the rest: the rest is a separate chunk
  // that an unsupported Node never parses.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.20',
  // Left to Node: packages that find their own files beside their code (WebAssembly and data
  // files, a native addon, worker scripts, their package.json) or that load optional ones.
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-tools',
    '@node-rs/argon2',
    '@touch4it/ical-timezones',
    '@fastify/swagger',
    'pino',
    'pg-native',
    // Loaded only when a PDF is drawn; fontkit's UMD build does not survive bundling.
    'pdf-lib',
    '@pdf-lib/fontkit',
  ],
  // Bundled CommonJS calls `require` for Node's own modules and for what is left outside.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
