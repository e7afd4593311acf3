import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

/** The demo sign-in list, shown on /login only when the demo data set is on. */
export async function demoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/demo-accounts', async () =>
    deps.config.demo
      ? {
          enabled: true,
          accounts: DEMO_ACCOUNTS.map(({ role, email, password, name }) => ({ role, email, password, name })),
        }
      : { enabled: false, accounts: [] },
  );
}
