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
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...databases.map((database) => ({
        test: {
          name: database === 'pglite' ? 'api' : 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: database === 'pglite' ? [POSTGRES_ONLY_TESTS] : [],
          environment: 'node',
          env: { TEST_DATABASE: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/helpers/no-network.ts'],
        },
      })),
    ],
  },
});
