import type { Logger } from 'pino';

export interface Job {
  name: string;
  /** Time between the end of one run and the start of the next. */
  everyMs: number;
  /** Delay before the first run after start-up (default: everyMs). */
  firstRunAfterMs?: number;
  run(): Promise<unknown>;
}

export interface JobScheduler {
  add(job: Job): void;
  /** Runs a job at once (waiting for a run in progress first); rejects when the run fails. */
  runNow(name: string): Promise<void>;
  /** Stops every timer and waits for runs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs background jobs on timers in this process. Timers are unref'd (they never keep the process
 * alive) and a job never overlaps itself. Jobs that must run once across server instances take
 * their own PostgreSQL lock: each instance runs the scheduler.
 */
export function createJobScheduler(logger: Logger): JobScheduler {
  interface Entry {
    job: Job;
    timer: NodeJS.Timeout | null;
    running: Promise<void> | null;
  }
  const entries = new Map<string, Entry>();
  let isStopped = false;

  function schedule(entry: Entry, delayMs: number) {
    if (isStopped) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void execute(entry)
        .catch(() => {})
        .finally(() => schedule(entry, entry.job.everyMs));
    }, delayMs);
    entry.timer.unref();
  }

  async function execute(entry: Entry): Promise<void> {
    while (entry.running) await entry.running.catch(() => {});
    const started = Date.now();
    const run = (async () => {
      try {
        const result = await entry.job.run();
        logger.info({ job: entry.job.name, ms: Date.now() - started, result }, 'job done');
      } catch (error) {
        logger.error({ err: error, job: entry.job.name }, 'job failed');
        throw error;
      }
    })();
    entry.running = run;
    try {
      await run;
    } finally {
      entry.running = null;
    }
  }

  return {
    add(job) {
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`);
      const entry: Entry = { job, timer: null, running: null };
      entries.set(job.name, entry);
      schedule(entry, job.firstRunAfterMs ?? job.everyMs);
    },
    async runNow(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No job named ${name}`);
      await execute(entry);
    },
    async stop() {
      isStopped = true;
      for (const entry of entries.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
      }
      await Promise.all([...entries.values()].map((entry) => entry.running?.catch(() => {})));
    },
  };
}
