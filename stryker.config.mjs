// @ts-check
/**
 * Mutation testing of the domain rules and the Lambda library: `npm run mutation`, outside CI.
 * Mutants are run against the unit and handler tests (vitest.mutation.config.ts). Left out, because they hold
 * no logic of ours to mutate: the SDK client constructors (lambdas/kernel/clients) and the logger's set-up.
 * Incremental: a rerun tests only the mutants of changed code and tests (reports/stryker-incremental.json).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // The domain modules and the modules with logic of each layer: the kernel, the request pipeline and each feature's
  // own modules (lambdas/features/<feature>/*.ts, its route list aside). Entry points are thin and pinned by handler tests.
  mutate: [
    'lambdas/domain/**/*.ts',
    'lambdas/features/*/domain/**/*.ts',
    'lambdas/features/*/*.ts',
    '!lambdas/features/*/routes.ts',
    'lambdas/kernel/**/*.ts',
    '!lambdas/kernel/clients/**',
    '!lambdas/kernel/logger.ts',
    'lambdas/api/http-handler.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  // Static mutants (module-level values such as message tables, 22 % of all) each need every test file
  // reloaded and take three quarters of the run; they are listed as ignored in the report.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  ignorePatterns: ['.local-data', 'cdk.out', 'web', 'test/e2e', 'test/integration', 'test/stack', 'bench', 'local', 'reports', 'docs', 'playwright-report', 'test-results'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
};
