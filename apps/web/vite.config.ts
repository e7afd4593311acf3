import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
const ROUTER_DIST = '../../node_modules/react-router/dist/production';

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000' } };

export default defineConfig(({ mode }) => {
  const isProduction = mode === 'production';
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
          manualChunks(id) {
            if (SITE_PIECES.some((piece) => id.endsWith(piece))) return 'site';
            // Long-lived vendor chunks: they change less often than the app, so browsers keep them.
            if (!id.includes('node_modules')) return undefined;
            if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
            if (id.includes('node_modules/react-router')) return 'router';
            if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return 'query';
            // Every screen that checks an answer or a form needs all of zod (it does not tree-shake).
            if (id.includes('node_modules/zod/')) return 'zod';
            return undefined;
          },
        },
      },
    },
  };
});
