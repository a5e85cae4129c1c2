/**
 * Import boundaries. The web rules use no-restricted-imports: the `@/` alias needs no resolver that way
 * (eslint-plugin-boundaries would need eslint-import-resolver-typescript). The domain rule is about package
 * names, also no-restricted-imports. Each message says what to do instead.
 * - a web feature imports no other feature; shared pieces live in web/src/{components,hooks,lib,testing,config}
 *   and the app (web/src/app) composes features. Shared folders import no feature and no app code.
 * - a Lambda handler imports no other handler; shared helpers live in lambdas/lib or lambdas/data.
 * - lambdas/domain (shared with the web app) imports only itself and pure npm packages.
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
          ],
        },
      ],
    },
  };
  // Handlers import each other only by relative path, which Node's resolver follows, so eslint-plugin-boundaries
  // can classify both ends. A file element still needs `mode: 'file'` (deprecated in v7, which prints a notice).
  const handlers = {
    files: ['lambdas/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [{ type: 'handler', pattern: 'lambdas/handlers/*.ts', mode: 'file' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [{ from: { element: { type: 'handler' } }, disallow: { to: { element: { type: 'handler' } } } }],
          message: 'A handler may not import another handler: move the shared helper to lambdas/lib or lambdas/data.',
        },
      ],
    },
  };
  const domain = {
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .filter((m) => !m.startsWith('_') && !m.startsWith('node:'))
            .map((name) => ({ name, message: 'lambdas/domain is pure and shared with the web app: no Node built-ins.' })),
          patterns: [
            { regex: '^\\.\\./', message: 'lambdas/domain imports only lambdas/domain (and pure npm packages).' },
            { regex: '^#(lib|data|domain)/', message: 'lambdas/domain imports only lambdas/domain, with relative paths (and pure npm packages).' },
            { regex: '^node:', message: 'lambdas/domain is pure and shared with the web app: no Node built-ins.' },
            { group: impurePackages, message: 'lambdas/domain is pure: no AWS SDK, data access or middleware packages.' },
          ],
        },
      ],
    },
  };
  return [...features, shared, handlers, domain];
}
