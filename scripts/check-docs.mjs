// Docs that cannot drift silently (issue 40, decision 065): every backticked repository path and
// every relative link in README.md, ARCHITECTURE.md and docs/ must name something that exists.
// History is exempt: docs/decisions/ and docs/performance/ record what was true when written.
// Run by `npm run lint` (lint:docs); exits 1 listing each broken reference as file:line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);
const folders = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const EXEMPT = ['docs/decisions/', 'docs/performance/'];
const docs = tracked.filter(
  (f) =>
    (f === 'README.md' || f === 'ARCHITECTURE.md' || (f.startsWith('docs/') && f.endsWith('.md'))) &&
    !EXEMPT.some((e) => f.startsWith(e)),
);

/** Whether a path, relative to the repository or written from inside one of its folders, exists. */
function existsInTree(ref) {
  const clean = ref.replace(/\/$/, '').replace(/^\.\//, '');
  if (files.has(clean) || folders.has(clean)) return true;
  // Written from inside a folder (`services/records/kit.ts` in the API's docs): a tracked path
  // that ends with it, whole segments only.
  if (tracked.some((f) => f.endsWith(`/${clean}`)) || [...folders].some((d) => d.endsWith(`/${clean}`)))
    return true;
  // The product's spec and domain facts beside the repository (../shared), which the docs cite.
  return existsSync(path.resolve(root, '..', 'shared', clean));
}

/** A backticked token that reads as a path in this repository (a folder and a name, no placeholders). */
function looksLikePath(token) {
  if (!token.includes('/') || /\s/.test(token)) return false;
  if (/^(\/|https?:|[a-z]+:\/\/|~|\$|-)/.test(token)) return false; // URLs, routes, shell
  if (/[<>{}*?=:|,;()[\]'"`@]/.test(token)) return false; // placeholders, globs, code
  if (token.includes('...') || token.includes('…')) return false;
  if (/^(\.\/)?(node_modules|dist|data|test-results)\//.test(token) || token.includes('/dist/')) return false; // made, not kept
  if (/^[A-Z][A-Z0-9_]+\//.test(token)) return false; // a setting's value (DATA_DIR/…)
  if (!/[^/]\/[^/]/.test(token)) return false; // one name and a slash (`estate/`): not a path here
  // A path has a file extension or ends with a slash (a folder).
  return /\.[a-z0-9]{1,5}$/i.test(token) || token.endsWith('/');
}

const problems = [];
for (const doc of docs) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [, token] of line.matchAll(/`([^`]+)`/g))
      if (looksLikePath(token) && !existsInTree(token))
        problems.push(`${doc}:${i + 1}: \`${token}\` does not exist`);
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const file = target.split('#')[0];
      if (!file) continue;
      if (!existsSync(path.resolve(root, path.dirname(doc), decodeURIComponent(file))))
        problems.push(`${doc}:${i + 1}: link to ${target} does not exist`);
    }
  });
}

if (problems.length) {
  console.error(`${problems.length} broken reference(s) in the docs:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`docs: ${docs.length} files, every backticked path and relative link exists`);
