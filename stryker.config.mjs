// @ts-check
/**
 * Mutation testing of the domain rules and the Lambda library (issue 13, 5): `npm run mutation`, outside CI.
 * Mutants are run against the unit and handler tests (vitest.mutation.config.ts). Left out, because they hold
 * no logic of ours to mutate: the SDK client constructors (lambdas/lib/clients) and the logger's set-up.
 * Incremental: a rerun tests only the mutants of changed code and tests (reports/stryker-incremental.json).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['lambdas/domain/**/*.ts', 'lambdas/lib/**/*.ts', '!lambdas/lib/clients/**', '!lambdas/lib/logger.ts'],
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
