import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import path from 'node:path';
import { MAX_NOTIFICATION_FILE_BYTES, MAX_NOTIFICATION_FILES, RESPONSE_TIMES_PAGE } from '@estate/domain';
import type { Config } from './env.js';
import { openDatabase, type Database } from './db/client.js';
import { ChangeFeed } from './services/events/change-feed.js';
import { fileStoreFor, type FileStore } from './services/files/file-store.js';
import { appVersion } from './lib/app-version.js';
import { startControlSocket } from './services/backup/control-socket.js';
import { startFileSweeper } from './services/files/file-intents.js';
import { seedDemoInstitutionEmails, seedInstitutions } from './services/notifyflow/seed-institutions.js';
import { notifyflowRoutes } from './routes/notifyflow.js';
import { estateNotificationRoutes } from './routes/estate-notifications.js';
import { estateProposalRoutes } from './routes/estate-proposals.js';
import { estateNoteRoutes } from './routes/estate-notes.js';
import { estateTimelineRoutes } from './routes/estate-timeline.js';
import { estateRoutes, estateUpdateRoutes, estatePresenceRoutes } from './routes/estates.js';
import { taskRoutes } from './routes/tasks.js';
import { documentRoutes } from './routes/documents.js';
import { uploadRoutes } from './routes/uploads.js';
import { templateRoutes } from './routes/templates.js';
import { legalFormFileRoutes } from './routes/legal-forms.js';
import { seedStarterTemplates } from './services/templates/starter-templates.js';
import { seedLegalForms } from './services/legal-forms/starter-legal-forms.js';
import { dueDiligenceRoutes } from './routes/due-diligence.js';
import { courtApplicationRoutes } from './routes/court-applications.js';
import { estateDataRoutes } from './routes/estate-data.js';
import { estateDistributionRoutes } from './routes/estate-distribution.js';
import { estateMoneyItemRoutes } from './routes/estate-money-items.js';
import { estateRecordRoutes, platformRecordRoutes } from './routes/records.js';
import { registerRequestContext } from './lib/request-context.js';
import { estateStatementRoutes } from './routes/estate-statement.js';
import { estateTransactionRoutes } from './routes/estate-transactions.js';
import { estateLedgerRoutes } from './routes/estate-ledger.js';
import { adminNotifyflowRoutes } from './routes/admin/notifyflow.js';
import { adminOrganisationMemberRoutes } from './routes/admin/organisation-members.js';
import { orgRoutes } from './routes/org.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { createOutboxWorker } from './outbox.js';
import { openApiRoutes, registerOpenApi } from './plugins/openapi.js';
import { registerReadRetry } from './plugins/read-retry.js';
import { registerSafeInput } from './plugins/safe-input.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { fillResponseTimesPage } from './services/notifyflow/public-response-times.js';
import { createAuth, sessionCookieName } from './services/auth/auth.js';
import { sessionCookiesFor } from './services/auth/actor.js';
import { createRateLimiter } from './services/rate-limit.js';
import { seedDemo } from './seed/demo.js';
import { healthRoutes } from './routes/health.js';
import { authRoutes } from './routes/auth.js';
import { meRoutes } from './routes/me.js';
import { settingsRoutes } from './routes/settings.js';
import { privacyRoutes } from './routes/privacy.js';
import { demoRoutes } from './routes/demo.js';
import { adminOutboxRoutes } from './routes/admin/outbox.js';
import { adminInvoiceRoutes } from './routes/admin-invoices.js';
import { adminBillingRoutes } from './routes/admin/billing.js';
import { adminDashboardRoutes } from './routes/admin/dashboard.js';
import { analyticsRoutes } from './routes/analytics.js';
import { reportRoutes } from './routes/reports.js';
import { startPeriodicJobs } from './services/jobs/periodic-jobs.js';
import { auditLogRoutes } from './routes/audit-log.js';
import { invitationRoutes } from './routes/invitations.js';
import { calendarRoutes } from './routes/calendar.js';
import { messageRoutes } from './routes/messages.js';
import { eventRoutes } from './routes/events.js';
import { publicSiteRoutes } from './routes/public-site/index.js';
import { emailUnsubscribeRoutes } from './routes/email-unsubscribe.js';
import { orgWebhookRoutes } from './routes/org-webhooks.js';
import { firmRoutes } from './routes/firm.js';
import { firmWebhookRoutes } from './routes/firm-webhooks.js';
import { createWebhookWorker } from './services/webhooks/worker.js';

import type { AppDeps } from './deps.js';

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  logger?: boolean;
  fileStore?: FileStore;
  faults?: AppDeps['faults'];
  /** Told of every route as it is added (tests that go through all of them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the app: plugins, then routes. Migrations run before it returns. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Signed response tokens are longer than the default 100-character parameter limit.
    routerOptions: { maxParamLength: 300 },
  });

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerRequestContext(app);

  const database = opts.database ?? (await openDatabase(config));
  const auth = createAuth(database.db, config, app.log);
  const worker = createOutboxWorker(database.db, config, app.log);
  // Signed webhooks to organisations' endpoints, on the outbox's pattern (decision 089).
  const webhookWorker = createWebhookWorker(database.db, config, app.log);
  const store = opts.fileStore ?? fileStoreFor(config);
  const changes = new ChangeFeed(database, app.log);
  await changes.start();
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    auth,
    worker,
    store,
    changes,
    rateLimits: createRateLimiter(config.rateLimitStore, database.db),
    ...(opts.faults ? { faults: opts.faults } : {}),
  };

  await seedInstitutions(database.db);
  await seedStarterTemplates(database.db, store);
  await seedLegalForms(database.db);
  if (config.demo) {
    await seedDemoInstitutionEmails(database.db);
    await seedDemo(auth, database.db, store, config);
  }

  // A callback, not an async function: it runs on every answer, and waits for nothing (issue 43).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // A session used near its end is extended by better-auth; the browser gets the new cookie.
    const cookies = sessionCookiesFor(request);
    if (cookies.length && !reply.hasHeader('set-cookie')) void reply.header('set-cookie', cookies);
    done(null, payload);
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // No page of ours is framed, not even by ourselves: both headers say so (frame-ancestors above).
    frameguard: { action: 'deny' },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerErrorHandler(app);
  registerSafeInput(app);
  await registerOpenApi(app, config, auth.api);
  registerSameOriginCheck(app, {
    trustedOrigins: config.trustedOrigins,
    sessionCookie: sessionCookieName(config),
  });

  // Before any route: it wraps each GET as it is added.
  registerReadRetry(app);

  healthRoutes(app, deps);
  openApiRoutes(app);
  authRoutes(app, deps);
  meRoutes(app, deps);
  settingsRoutes(app, deps);
  privacyRoutes(app, deps);
  demoRoutes(app, deps);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_NOTIFICATION_FILE_BYTES,
      files: MAX_NOTIFICATION_FILES + 1,
      fields: 10,
      fieldSize: 1024 * 1024,
    },
    throwFileSizeLimit: false,
  });
  adminOutboxRoutes(app, deps);
  adminInvoiceRoutes(app, deps);
  adminBillingRoutes(app, deps);
  adminDashboardRoutes(app, deps);
  analyticsRoutes(app, deps);
  reportRoutes(app, deps);
  auditLogRoutes(app, deps);
  invitationRoutes(app, deps);
  calendarRoutes(app, deps);
  messageRoutes(app, deps);
  eventRoutes(app, deps);
  notifyflowRoutes(app, deps);
  estateNotificationRoutes(app, deps);
  estateProposalRoutes(app, deps);
  estateRoutes(app, deps);
  estateUpdateRoutes(app, deps);
  estatePresenceRoutes(app, deps);
  estateNoteRoutes(app, deps);
  estateTimelineRoutes(app, deps);
  taskRoutes(app, deps);
  documentRoutes(app, deps);
  uploadRoutes(app, deps);
  templateRoutes(app, deps);
  legalFormFileRoutes(app, deps);
  estateDataRoutes(app, deps);
  estateRecordRoutes(app, deps);
  platformRecordRoutes(app, deps);
  estateStatementRoutes(app, deps);
  estateTransactionRoutes(app, deps);
  estateDistributionRoutes(app, deps);
  estateLedgerRoutes(app, deps);
  estateMoneyItemRoutes(app, deps);
  dueDiligenceRoutes(app, deps);
  courtApplicationRoutes(app, deps);
  adminNotifyflowRoutes(app, deps);
  adminOrganisationMemberRoutes(app, deps);
  orgRoutes(app, deps);
  publicSiteRoutes(app, deps);
  emailUnsubscribeRoutes(app, deps);
  orgWebhookRoutes(app, deps);
  firmRoutes(app, deps);
  firmWebhookRoutes(app, deps);
  await registerWebApp(app, config.webDist, config.publicUrl, {
    cacheDir: path.join(config.dataDir, 'cache', 'pages'),
    livePages: { [RESPONSE_TIMES_PAGE]: fillResponseTimesPage(database.db) },
  });

  let maintenance: NodeJS.Timeout | null = null;
  let sweeper: { stop(): Promise<void> } | null = null;
  let periodicJobs: { stop(): Promise<void> } | null = null;
  if (config.runWorker) {
    worker.start();
    webhookWorker.start();
    sweeper = startFileSweeper(database.db, store, config.fileSweepGraceMs, app.log);
    // Scheduled reports, deadline notices, message emails, NotifyFlow reminders (services/jobs/periodic-jobs.ts).
    periodicJobs = startPeriodicJobs(database.db, app.log, {
      publicUrl: config.publicUrl,
      secret: config.authSecret,
    });
    maintenance = setInterval(() => void deps.rateLimits.prune().catch(() => {}), 10 * 60_000);
    maintenance.unref();
  }

  // `npm run backup` asks the server that holds the embedded database through its data folder.
  const stopControlSocket =
    database.kind === 'pglite' && !opts.database
      ? await startControlSocket(
          {
            database,
            store,
            dataDir: config.dataDir,
            authSecret: config.authSecret,
            appVersion: appVersion(),
          },
          app.log,
        )
      : null;

  app.addHook('onClose', async () => {
    await stopControlSocket?.();
    if (maintenance) clearInterval(maintenance);
    await sweeper?.stop();
    await periodicJobs?.stop();
    await worker.stop();
    await webhookWorker.stop();
    await changes.close();
    if (!opts.database) await database.close();
  });

  // Not the instance itself: a Fastify instance is thenable, and an async function would await it.
  return { app, deps };
}
