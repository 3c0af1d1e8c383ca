import { defineConfig } from 'vitest/config';
import './local/quiet-sdk-warning.js';

// One config, four projects: `npm test` (test/run-all.ts) runs them in layers.
export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a 2-core machine that is a single worker,
    // and the unit, web and infra files then run one after another.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // Handlers read configuration from the environment; unit tests use mocked clients.
          env: {
            TABLE_NAME: 'unit-table',
            FILES_BUCKET: 'unit-files',
            // Where emailed links point, as the local stack sets it (test/unit/teams/site-links.test.ts unsets it).
            SITE_URL: 'https://hire.example.com',
            AWS_REGION: 'us-east-1',
            POWERTOOLS_LOG_LEVEL: 'SILENT',
            POWERTOOLS_METRICS_DISABLED: 'true',
            POWERTOOLS_TRACE_ENABLED: 'false',
            // forgot-password's constant answer time, short here (password-reset.test.ts checks it).
            RESET_ANSWER_MS: '5',
          },
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: '.',
          include: ['test/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/web/support/setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
