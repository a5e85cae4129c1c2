import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (`npm run mutation`): the domain unit tests and the handler
 * tests (aws-sdk-client-mock), which exercise the domain, kernel and feature modules without the local cloud.
 * The generated-types check reads the web app's files, which Stryker's sandbox leaves out; it tests no mutated code.
 */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/handlers/**/*.test.ts'],
    exclude: ['test/unit/api-types.test.ts'],
    environment: 'node',
    // The handler tests' set-up: the write limit counts nothing there (test/handlers/write-limit-setup.ts).
    setupFiles: ['test/handlers/write-limit-setup.ts'],
  },
});
