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
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
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
