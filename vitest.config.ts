import { defineConfig } from 'vitest/config';

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * Suites that only mean something on PostgreSQL (several server instances on one database) run in
 * the api-postgres project only; without TEST_DATABASE_URL, scripts/test.mjs names them as not run.
 */
export const POSTGRES_ONLY_TESTS = 'tests/api/**/*.postgres.test.ts';

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free, but an API test spends much of its time waiting
    // on its database, its server's child processes or a rate limit's window.
    maxWorkers: 2,
    // Each project's files share their worker's modules instead of importing them afresh per file
    // (isolate: false, set per project: projects do not inherit the root's test options). Importing
    // the server anew for each of two hundred API files was a third of the suite's CPU time. Nothing
    // may therefore replace a module (vi.mock); a test that needs other behaviour injects it or spies
    // on a global and restores it.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      ...databases.map((database) => ({
        test: {
          name: database === 'pglite' ? 'api' : 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: database === 'pglite' ? [POSTGRES_ONLY_TESTS] : [],
          environment: 'node',
          isolate: false,
          env: { TEST_DATABASE: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/helpers/no-network.ts'],
        },
      })),
    ],
  },
});
