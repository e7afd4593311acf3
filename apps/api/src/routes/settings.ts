import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  firmSettingsDtoSchema,
  firmSettingsInputSchema,
  mySessionListSchema,
  notificationPreferencesDtoSchema,
  notificationPreferencesInputSchema,
  profileDtoSchema,
  profileInputSchema,
  profileSavedSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireActor } from '../services/auth/actor.js';
import { listMySessions } from '../services/settings/list-my-sessions.js';
import { getMyFirmSettings, updateMyFirmSettings } from '../services/settings/my-firm-settings.js';
import {
  getMyNotificationPreferences,
  setMyNotificationPreferences,
} from '../services/settings/my-notification-preferences.js';
import { getMyProfile, updateMyProfile } from '../services/settings/my-profile.js';

/*
 * Settings and Profile (issue 16, decision 025): the signed-in person's own profile, notification
 * preferences and sessions, and a lawyer's firm. Every signed-in account may use its own profile,
 * preferences and sessions (a NotifyFlow account too: it has a profile and signs in). Passwords and
 * two-factor sign-in are better-auth's endpoints under /api/auth (routes/auth.ts).
 *
 * Every save is made against the version it was read at (decision 060): the profile and the
 * notification switches share the account row's version, the firm has its own; a GET answers it as
 * the ETag and `version`, a save sends it as If-Match (428 without, 412 when someone changed it).
 */
export function settingsRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  const tags = ['Account'];

  app.get(
    '/api/me/profile',
    {
      schema: {
        operationId: 'getMyProfile',
        summary: 'My profile: name, email, phone, time zone, role, firm, member since, two-factor status',
        tags,
        response: { 200: profileDtoSchema },
      },
    },
    async (request, reply) => {
      const profile = await getMyProfile(db, await requireActor(auth, request));
      sendEtag(reply, profile);
      return profile;
    },
  );

  app.patch(
    '/api/me/profile',
    {
      schema: {
        operationId: 'updateMyProfile',
        summary:
          'Save my profile; a new email is not applied until the link emailed to the new address is opened',
        tags,
        headers: changeHeaders,
        body: profileInputSchema,
        response: { 200: profileSavedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const saved = await updateMyProfile(deps, actor, request.body, request, ifMatchOf(request));
      sendEtag(reply, saved);
      return saved;
    },
  );

  app.get(
    '/api/me/notification-preferences',
    {
      schema: {
        operationId: 'getMyNotificationPreferences',
        summary: 'For each kind of notification, whether I get it in the app and by email',
        tags,
        response: { 200: notificationPreferencesDtoSchema },
      },
    },
    async (request, reply) => {
      const preferences = await getMyNotificationPreferences(db, await requireActor(auth, request));
      sendEtag(reply, preferences);
      return preferences;
    },
  );

  app.put(
    '/api/me/notification-preferences',
    {
      schema: {
        operationId: 'setMyNotificationPreferences',
        summary: 'Set, for each kind of notification, whether I get it in the app and by email',
        tags,
        headers: changeHeaders,
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const saved = await setMyNotificationPreferences(db, actor, request.body, ifMatchOf(request));
      sendEtag(reply, saved);
      return saved;
    },
  );

  app.get(
    '/api/me/sessions',
    {
      schema: {
        operationId: 'listMySessions',
        summary: 'Where I am signed in (device, IP address, when), this session marked current',
        tags,
        response: { 200: mySessionListSchema },
      },
    },
    async (request) => ({ sessions: await listMySessions(db, await requireActor(auth, request)) }),
  );

  app.get(
    '/api/me/firm',
    {
      schema: {
        operationId: 'getMyFirmSettings',
        summary: "My law firm's settings (lawyers of a firm)",
        tags,
        response: { 200: firmSettingsDtoSchema },
      },
    },
    async (request, reply) => {
      const firm = await getMyFirmSettings(db, await requireActor(auth, request));
      sendEtag(reply, firm);
      return firm;
    },
  );

  app.patch(
    '/api/me/firm',
    {
      schema: {
        operationId: 'updateMyFirmSettings',
        summary: "Save my law firm's name, business hours, default billing rate and GST number",
        tags,
        headers: changeHeaders,
        body: firmSettingsInputSchema,
        response: { 200: firmSettingsDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const saved = await updateMyFirmSettings(db, actor, request.body, ifMatchOf(request));
      sendEtag(reply, saved);
      return saved;
    },
  );
}
