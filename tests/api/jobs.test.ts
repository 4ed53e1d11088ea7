import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../src/server/db/schema';
import { createJobRunLedger, createJobScheduler, type Job, type JobRunLedger, type JobScheduler } from '../../src/server/infra/jobs';
import { startTestApp, type TestApp } from '../helpers/app';
import { waitFor } from '../helpers/server-process';

// Scheduled jobs with several server instances on one database: each instance runs the scheduler,
// and the job_runs ledger lets one of them run each period's run. Here each "instance" is a
// scheduler of its own on the test's database.

const logger = pino({ level: 'silent' });
let app: TestApp;
const schedulers: JobScheduler[] = [];

interface Instance {
  name: string;
  /** The periods this instance tried to claim, as ISO times. */
  claims: string[];
}

/** A scheduler on the real ledger, noting each claim it makes. */
function startInstance(name: string, job: (instance: string) => Job): Instance {
  const ledger = createJobRunLedger(app.deps.db);
  const instance: Instance = { name, claims: [] };
  const noting: JobRunLedger = {
    async claim(jobName, periodStart) {
      const isClaimed = await ledger.claim(jobName, periodStart);
      instance.claims.push(periodStart.toISOString());
      return isClaimed;
    },
    finish: ledger.finish,
  };
  const scheduler = createJobScheduler({ logger, ledger: noting });
  scheduler.add(job(name));
  schedulers.push(scheduler);
  return instance;
}

const ledgerRows = (jobName: string) => app.deps.db.select().from(jobRuns).where(eq(jobRuns.jobName, jobName));

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  await app?.close();
});

describe('scheduled jobs with several instances', () => {
  it('runs a job once a period however many instances try, and not again after a restart', async () => {
    const runs: string[] = [];
    const job = (instance: string): Job => ({ name: 'hourly-test', everyMs: 60 * 60_000, run: async () => runs.push(instance) });
    const instances = ['first', 'second', 'third'].map((name) => startInstance(name, job));
    await waitFor('every instance to try this hour', async () => (instances.every((i) => i.claims.length === 1) ? true : undefined));
    const [row] = await waitFor('the run to be recorded as done', async () => {
      const rows = await ledgerRows('hourly-test');
      return rows[0]?.outcome === 'done' ? rows : undefined;
    });
    expect(runs).toHaveLength(1);
    expect(row!.instance).toMatch(/^.+:\d+$/);
    expect(row!.finishedAt).not.toBeNull();

    // A fourth instance, or one restarted, within the same hour: the run is done already.
    const restarted = startInstance('restarted', job);
    await waitFor('the restarted instance to try', async () => (restarted.claims.length === 1 ? true : undefined));
    expect(restarted.claims).toEqual(instances[0]!.claims);
    expect(runs).toHaveLength(1);
    expect(await ledgerRows('hourly-test')).toHaveLength(1);
  });

  it('runs again in the next period, on one instance each time', async () => {
    let runs = 0;
    const job = (): Job => ({ name: 'every-second-test', everyMs: 1_000, run: async () => (runs += 1) });
    const [first, second] = ['first', 'second'].map((name) => startInstance(name, job));
    const bothTried = () => first!.claims.filter((period) => second!.claims.includes(period));
    await waitFor('three periods tried by both instances', async () => (bothTried().length >= 3 ? true : undefined));
    await Promise.all(schedulers.splice(-2).map((scheduler) => scheduler.stop()));
    // One ledger row per run (the row's key is the period), and a row for every period tried.
    const rows = await ledgerRows('every-second-test');
    expect(rows).toHaveLength(runs);
    const periodsRun = rows.map((row) => row.periodStart.toISOString());
    for (const period of bothTried()) expect(periodsRun).toContain(period);
  });

  it('records a failed run and leaves it for the next period', async () => {
    let attempts = 0;
    startInstance('only', () => ({
      name: 'failing-test',
      everyMs: 60 * 60_000,
      run: async () => {
        attempts += 1;
        throw new Error('storage unreachable');
      },
    }));
    const [row] = await waitFor('the failure to be recorded', async () => {
      const rows = await ledgerRows('failing-test');
      return rows[0]?.outcome === 'failed' ? rows : undefined;
    });
    expect(row!.finishedAt).not.toBeNull();
    expect(attempts).toBe(1);
  });
});
