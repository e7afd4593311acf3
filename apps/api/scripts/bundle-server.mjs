// Bundles the server (src/server.ts and everything it loads) into dist/server.js and its chunks in
// dist/chunks/, after `tsc -b` has checked and emitted the rest (decision 053). Node 24 spent most of
// the server's start resolving and loading ~1,800 separate modules: it re-parses a package's
// package.json `exports` (drizzle-orm's is 179 KB) for each import of it. One file starts in about a
// third of the CPU time. The CLIs (dist/cli/*.js) run from tsc's output as before.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
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
    // The email layout requires React's server renderer with its first email; the templates' React
    // must be the same copy as the renderer's.
    'react',
    'react-dom',
  ],
  // Bundled CommonJS calls `require` for Node's own modules and for what is left outside.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// V8 keeps each file's source in memory, and one character outside Latin-1 makes it keep the whole
// file as two bytes a character: the server's chunk held 10 MB, not 5. esbuild writes strings,
// templates and regular expressions in ASCII (its default charset) but copies comments as they are,
// and the source's comments say "§", "→" and "—". Those become \u escapes, inside comments only; a
// character found anywhere else stops the build rather than being changed.
// Every UTF-16 unit above ASCII (an emoji's two halves each become an escape).
const nonAscii = /[\u0080-\uffff]/g;
const escape = (text) => text.replace(nonAscii, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
for (const file of [
  'dist/server.js',
  ...readdirSync(path.join(root, 'dist/chunks')).map((f) => `dist/chunks/${f}`),
]) {
  if (!file.endsWith('.js')) continue;
  const full = path.join(root, file);
  const code = readFileSync(full, 'utf8');
  if (!/[\u0080-\uffff]/.test(code)) continue;
  const comments = [];
  parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => comments.push([start, end]),
  });
  let out = '';
  let at = 0;
  for (const [start, end] of comments) {
    out += code.slice(at, start) + escape(code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  const left = /[\u0080-\uffff]/.exec(out);
  if (left) {
    throw new Error(
      `${file}: a character outside ASCII at ${left.index}, not in a comment: ${JSON.stringify(out.slice(left.index - 40, left.index + 40))}`,
    );
  }
  writeFileSync(full, out);
}
