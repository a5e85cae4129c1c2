import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { GeoTenderStack } from '../../lib/geotender-stack';
import { settingsFromContext } from '../../lib/settings';

/** The context of cdk.json (feature flags and `geotender:*` settings), so tests build what `cdk synth` builds. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** A tiny built web app (index.html and one asset). */
export const WEB_DIST_FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface SynthOptions {
  /** Bundle every function with esbuild (slow); off by default, the template is the same apart from asset hashes. */
  bundle?: boolean;
  /** Extra context, e.g. `{ 'geotender:retainData': false }`. The web build defaults to a small fixture. */
  context?: Record<string, unknown>;
}

/** Builds the GeoTender stack as bin/app.ts does and returns the app, the stack and its template. */
export function synthesize(options: SynthOptions = {}): { app: App; stack: GeoTenderStack; template: Template } {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      // An operator sets the sender in cdk.json before deploying; the tests use an example one.
      'geotender:mailFrom': 'notifications@geotender.example',
      'geotender:webDist': WEB_DIST_FIXTURE,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const stack = new GeoTenderStack(app, 'GeoTender', { settings: settingsFromContext(app.node) });
  return { app, stack, template: Template.fromStack(stack) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string }>;

/** Logical id of the one resource of `type` whose properties match `predicate`; throws unless exactly one matches. */
export function logicalIdWhere(template: Template, type: string, predicate: (props: Record<string, any>) => boolean): string {
  const ids = Object.entries(template.findResources(type) as Resources)
    .filter(([, r]) => predicate(r.Properties ?? {}))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one ${type} matching, found ${ids.length}`);
  return ids[0]!;
}

/** The logical id of the function built from `lambdas/<entry>.ts` (its description names the entry or the route). */
export function functionIdByDescription(template: Template, text: string): string {
  return logicalIdWhere(template, 'AWS::Lambda::Function', (p) => typeof p.Description === 'string' && p.Description.includes(text));
}

/** Logical id of the IAM role a function runs as. */
export function roleOf(template: Template, functionId: string): string {
  const fn = (template.findResources('AWS::Lambda::Function') as Resources)[functionId];
  return fn!.Properties!.Role['Fn::GetAtt'][0] as string;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every policy statement attached to `roleId` (its default policy and separate policies). */
export function statementsOf(template: Template, roleId: string): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter((p) => (p.Properties!.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[]);
}

/** Actions of `statements` whose resources mention `logicalId`. */
export function actionsOn(statements: Statement[], logicalId: string): string[] {
  return statements
    .filter((s) => JSON.stringify(s.Resource).includes(`"${logicalId}"`))
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]))
    .sort();
}

export type { Resources };
