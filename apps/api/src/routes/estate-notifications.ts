import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estateNotificationsSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { listEstateNotifications } from '../services/notifyflow/list-estate-notifications.js';

const estateParams = idParamsFor('Estate not found');

/** Issue 18: the estate page's NotifyFlow notifications (rules: access `requireEstateNotifications`). */
export function estateNotificationRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/estates/:id/notifications',
    {
      schema: {
        operationId: 'listEstateNotifications',
        summary: "An estate's NotifyFlow notifications: codes, statuses and each organisation's progress",
        description: 'For those who run the estate; an estate you may not see is 404.',
        tags: ['NotifyFlow'],
        params: estateParams,
        response: { 200: estateNotificationsSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listEstateNotifications(db, actor, request.params.id);
    },
  );
}
