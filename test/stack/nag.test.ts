import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../lambdas/api/route-def';
import { routes } from '../../lambdas/api/routes';
import { bundlingDefaults } from '../../lib/bundling';
import { acknowledge, CrossStackNagChecks } from '../../lib/nag';
import { appFunctions, synthesize } from './synth';

let app: App;
let template: Template;
beforeAll(() => {
  // The real thing: every function bundled by esbuild, as `npm run synth` does.
  ({ app, template } = synthesize({ bundle: true }));
});

/** Findings as `rule at path` lines, so a failure names them. */
function findings(scope: App): string[] {
  const report = new CrossStackNagChecks(new AwsSolutionsChecks(scope, { verbose: false })).validateScope(scope);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`));
}

describe('cdk-nag AwsSolutions', () => {
  it('has no finding that is not acknowledged with a reason', () => {
    expect(findings(app)).toEqual([]);
  });

  it('stays clean with the optional settings on (tracing, SES for Cognito, a mail domain, throw-away data)', () => {
    const { app: variant } = synthesize({
      context: {
        'geotender:tracing': true,
        'geotender:cognitoEmailViaSes': true,
        'geotender:mailDomain': 'geotender.example',
        'geotender:retainData': false,
      },
    });
    expect(findings(variant)).toEqual([]);
  });

  // Every setting the README documents: the restore runbook's table, a second stage, an adopted identity with its own DKIM keys.
  it.each([
    ['a restored table (geotender:tableName)', { 'geotender:tableName': 'GeoTender-restored-2026-11-25' }],
    ['a second stage in the account', { 'geotender:stackName': 'GeoTender-staging', 'geotender:apiGatewayCloudWatchRole': false }],
    ['a domain identity with its own DKIM keys', { 'geotender:mailDomain': 'geotender.example', 'geotender:mailDkim': 'external', 'geotender:cognitoEmailViaSes': true }],
    ['a restored table on a throw-away stage with tracing', { 'geotender:tableName': 'GeoTender-restored-2026-11-25', 'geotender:retainData': false, 'geotender:tracing': true }],
  ])('stays clean with %s', (_what, context) => {
    expect(findings(synthesize({ context }).app)).toEqual([]);
  });

  it('reports a finding that nobody acknowledged (the check is live)', () => {
    const probe = new App();
    const stack = new Stack(probe, 'Probe');
    new s3.Bucket(stack, 'Plain', { enforceSSL: false });
    expect(findings(probe).some((f) => f.includes('AwsSolutions-S10'))).toBe(true);
  });

  it('refuses an acknowledgment without a reason', () => {
    const stack = new Stack(new App(), 'Probe');
    expect(() => acknowledge(stack, { id: 'AwsSolutions-S1', reason: '  ' })).toThrow(/needs a reason/);
  });
});

describe('bundles', () => {
  /** The folder of `fn`'s asset in the synthesized cloud assembly. */
  const assetDirOf = (fn: Record<string, any>) => join(app.synth().directory, `asset.${(fn.Code.S3Key as string).replace(/\.zip$/, '')}`);

  it('bundles every function as an ES module with a require shim and a source map, split into index.mjs and its chunks', () => {
    const functions = appFunctions(template);
    expect(functions.length).toBeGreaterThan(0);
    for (const [, fn] of functions) {
      expect(fn.Handler).toBe('index.handler');
      const assetDir = assetDirOf(fn);
      const code = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(code.startsWith(bundlingDefaults.banner)).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}|export\s+(async\s+)?(const|function)\s+handler/);
      expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
      for (const [, chunk] of code.matchAll(/from\s*"\.\/(chunks\/[^"]+\.mjs)"/g)) expect(existsSync(join(assetDir, chunk!)), chunk).toBe(true);
    }
  });

  it('gives each function its own bundle: one asset per function, a route’s holding its own route', () => {
    const functions = appFunctions(template);
    expect(new Set(functions.map(([, fn]) => fn.Code.S3Key)).size).toBe(functions.length);
    // A route's function is described as `METHOD /path: summary` (lib/constructs/route-functions.ts).
    const routeOf = (description: string) => (routes as readonly RouteDef[]).find((r) => description.startsWith(`${r.method} ${r.path}: `));
    const routeFunctions = functions.filter(([, fn]) => routeOf(String(fn.Description)));
    expect(routeFunctions.length).toBe(routes.length);
    for (const [, fn] of routeFunctions) {
      const handler = routeOf(String(fn.Description))!.handler;
      const assetDir = assetDirOf(fn);
      const code = [join(assetDir, 'index.mjs'), ...(existsSync(join(assetDir, 'chunks')) ? readdirSync(join(assetDir, 'chunks')).map((f) => join(assetDir, 'chunks', f)) : [])]
        .filter((f) => f.endsWith('.mjs'))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      expect(code, handler).toMatch(new RegExp(`handler:"${handler}"`));
    }
  });

  /** Runs the bundled `GET /tenders/{tenderId}` function on a geodesist's request in a fresh Node.js with `env`: its answer and output. */
  function runBundledTendersGet(env: Record<string, string>): { statusCode: number; output: string } {
    const [, fn] = appFunctions(template).find(([, props]) => String(props.Description).startsWith('GET /tenders/{tenderId}: '))!;
    const entry = join(assetDirOf(fn), 'index.mjs');
    const event = {
      version: '2.0',
      headers: {},
      isBase64Encoded: false,
      pathParameters: { tenderId: '0b6c1d4e-58f4-4b8e-9a37-1d2c3e4f5a6b' },
      requestContext: { requestId: 'probe', http: { method: 'GET', path: '/tenders/x', sourceIp: '127.0.0.1' }, authorizer: { jwt: { claims: { sub: 'probe', 'cognito:groups': '[geodesist]' } } } },
    };
    const probe = `const { handler } = await import(process.argv[1]); const res = await handler(${JSON.stringify(event)}, { awsRequestId: 'probe', functionName: 'probe' }); process.stdout.write('RESULT ' + JSON.stringify(res) + '\\n');`;
    // No AWS setting of this machine (credentials, profiles, container or web-identity providers) reaches the probe;
    // nothing listens on the DynamoDB endpoint; no shared config or instance metadata to find credentials in.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')));
    const base = {
      ...inherited,
      HOME: '/nonexistent',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_REGION: 'eu-central-1',
      AWS_MAX_ATTEMPTS: '1',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
      TABLE_NAME: 'probe',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe, entry], { env: { ...base, ...env }, encoding: 'utf8', timeout: 30_000 });
    return { statusCode: JSON.parse(run.stdout.split('RESULT ')[1]!).statusCode, output: run.stdout + run.stderr };
  }

  it('answers a request from a bundled route as Lambda would: credentials from the environment, a signed call to the endpoint', { timeout: 60_000 }, () => {
    const { statusCode, output } = runBundledTendersGet({ AWS_ACCESS_KEY_ID: 'probe', AWS_SECRET_ACCESS_KEY: 'probe' });
    expect(statusCode).toBe(500);
    // The pipeline logs the failed call: the request was signed and sent.
    expect(output).toContain('connect ECONNREFUSED 127.0.0.1:9');
  });

  it('loads the chunks of the other credential providers when the environment has none (each of them, then no credentials)', { timeout: 60_000 }, () => {
    const { statusCode, output } = runBundledTendersGet({});
    expect(statusCode).toBe(500);
    expect(output).toContain('Could not load credentials from any providers');
    expect(output).not.toContain('ERR_MODULE_NOT_FOUND');
  });

  it('gives Lambda an asset it can load: each index.mjs imports with its chunks and exports a handler function', { timeout: 60_000 }, () => {
    const entries = appFunctions(template).map(([, fn]) => join(assetDirOf(fn), 'index.mjs'));
    const probe = `for (const entry of process.argv.slice(1)) { const m = await import(entry); process.stdout.write(typeof m.handler + '\\n'); }`;
    const env = {
      ...process.env,
      AWS_REGION: 'eu-central-1',
      TABLE_NAME: 'probe',
      FILES_BUCKET: 'probe',
      USER_POOL_ID: 'probe',
      EMAIL_QUEUE_URL: 'http://localhost/q',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const kinds = execFileSync(process.execPath, ['--input-type=module', '-e', probe, ...entries], { env })
      .toString()
      .trim()
      .split('\n');
    expect(kinds).toEqual(entries.map(() => 'function'));
  });
});
