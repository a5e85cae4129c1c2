/**
 * Import boundaries. The web rules use no-restricted-imports: the `@/` alias needs no resolver that way
 * (eslint-plugin-boundaries would need eslint-import-resolver-typescript). The domain rule is about package
 * names, also no-restricted-imports. Each message says what to do instead.
 * - a web feature imports no other feature; shared pieces live in web/src/{components,hooks,lib,testing,config}
 *   and the app (web/src/app) composes features. Shared folders import no feature and no app code.
 * - the API's layers (docs/architecture.md): no module imports an entry point (handler, trigger, worker, WebSocket
 *   route); domain modules (lambdas/domain, lambdas/features/<feature>/domain, shared with the web app) import only
 *   domain modules and pure npm packages; lambdas/kernel knows no feature; lambdas/table only the entity models.
 */
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';

const root = new URL('..', import.meta.url);

/** The feature folders of web/src/features. */
export function webFeatures() {
  return readdirSync(new URL('web/src/features/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Relative imports may climb one folder (`../api/x`); anything further goes through `@/`, where the rules can see it. */
const deepRelative = {
  regex: '^(\\.\\./){2,}',
  message: 'Import across folders with the @/ alias (a feature may not reach into another feature).',
};

/** The web app may read the API's pure domain modules (`@domain`, `@features/<feature>/domain`), nothing else of it. */
const apiInternals = {
  regex: '^@features/[^/]+/(?!domain/)',
  message: "The web app imports only the API's pure domain modules: @features/<feature>/domain/* or @domain/*.",
};

/** Packages that do I/O or need a cloud: the domain must stay pure. */
const impurePackages = ['@aws-sdk/*', '@aws-lambda-powertools/*', '@middy/*', 'aws-jwt-verify', 'aws-amplify', 'aws-amplify/*', 'electrodb', 'aws-cdk-lib', 'aws-cdk-lib/*'];

/** The flat-config blocks of the boundary rules. */
export function boundaryConfigs() {
  const features = webFeatures().map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${escapeRegex(feature)}/)`,
              message: `The ${feature} feature may not import another feature: move the shared piece to web/src/components, web/src/hooks or web/src/lib, or compose the features in web/src/app.`,
            },
            { regex: '^@/app(/|$)', message: 'Features may not import the app layer (web/src/app composes features, not the other way round).' },
            deepRelative,
            apiInternals,
          ],
        },
      ],
    },
  }));
  const shared = {
    files: ['web/src/{components,hooks,lib,testing,config,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: 'Shared web code may not import a feature or the app: dependencies flow shared -> features -> app.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Shared web code may not import a feature or the app: dependencies flow shared -> features -> app.' },
            apiInternals,
          ],
        },
      ],
    },
  };
  // The API's layers (docs/architecture.md). Imports are relative paths, which Node's resolver follows, so
  // eslint-plugin-boundaries classifies both ends. The first element whose pattern matches a file is its type.
  const lambdaElements = [
    // A file element (each entry point its own element) still needs `mode: 'file'` (deprecated in v7, which prints a notice).
    { type: 'entry', pattern: 'lambdas/features/*/{handlers,triggers,workers,websocket}/*.ts', mode: 'file', capture: ['feature', 'kind'] },
    { type: 'feature-domain', pattern: 'lambdas/features/*/domain', capture: ['feature'] },
    { type: 'feature-data', pattern: 'lambdas/features/*/data', capture: ['feature'] },
    { type: 'feature', pattern: 'lambdas/features/*', capture: ['feature'] },
    { type: 'shared-domain', pattern: 'lambdas/domain' },
    { type: 'kernel', pattern: 'lambdas/kernel' },
    { type: 'table', pattern: 'lambdas/table' },
    { type: 'queues', pattern: 'lambdas/queues' },
    { type: 'api', pattern: 'lambdas/api' },
  ];
  const to = (...types) => ({ to: { element: { type: types } } });
  const from = (...types) => ({ from: { element: { type: types } } });
  const layers = {
    files: ['lambdas/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': lambdaElements,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              ...from('entry', 'feature', 'feature-domain', 'feature-data', 'shared-domain', 'kernel', 'table', 'queues', 'api'),
              disallow: to('entry'),
              message: 'An entry point (a handler, trigger, worker or WebSocket route) is imported by nothing: move the shared step into its feature (lambdas/features/<feature>/*.ts).',
            },
            {
              ...from('feature-domain', 'shared-domain'),
              disallow: to('feature', 'feature-data', 'kernel', 'table', 'api'),
              message: 'A domain module is pure and shared with the web app: it imports only domain modules (lambdas/domain, lambdas/features/*/domain) and pure packages.',
            },
            {
              ...from('shared-domain'),
              disallow: to('feature-domain'),
              message: 'lambdas/domain is the shared kernel of the domain: it knows no feature. Move the rule into lambdas/features/<feature>/domain.',
            },
            {
              ...from('kernel'),
              disallow: to('feature', 'feature-domain', 'feature-data', 'table', 'queues', 'api'),
              message: 'lambdas/kernel knows no feature and no table: move the feature-specific part into lambdas/features/<feature>.',
            },
            {
              ...from('queues'),
              disallow: to('feature', 'feature-domain', 'feature-data', 'api'),
              message: 'lambdas/queues serves the workers of every feature: it knows the kernel and the table, no feature.',
            },
            {
              ...from('table'),
              disallow: to('feature', 'feature-domain', 'queues', 'api'),
              message: 'lambdas/table holds the key design and the table service; of the features it may import only their data modules (the entity models it gathers).',
            },
          ],
        },
      ],
    },
  };
  const domain = {
    files: ['lambdas/domain/**/*.ts', 'lambdas/features/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .filter((m) => !m.startsWith('_') && !m.startsWith('node:'))
            .map((name) => ({ name, message: 'A domain module is pure and shared with the web app: no Node built-ins.' })),
          patterns: [
            { regex: '^node:', message: 'A domain module is pure and shared with the web app: no Node built-ins.' },
            { group: impurePackages, message: 'A domain module is pure: no AWS SDK, data access or middleware packages.' },
          ],
        },
      ],
    },
  };
  return [...features, shared, layers, domain];
}
