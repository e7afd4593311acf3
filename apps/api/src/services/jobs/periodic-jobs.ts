import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { REPORT_SCHEDULER_INTERVAL_MS, runScheduledReports } from '../reports/run-scheduled-reports.js';
import {
  DEADLINE_NOTICES_INTERVAL_MS,
  runDeadlineNotices,
} from '../app-notifications/run-deadline-notices.js';
import { emailUnreadMessages, MESSAGE_EMAIL_INTERVAL_MS } from '../messages/email-unread-messages.js';
import { REMINDERS_INTERVAL_MS, sendDueReminders } from '../notifyflow/send-reminders.js';
import { AUDIT_VERIFY_TICK_MS, runDueAuditVerification } from '../audit/run-audit-verification.js';
import { ESTATE_TALLIES_FOLD_MS, foldEstateTallies } from '../estates/estate-tallies.js';
import { recomputeResponseTimes, RESPONSE_TIMES_TICK_MS } from '../notifyflow/public-response-times.js';

/**
 * Work done on a clock rather than on a request, by the API process (embedded database, or
 * RUN_WORKER) or the standalone worker. Each job must be safe to run in several processes at once
 * (claim rows with FOR UPDATE SKIP LOCKED, or make each effect once with a unique key) and to run
 * late or twice: a missed tick is caught up by the next one.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(db: Db, log: FastifyBaseLogger, env: JobEnv): Promise<unknown>;
}

/** What a job may need of the configuration: the app's address, for links in the emails it sends. */
export interface JobEnv {
  publicUrl: string;
  /** The server secret, for signed links (an organisation's response link in its reminder). */
  secret: string;
}

/** Every periodic job. Add a job here; app.ts and worker.ts start them all. */
export const PERIODIC_JOBS: PeriodicJob[] = [
  {
    name: 'scheduled reports',
    everyMs: REPORT_SCHEDULER_INTERVAL_MS,
    run: (db, log) => runScheduledReports(db, { log }),
  },
  {
    name: 'deadline notices',
    everyMs: DEADLINE_NOTICES_INTERVAL_MS,
    run: (db, _log, env) => runDeadlineNotices(db, env),
  },
  {
    name: 'unread message emails',
    everyMs: MESSAGE_EMAIL_INTERVAL_MS,
    run: (db, _log, env) => emailUnreadMessages(db, env),
  },
  {
    name: 'NotifyFlow reminders',
    everyMs: REMINDERS_INTERVAL_MS,
    run: (db, _log, env) => sendDueReminders(db, env),
  },
  {
    // The audit trail's tamper check (decision 071): every few hours; a break notifies the admins.
    name: 'audit chain check',
    everyMs: AUDIT_VERIFY_TICK_MS,
    run: (db, _log, env) => runDueAuditVerification(db, env),
  },
  {
    // The totals across estates add up these rows (decisions 084, 086): fold them to few.
    name: 'estate tallies fold',
    everyMs: ESTATE_TALLIES_FOLD_MS,
    run: (db) => foldEstateTallies(db),
  },
  {
    // The public response times (issue 44): worked out once a New Zealand day, asked hourly.
    name: 'NotifyFlow response times',
    everyMs: RESPONSE_TIMES_TICK_MS,
    run: (db) => recomputeResponseTimes(db),
  },
];

/** Starts each job on its own timer; a run never overlaps the same job's previous run. */
export function startPeriodicJobs(
  db: Db,
  log: FastifyBaseLogger,
  env: JobEnv,
  jobs: PeriodicJob[] = PERIODIC_JOBS,
): { stop(): Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (running.has(job.name)) return;
      running.set(
        job.name,
        job
          .run(db, log, env)
          .catch((err: unknown) => log.warn({ err }, `${job.name}: run failed`))
          .finally(() => running.delete(job.name)),
      );
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
