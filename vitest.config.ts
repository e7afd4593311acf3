import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@estate/domain': fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
      // The web app's own `@/…` imports, as its Vite config resolves them.
      '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)),
    },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Worker processes are reused between files (Vitest decides that from this root setting only,
    // not a project's); each project then says whether its files share loaded modules.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Each unit test file gets its modules afresh (its mocks and module state its own).
          isolate: true,
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Each API test file builds its own app on its own database, so files may share the
          // modules a worker has loaded (Fastify, better-auth, drizzle, PGlite) instead of loading
          // them again per file.
          isolate: false,
        },
      },
    ],
  },
});
