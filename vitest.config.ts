import { defineConfig } from 'vitest/config';

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
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
