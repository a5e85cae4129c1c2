import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test layers (npm test runs all but e2e):
 * - unit: pure domain rules
 * - handlers: Lambda handlers with aws-sdk-client-mock
 * - stack: CDK template assertions and cdk-nag
 * - integration: handlers and gateway against the local emulators, started and stopped by the run
 * - web: component tests of the React app (web/vitest.config.ts)
 * Playwright end-to-end tests live in test/e2e and run with `npm run e2e`.
 */

/** Vitest's default order, except that the integration project's grants.test.ts runs after every other file. */
class GrantsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (f: TestSpecification) => /[\\/]test[\\/]integration[\\/]grants\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter((f) => !isLast(f)), ...sorted.filter(isLast)];
  }
}

export default defineConfig({
  test: {
    // grants.test.ts compares every AWS call the other integration files caused with the IAM grants.
    sequence: { sequencer: GrantsLastSequencer },
    // Two files at a time (Vitest takes one on a 2-core machine) for the projects without emulators; the integration
    // project then runs alone (groupOrder 1), one file at a time, so its timings never compete with them.
    maxWorkers: 2,
    projects: [
      'web/vitest.config.ts',
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'handlers', include: ['test/handlers/**/*.test.ts'], environment: 'node', setupFiles: ['test/handlers/write-limit-setup.ts'] } },
      // isolate: false lets the files of a worker share synthesized templates (test/stack/synth.ts).
      { test: { name: 'stack', include: ['test/stack/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 120_000, hookTimeout: 180_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          // Users left by earlier files stop receiving the e-mails that follow preferences (quiet-mail-setup.ts).
          setupFiles: ['test/integration/quiet-mail-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
