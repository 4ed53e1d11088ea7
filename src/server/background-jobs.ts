import type { FastifyInstance } from 'fastify';
import { RETENTION_JOBS } from '../domain/privacy/privacy';
import type { AppDeps } from './deps';
import { deleteExpiredSessions } from './features/auth';
import { clearOldChannelNumbers } from './features/channels';
import { cleanUpImages } from './features/images';
import { deleteOldLocationRequests } from './features/location-requests';
import { deleteExpiredDataExports } from './features/privacy';
import { DAILY_REPORT_SCHEDULE, sendDailyReport } from './features/notifications';
import { deleteOldDeliveries } from './features/webhooks';
import { createJobRunLedger, createJobScheduler, type JobScheduler } from './infra/jobs';

/**
 * The jobs that run on a schedule, each once a period on one instance of all those sharing the
 * database (the job_runs ledger). Stop them (the answer's `stop`) before the database closes.
 */
export function startBackgroundJobs(app: FastifyInstance, deps: AppDeps): JobScheduler {
  const { db, logger } = deps;
  const jobs = createJobScheduler({ logger, ledger: createJobRunLedger(db) });
  jobs.add({ name: RETENTION_JOBS.images, everyMs: 60 * 60_000, run: () => cleanUpImages({ db, storage: deps.storage, logger }) });
  // Spent rows only; once a period like every job.
  jobs.add({ name: RETENTION_JOBS.rateLimits, everyMs: 10 * 60_000, run: () => app.rateLimits.deleteExpired() });
  jobs.add({ name: RETENTION_JOBS.sessions, everyMs: 60 * 60_000, run: () => deleteExpiredSessions(db) });
  // Yesterday's figures to the super admins at 06:00 South African time, when System Settings say so.
  jobs.add({ name: 'daily-report', ...DAILY_REPORT_SCHEDULE, run: (periodStart) => sendDailyReport(deps, periodStart) });
  // Answers to location requests go 30 days after their request expired.
  jobs.add({ name: RETENTION_JOBS.locationRequests, everyMs: 60 * 60_000, run: () => deleteOldLocationRequests(db) });
  // Data exports waiting to be built (asked on an instance that stopped, or cut short); each instance
  // also builds at once the ones asked of it.
  jobs.add({ name: 'data-export-builds', everyMs: 5 * 60_000, run: () => deps.dataExports.sweep() });
  // Exports are deleted 24 hours after they are ready, and at once when their account is.
  jobs.add({ name: RETENTION_JOBS.dataExports, everyMs: 60 * 60_000, run: () => deleteExpiredDataExports(deps) });
  // Numbers in full go from conversations 30 days after them; numbers silent for a year are forgotten.
  jobs.add({ name: RETENTION_JOBS.channelNumbers, everyMs: 60 * 60_000, run: () => clearOldChannelNumbers(db) });
  // Webhook deliveries that are over (delivered or failed) go after 30 days, with their tries.
  jobs.add({ name: RETENTION_JOBS.webhookDeliveries, everyMs: 60 * 60_000, run: () => deleteOldDeliveries(db) });
  return jobs;
}
