import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { deleteExpiredSessions } from './features/auth';
import { cleanUpImages } from './features/images';
import { deleteOldLocationRequests } from './features/location-requests';
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
  jobs.add({ name: 'image-clean-up', everyMs: 60 * 60_000, run: () => cleanUpImages({ db, storage: deps.storage, logger }) });
  // Spent rows only; once a period like every job.
  jobs.add({ name: 'rate-limit-clean-up', everyMs: 10 * 60_000, run: () => app.rateLimits.deleteExpired() });
  jobs.add({ name: 'session-clean-up', everyMs: 60 * 60_000, run: () => deleteExpiredSessions(db) });
  // Yesterday's figures to the super admins at 06:00 South African time, when System Settings say so.
  jobs.add({ name: 'daily-report', ...DAILY_REPORT_SCHEDULE, run: (periodStart) => sendDailyReport(deps, periodStart) });
  // Answers to location requests go 30 days after their request expired.
  jobs.add({ name: 'location-request-clean-up', everyMs: 60 * 60_000, run: () => deleteOldLocationRequests(db) });
  // Webhook deliveries that are over (delivered or failed) go after 30 days, with their tries.
  jobs.add({ name: 'webhook-clean-up', everyMs: 60 * 60_000, run: () => deleteOldDeliveries(db) });
  return jobs;
}
