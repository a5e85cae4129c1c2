/**
 * Component and client tests of the web app (`src/**\/*.test.ts(x)`): happy-dom, the same `@` and
 * `@domain` aliases as the build, Amplify Auth mocked per test with vi.mock('aws-amplify/auth').
 * Run alone with `npx vitest run --config web/vitest.config.ts`, or as the `web` project of the root config.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@/': `${webRoot}src/`,
      '@domain/': `${repoRoot}lambdas/domain/`,
      '@features/': `${repoRoot}lambdas/features/`,
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
  },
});
