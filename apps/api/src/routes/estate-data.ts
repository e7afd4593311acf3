import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { exportEstate } from '../services/estates/export-estate.js';
import { getDashboard } from '../services/estates/get-dashboard.js';

export async function estateDataRoutes(app: FastifyInstance, { auth, db }: AppDeps): Promise<void> {
  /** Export for OneLaw: a ZIP of CSV files, for those who run the estate. */
  app.get('/api/estates/:id/export', async (request, reply) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const { fileName, zip } = await exportEstate(db, actor, (request.params as { id: string }).id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  /** Dashboard home: real counts, the next tasks, and recent activity on visible estates. */
  app.get(
    '/api/dashboard',
    async (request): Promise<Dashboard> =>
      getDashboard(db, await requireActor(auth, request, 'dashboard:use')),
  );
}
