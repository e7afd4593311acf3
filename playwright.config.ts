import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's headless shell (package chromium-headless-shell, what Playwright itself runs headless)
 * when installed: the same engine without the full browser's UI process, about twice as fast per
 * test here (shell.spec.ts: 152 s of test time against 293 s). Otherwise the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Each shard of `npm test -- --e2e-shards=N` its own (Playwright empties this folder as it starts).
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  // One worker per core the machine offers (2 here), all against the one server e2e/server.mjs
  // starts; scripts/test-all.mjs sets --workers when it runs several shards side by side.
  workers: availableParallelism(),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL,
    // The app honours reduced motion (index.css): no transitions to render or wait out.
    reducedMotion: 'reduce',
    // Off in CI: recording each test's trace (a DOM snapshot and screenshot per action) cost about a
    // fifth of the suite's time there, and CI keeps no artefacts to open one from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM first, so e2e/server.mjs drops its throwaway database before it exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
