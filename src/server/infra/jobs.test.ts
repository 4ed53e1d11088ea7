import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createJobScheduler, periodStartOf } from './jobs';
import { renderMetrics } from './metrics';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('periodStartOf', () => {
  it('counts periods from the epoch', () => {
    expect(periodStartOf({ everyMs: HOUR }, Date.parse('2026-05-01T10:59:59Z')).toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('starts a daily period at 06:00 South African time with an offset of 4 hours', () => {
    const daily = { everyMs: DAY, offsetMs: 4 * HOUR };
    expect(periodStartOf(daily, Date.parse('2026-05-01T04:00:00Z')).toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(periodStartOf(daily, Date.parse('2026-05-01T03:59:59Z')).toISOString()).toBe('2026-04-30T04:00:00.000Z');
    expect(periodStartOf(daily, Date.parse('2026-05-01T23:00:00Z')).toISOString()).toBe('2026-05-01T04:00:00.000Z');
  });
});

describe('createJobScheduler', () => {
  it("counts each claimed run in the metrics, by job and outcome, and not the runs another instance claimed", async () => {
    const claimed = new Set(['metrics-ok', 'metrics-broken']);
    const finished: string[] = [];
    const jobs = createJobScheduler({
      logger: pino({ level: 'silent' }),
      ledger: {
        claim: async (name) => claimed.has(name),
        finish: async (name, _period, outcome) => void finished.push(`${name}:${outcome}`),
      },
    });
    jobs.add({ name: 'metrics-ok', everyMs: HOUR, run: async () => 'fine' });
    jobs.add({ name: 'metrics-broken', everyMs: HOUR, run: async () => Promise.reject(new Error('disk full')) });
    jobs.add({ name: 'metrics-elsewhere', everyMs: HOUR, run: async () => 'never here' });
    await vi.waitFor(() => expect(finished).toHaveLength(2));
    await jobs.stop();

    const { text } = await renderMetrics();
    expect(text).toContain('zarcode_job_runs_total{job_name="metrics-ok",outcome="done"} 1');
    expect(text).toContain('zarcode_job_runs_total{job_name="metrics-broken",outcome="failed"} 1');
    expect(text).not.toContain('job_name="metrics-elsewhere"');
    expect(text).toMatch(/zarcode_job_last_success_timestamp_seconds\{job_name="metrics-ok"\} \d+/);
    expect(text).not.toContain('zarcode_job_last_success_timestamp_seconds{job_name="metrics-broken"}');
  });
});
