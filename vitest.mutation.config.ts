import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (`npm run mutation`): the domain unit tests and the handler
 * tests (aws-sdk-client-mock), which exercise lambdas/domain and lambdas/lib without the local cloud.
 */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/handlers/**/*.test.ts'],
    environment: 'node',
  },
});
