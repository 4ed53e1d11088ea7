import os from 'node:os';
import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import { observeJobRun } from './metrics';

export interface Job {
  name: string;
  /** The job runs once in each period of this length, counted from the Unix epoch (plus offsetMs). */
  everyMs: number;
  /**
   * Where periods start within `everyMs`: a daily job at 04:00 UTC (06:00 in South Africa) has
   * everyMs of a day and offsetMs of 4 hours. 0 by default.
   */
  offsetMs?: number;
  /** Runs the period starting at `periodStart`. */
  run(periodStart: Date): Promise<unknown>;
}

/** The start of the period of `job` that `now` (ms since the epoch) falls in. */
export function periodStartOf(job: Pick<Job, 'everyMs' | 'offsetMs'>, now: number): Date {
  const offset = job.offsetMs ?? 0;
  return new Date(now - ((((now - offset) % job.everyMs) + job.everyMs) % job.everyMs));
}

export interface JobScheduler {
  add(job: Job): void;
  /** Stops every timer and waits for runs in progress. */
  stop(): Promise<void>;
}

/** What the scheduler needs from the database: one claim per job and period, and its outcome. */
export interface JobRunLedger {
  /** True for the one caller (of all instances) that claims this period's run of the job. */
  claim(jobName: string, periodStart: Date): Promise<boolean>;
  finish(jobName: string, periodStart: Date, outcome: 'done' | 'failed'): Promise<void>;
}

/** Runs older than this are forgotten when a new one is claimed. */
const LEDGER_KEEP_MS = 30 * 24 * 60 * 60_000;

/** The job_runs table as the ledger: the row's primary key (job, period) makes the claim. */
export function createJobRunLedger(db: Database): JobRunLedger {
  const instance = `${os.hostname()}:${process.pid}`;
  return {
    async claim(jobName, periodStart) {
      const claimed = await db
        .insert(jobRuns)
        .values({ jobName, periodStart, instance })
        .onConflictDoNothing()
        .returning({ jobName: jobRuns.jobName });
      if (claimed.length === 0) return false;
      await db
        .delete(jobRuns)
        .where(and(eq(jobRuns.jobName, jobName), lt(jobRuns.periodStart, new Date(periodStart.getTime() - LEDGER_KEEP_MS))));
      return true;
    },
    async finish(jobName, periodStart, outcome) {
      await db
        .update(jobRuns)
        .set({ finishedAt: new Date(), outcome })
        .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.periodStart, periodStart)));
    },
  };
}

/**
 * Runs background jobs on timers in this process, each once per period across every server
 * instance sharing the database: at start-up and at each period's start, every instance tries to
 * claim the period's run in the ledger, and only the one that gets it runs the job. A restart
 * within a period does not run it again. Timers are unref'd (they never keep the process alive). A
 * run that fails or is cut short by a crash is not tried again before the next period, so a job must
 * be safe to pick up where an earlier run stopped.
 */
export function createJobScheduler(deps: { logger: Logger; ledger: JobRunLedger }): JobScheduler {
  const { logger, ledger } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let isStopped = false;

  async function runIfClaimed(job: Job, periodStart: Date): Promise<void> {
    if (!(await ledger.claim(job.name, periodStart))) {
      logger.debug({ job: job.name, periodStart }, 'job run by another instance');
      return;
    }
    const started = Date.now();
    try {
      const result = await job.run(periodStart);
      observeJobRun(job.name, 'done', (Date.now() - started) / 1000);
      await ledger.finish(job.name, periodStart, 'done');
      logger.info({ job: job.name, ms: Date.now() - started, result }, 'job done');
    } catch (error) {
      observeJobRun(job.name, 'failed', (Date.now() - started) / 1000);
      logger.error({ err: error, job: job.name }, 'job failed');
      await ledger.finish(job.name, periodStart, 'failed');
    }
  }

  function schedule(job: Job, delayMs: number) {
    if (isStopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const periodStart = periodStartOf(job, Date.now());
      const run = runIfClaimed(job, periodStart)
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job could not be claimed or recorded'))
        .finally(() => {
          running.delete(run);
          schedule(job, periodStart.getTime() + job.everyMs - Date.now());
        });
      running.add(run);
    }, Math.max(0, delayMs));
    timer.unref();
    timers.add(timer);
  }

  const names = new Set<string>();
  return {
    add(job) {
      if (names.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`);
      names.add(job.name);
      schedule(job, 0);
    },
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
