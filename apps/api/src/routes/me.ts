import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appNotificationListQuerySchema,
  appNotificationListSchema,
  idParamsFor,
  meResponseSchema,
  noContent,
  NZ_TIME_ZONE,
  type AppNotificationList,
  type MeResponse,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { listMyNotifications } from '../services/app-notifications/list-my-notifications.js';
import { markAllNotificationsRead } from '../services/app-notifications/mark-all-notifications-read.js';
import { markNotificationRead } from '../services/app-notifications/mark-notification-read.js';
import { getActor, requireActor } from '../services/auth/actor.js';
import { myTimeZone } from '../services/settings/my-profile.js';

export function meRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  /**
   * The signed-in person and when their session ends, or `null` when signed out: every page asks,
   * and a visitor who is not signed in is no error (a 401 would be logged by the browser on each
   * public page). A deactivated account still answers 403. Other endpoints answer 401 as before.
   */
  const me = {
    operationId: 'getMe',
    summary: 'The signed-in person and when their session ends, or null when signed out',
    tags: ['Account'],
    security: [],
    response: { 200: meResponseSchema },
  };
  app.get('/api/me', { schema: me }, async (request, reply): Promise<MeResponse> => {
    void reply.header('cache-control', 'no-store');
    if (!(await getActor(auth, request))) return null;
    const actor = await requireActor(auth, request);
    const timeZone = await myTimeZone(db, actor);
    return {
      user: {
        id: actor.id,
        email: actor.email,
        name: actor.name,
        role: actor.role,
        emailVerified: actor.emailVerified,
        twoFactorEnabled: actor.twoFactorEnabled,
        timeZone: timeZone ?? NZ_TIME_ZONE,
      },
      session: { expiresAt: actor.sessionExpiresAt.toISOString() },
    };
  });

  /**
   * The dashboard's notifications (not for NotifyFlow-only accounts): the top bar asks with no query
   * (the 20 newest), the notifications page with its filter tab and page.
   */
  const notifications = {
    operationId: 'listMyNotifications',
    summary: 'My notifications, newest first, a page of a filter tab, and how many are unread',
    tags: ['Account'],
    querystring: appNotificationListQuerySchema,
    response: { 200: appNotificationListSchema },
  };
  app.get(
    '/api/me/notifications',
    { schema: notifications },
    async (request): Promise<AppNotificationList> => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listMyNotifications(db, actor, request.query);
    },
  );

  /** Opening a notification on the page marks it read; it can be marked unread again. */
  for (const [state, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    const markOne = {
      operationId: read ? 'markMyNotificationRead' : 'markMyNotificationUnread',
      summary: `Mark one of my notifications ${state}`,
      tags: ['Account'],
      params: idParamsFor('Notification not found'),
      response: { 204: noContent },
    };
    app.post(`/api/me/notifications/:id/${state}`, { schema: markOne }, async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      await markNotificationRead(db, actor, request.params.id, read);
      return reply.status(204).send(null);
    });
  }

  /** Opening the dropdown marks everything read (the unread badge goes to zero). */
  const readAll = {
    operationId: 'markAllMyNotificationsRead',
    summary: 'Mark all my notifications read',
    tags: ['Account'],
    response: { 204: noContent },
  };
  app.post('/api/me/notifications/read-all', { schema: readAll }, async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    await markAllNotificationsRead(db, actor);
    return reply.status(204).send(null);
  });
}
