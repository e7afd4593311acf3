import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { ModuleInfo } from 'rollup';
import { defineConfig } from 'vite';
import { helpArticles } from './vite-plugins/help-articles';

/**
 * Components the lazy public pages share (sections, cards, lists) go in one chunk rather than a
 * request each. Rollup also moves into a manual chunk whatever its modules import that no other
 * manual chunk claims, so only leaf components belong here: page-intro, through config/site, would
 * drag in @estate/domain and zod.
 */
const SITE_PIECES = [
  'features/public-site/components/check-list',
  'features/public-site/components/cta-band',
  'features/public-site/components/faq-accordion',
  'features/public-site/components/feature-card',
  'features/public-site/components/legal-document',
  'features/public-site/components/section',
  'features/public-site/components/step-list',
  'features/public-site/components/testimonial',
  'components/ui/text-link',
].map((piece) => `/src/${piece}.tsx`);

const fromHere = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);

/** The dashboard's shell (guard, layout, top-bar menus) and its home page. */
const DASHBOARD_ROOT = '/src/app/routes/dashboard/dashboard-root.tsx';
const DASHBOARD_HOME = '/src/app/routes/dashboard/dashboard-home.tsx';
/** Lazy modules the router loads only under /dashboard, inside the shell. */
const DASHBOARD_ROUTES = [
  '/src/app/routes/dashboard/',
  '/src/features/auth/components/admin-guard.tsx',
  '/src/features/auth/components/new-estate-guard.tsx',
];

type Graph = {
  getModuleInfo: (id: string) => ModuleInfo | null;
  getModuleIds: () => IterableIterator<string>;
};
/** For each module, where it is loaded from (see `rootsOf`); worked out once per build. */
type Memo = { roots?: Map<string, Set<string>>; exported?: Map<string, Map<string, string>> };

/** Index modules that only re-export: lucide-react's icons, and @estate/domain's modules. */
const INDEXES = ['/node_modules/lucide-react/dist/esm/lucide-react.mjs', '/packages/domain/dist/index.js'];
const isIndex = (id: string) => INDEXES.some((index) => id.endsWith(index));

/** What an index exports, by name, to the module that defines it. */
function exportedBy(index: string, graph: Graph, memo: Memo): Map<string, string> {
  memo.exported ??= new Map();
  let names = memo.exported.get(index);
  if (names) return names;
  names = new Map();
  const info = graph.getModuleInfo(index);
  const code = info?.code ?? '';
  // lucide-react: `export { default as Bell, default as BellIcon } from './icons/bell.mjs';`
  for (const [, list = '', file = ''] of code.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    const id = path.resolve(path.dirname(index), file);
    for (const name of list.split(',')) names.set(name.replace(/^\s*default as\s+/, '').trim(), id);
  }
  // @estate/domain: `export * from './estates/estate.js';`
  for (const imported of info?.importedIds ?? []) {
    for (const name of graph.getModuleInfo(imported)?.exports ?? [])
      if (!names.has(name)) names.set(name, imported);
  }
  memo.exported.set(index, names);
  return names;
}

/**
 * What a module imports (decision 085). Through an index that re-exports a package's modules, a
 * module that uses one icon or one domain rule seemed to import all of them, so every icon and
 * every domain module seemed loaded by the entry: none could join the dashboard's shell, and each
 * was a request of its own. Here importing from such an index counts as importing the modules
 * that define the names imported (Rollup itself links each to the modules that use it); a name it
 * cannot place keeps the whole index, as before.
 */
function importsOf(id: string, graph: Graph, memo: Memo): readonly string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  if (isIndex(id)) return [];
  const indexes = info.importedIds.filter(isIndex);
  if (indexes.length === 0) return info.importedIds;
  const imports = info.importedIds.filter((imported) => !isIndex(imported));
  for (const index of indexes) {
    const specifier = index.includes('lucide-react') ? 'lucide-react' : '@estate/domain';
    const code = info.code ?? '';
    const named = [...code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
      .filter(([, , from]) => from === specifier)
      .flatMap(([, list = '']) => list.split(','))
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean);
    const exported = exportedBy(index, graph, memo);
    const files = named.flatMap((name) => exported.get(name) ?? []);
    // `import * as`, `export *`, a default import or a name not placed: the whole index, as before.
    const whole = new RegExp(`(\\*|import\\s+\\w+)[^;]*from\\s*["']${specifier}["']`).test(code);
    if (whole || named.length === 0 || files.length < named.length) imports.push(index);
    else imports.push(...files);
  }
  return imports;
}

/**
 * Where a module is loaded from: the lazy modules (dynamic imports) and entry points whose static
 * imports reach it. An entry point counts as `'entry'`.
 */
function rootsOf(id: string, graph: Graph, memo: Memo): Set<string> {
  if (!memo.roots) {
    const roots = new Map<string, Set<string>>();
    for (const start of graph.getModuleIds()) {
      const info = graph.getModuleInfo(start);
      if (!info || (!info.isEntry && info.dynamicImporters.length === 0)) continue;
      const root = info.isEntry ? 'entry' : start;
      const stack = [start];
      const seen = new Set(stack);
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const of = roots.get(next) ?? new Set<string>();
        of.add(root);
        roots.set(next, of);
        for (const imported of importsOf(next, graph, memo)) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          stack.push(imported);
        }
      }
    }
    memo.roots = roots;
  }
  return memo.roots.get(id) ?? new Set();
}

/**
 * Whether a lazy module is only ever loaded inside the dashboard: a dashboard route, or a module
 * only code loaded inside the dashboard imports dynamically (a dialog, a chart, a menu's content).
 */
function dashboardOnly(root: string, graph: Graph, memo: Memo, seen = new Set<string>()): boolean {
  if (root === 'entry') return false;
  if (DASHBOARD_ROUTES.some((route) => root.includes(route))) return true;
  if (seen.has(root)) return true; // A cycle of lazy modules: decided by its other importers.
  seen.add(root);
  const info = graph.getModuleInfo(root);
  if (!info || info.isEntry || info.importers.length > 0 || info.dynamicImporters.length === 0) return false;
  return info.dynamicImporters.every((importer) =>
    [...rootsOf(importer, graph, memo)].every((r) => dashboardOnly(r, graph, memo, seen)),
  );
}

/**
 * One chunk for the dashboard's shell and what its home page is built from (decision 051): every
 * module the shell or the home page imports (through any path) that nothing outside the dashboard
 * loads, but not the pages themselves. Left to Rollup, these were some twenty-five chunks of a few
 * hundred bytes, each a request a cold browser queues behind six connections before it can draw
 * the first screen. What the entry, a public or sign-in page also loads stays where Rollup puts it.
 * (A second such chunk for My Estates' list kit made Rollup split the entry into more files, so a
 * page's own pieces stay split.)
 */
function inDashboardShell(id: string, graph: Graph, memo: Memo): boolean {
  const roots = [...rootsOf(id, graph, memo)];
  if (!roots.some((root) => root.endsWith(DASHBOARD_ROOT) || root.endsWith(DASHBOARD_HOME))) return false;
  if (!roots.every((root) => dashboardOnly(root, graph, memo))) return false;
  // A page stays its own chunk (the shell itself excepted): the others load it only when opened.
  return id.endsWith(DASHBOARD_ROOT) || !roots.includes(id);
}

/**
 * The first dashboard screen's other pieces, in one chunk (decision 085): the icons and the small
 * modules (a badge, the role names, domain rules) the shell or the home page draws that a public
 * or sign-in page draws too, so they cannot join the shell. Left to Rollup, each was a chunk of a
 * few hundred bytes and a request of its own. Only modules that import nothing but packages and
 * each other: one that also imports a module of the entry (cn, the loading state) made Rollup split
 * those out of the entry into more files, as decision 051 found, and a sign-in page then loaded
 * more. A page elsewhere that draws one of these icons loads this chunk (about 2 KB) instead.
 */
function inDashboardPieces(id: string, graph: Graph, memo: Memo, seen = new Set<string>()): boolean {
  const roots = [...rootsOf(id, graph, memo)];
  if (roots.includes('entry') || roots.includes(id)) return false;
  if (!roots.some((root) => root.endsWith(DASHBOARD_ROOT) || root.endsWith(DASHBOARD_HOME))) return false;
  if (id.includes('/node_modules/lucide-react/dist/esm/icons/')) return true;
  if (id.includes('node_modules')) return false;
  // A module already on the way up counts as one (a circle of imports decides by its other modules).
  seen.add(id);
  return importsOf(id, graph, memo).every(
    (imported) =>
      imported.includes('node_modules') ||
      seen.has(imported) ||
      inDashboardPieces(imported, graph, memo, seen),
  );
}

const ROUTER_DIST = '../../node_modules/react-router/dist/production';

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000' } };

export default defineConfig(({ mode }) => {
  const isProduction = mode === 'production';
  const memo: Memo = {};
  return {
    // Help articles are Markdown rendered here, at build time (decision 026).
    plugins: [react(), tailwindcss(), helpArticles({ dir: fromHere('./src/content/help') })],
    resolve: {
      alias: [
        // `@/x` is `src/x` (same mapping as `paths` in tsconfig.json).
        { find: '@', replacement: fromHere('./src') },
        // React Router's package exports point at its development build (dev warnings and checks
        // on every route match); the app ships the production build it also contains.
        ...(isProduction
          ? [
              { find: /^react-router$/, replacement: fromHere(`${ROUTER_DIST}/index.mjs`) },
              {
                find: /^react-router\/dom$/,
                replacement: fromHere(`${ROUTER_DIST}/dom-export.mjs`),
              },
            ]
          : []),
      ],
    },
    server: { proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Which chunk holds each module: the prerender step names a page's own chunk in its HTML.
      manifest: true,
      rollupOptions: {
        // The app (index.html), and the script of the prerendered public pages, which is not React
        // (src/public/main.ts; scripts/prerender.mjs puts it in the pages).
        input: { index: fromHere('./index.html'), public: fromHere('./src/public/main.ts') },
        treeshake: {
          // @estate/domain only declares things (schemas, texts, rules): nothing runs on import.
          // Said here, a page that needs one text does not also pull in every schema (and zod).
          moduleSideEffects: (id) => !/\/packages\/domain\//.test(id),
        },
        output: {
          // A manual chunk holds only the modules named below, not everything they import: else
          // the public site's pieces would take zod, @estate/domain and lucide's icons with them,
          // and every dashboard screen would load that chunk.
          onlyExplicitManualChunks: true,
          manualChunks(id, graph) {
            if (SITE_PIECES.some((piece) => id.endsWith(piece))) return 'site';
            const vendor = vendorChunk(id);
            if (vendor) return vendor;
            if (inDashboardShell(id, graph, memo)) return 'dashboard-shell';
            return inDashboardPieces(id, graph, memo) ? 'dashboard-pieces' : undefined;
          },
        },
      },
    },
  };
});

/** Long-lived vendor chunks: they change less often than the app, so browsers keep them. */
function vendorChunk(id: string): string | undefined {
  // Rollup's helpers for CommonJS modules (React DOM is one): with React, not a request of its own.
  if (id === '\0commonjsHelpers.js') return 'react';
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('node_modules/react-router')) return 'router';
  if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return 'query';
  // Every screen that checks an answer or a form needs all of zod (it does not tree-shake).
  if (id.includes('node_modules/zod/')) return 'zod';
  return undefined;
}
