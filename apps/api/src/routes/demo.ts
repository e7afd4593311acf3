import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoAccountsResponseSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

/** The demo sign-in list, shown on /login only when the demo data set is on. */
export function demoRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    operationId: 'listDemoAccounts',
    summary: 'The demo sign-in accounts, when the demo data set is on',
    tags: ['Service'],
    security: [],
    response: { 200: demoAccountsResponseSchema },
  };
  app.get('/api/demo-accounts', { schema }, () =>
    deps.config.demo
      ? {
          enabled: true,
          accounts: DEMO_ACCOUNTS.map(({ role, email, password, name }) => ({ role, email, password, name })),
        }
      : { enabled: false, accounts: [] },
  );
}
