/**
 * ESLint (flat config) for the whole repository: typescript-eslint's recommended rules everywhere, the
 * React hooks rules for the web app, the import boundaries of eslint/boundaries.js and the rule against user-facing
 * text outside the message catalogue (eslint/literal-text.js). `npm run lint`
 * runs it with the Prettier check and the type check.
 *
 * Type-aware rules (recommendedTypeChecked) are not on: they take the run from about 20 s to about 60 s
 * on 2 cores and report about 1,000 findings, mostly no-unsafe-* on the untyped JSON tests read.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './eslint/boundaries.js';
import { featureOrderConfig } from './eslint/feature-order.js';
import { literalTextConfigs } from './eslint/literal-text.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.local-data/**',
      '.stryker-tmp/**',
      'web/src/lib/api/schema.d.ts',
      // Built bytes the web stack test uploads, not source.
      'test/stack/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter kept for a signature, and `{ key: _key, ...rest }` or
      // `{ key, ...rest }` omits a key from a copy: both are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests and benches read untyped JSON (HTTP answers, CloudFormation templates) and assert on its shape.
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // Only says the React Compiler skips a component (react-hook-form's watch()); the app does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...boundaryConfigs(),
  featureOrderConfig,
  ...literalTextConfigs(),
);
