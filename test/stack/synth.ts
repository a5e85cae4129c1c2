import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type GeoTenderStacks, defineGeoTender } from '../../lib/geotender';
import { settingsFromContext, stackNameFromContext } from '../../lib/settings';
import { cdkJsonContext, WEB_DIST_FIXTURE } from './synth-context';

export { cdkJsonContext, WEB_DIST_FIXTURE };

export interface SynthOptions {
  /** Bundle every function with esbuild (slow); off by default, the templates are the same apart from asset hashes. */
  bundle?: boolean;
  /** Extra context, e.g. `{ 'geotender:retainData': false }`. The web build defaults to a small fixture. */
  context?: Record<string, unknown>;
}

type Json = Record<string, any>;

export interface Synthesized {
  app: App;
  stacks: GeoTenderStacks;
  /** Each stack's template by stack name (`GeoTender-Data`). */
  templates: Record<string, Template>;
  /**
   * Every stack's resources in one template, with each cross-stack reference (`Fn::GetStackOutput`) replaced
   * by the value the producing stack outputs (a `Ref` or `Fn::GetAtt` of the resource), so assertions can
   * follow references across stacks as within one. Logical ids that two stacks share (aws-cdk-lib's provider
   * singletons) are kept apart as `<stack>/<id>`.
   */
  template: Template;
}

const synthesized = new Map<string, Synthesized>();

/**
 * Builds the GeoTender app as bin/app.ts does and returns its stacks and templates. The same options give
 * the same (shared, read-only) result within a test worker: synthesis takes seconds and the stack tests
 * run without module isolation (vitest.config.ts), so each worker builds each variant once.
 */
export function synthesize(options: SynthOptions = {}): Synthesized {
  const key = JSON.stringify(options);
  let result = synthesized.get(key);
  if (!result) {
    result = build(options);
    synthesized.set(key, result);
  }
  return result;
}

function build(options: SynthOptions): Synthesized {
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
  const stacks = defineGeoTender(app, stackNameFromContext(app.node), settingsFromContext(app.node));
  const assembly = app.synth();
  const json: Record<string, Json> = Object.fromEntries(assembly.stacks.map((s) => [s.stackName, s.template as Json]));
  const templates = Object.fromEntries(Object.entries(json).map(([name, t]) => [name, Template.fromJSON(t)]));
  return { app, stacks, templates, template: Template.fromJSON(merge(json)) };
}

/** The merged template of `templates` (see Synthesized.template). */
function merge(templates: Record<string, Json>): Json {
  const seen = new Map<string, number>();
  for (const t of Object.values(templates)) for (const id of Object.keys(t.Resources ?? {})) seen.set(id, (seen.get(id) ?? 0) + 1);
  const rename = (stack: string, id: string) => ((seen.get(id) ?? 0) > 1 ? `${stack}/${id}` : id);
  const renamedValue = (stack: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => renamedValue(stack, v));
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Json;
    if (typeof obj.Ref === 'string' && Object.keys(obj).length === 1) return { Ref: rename(stack, obj.Ref) };
    if (Array.isArray(obj['Fn::GetAtt'])) return { 'Fn::GetAtt': [rename(stack, obj['Fn::GetAtt'][0]), ...obj['Fn::GetAtt'].slice(1)] };
    if (obj['Fn::GetStackOutput']) {
      const { StackName, OutputName } = obj['Fn::GetStackOutput'] as { StackName: string; OutputName: string };
      const producer = templates[StackName];
      const output = producer?.Outputs?.[OutputName];
      if (!output) throw new Error(`No output ${OutputName} in ${StackName}`);
      return renamedValue(StackName, output.Value);
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, renamedValue(stack, v)]));
  };
  const Resources: Json = {};
  const Outputs: Json = {};
  for (const [stack, t] of Object.entries(templates)) {
    for (const [id, resource] of Object.entries((t.Resources ?? {}) as Json)) {
      const r = renamedValue(stack, resource) as Json;
      if (Array.isArray(r.DependsOn)) r.DependsOn = r.DependsOn.map((d: string) => rename(stack, d));
      Resources[rename(stack, id)] = r;
    }
    for (const [id, output] of Object.entries((t.Outputs ?? {}) as Json)) if (!id.startsWith('PublishOutput')) Outputs[id] = renamedValue(stack, output);
  }
  return { Resources, Outputs };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[] }>;

/** Providers aws-cdk-lib adds (BucketDeployment, AwsCustomResource): their code and grants are aws-cdk-lib's. */
const PROVIDER_PREFIXES = ['CustomCDKBucketDeployment', 'AWS679f53fac002430cb0da5b7982bd2287'];

/** The app's own functions (every function but aws-cdk-lib's providers), as [logical id, properties]. */
export function appFunctions(template: Template): Array<[string, Record<string, any>]> {
  return Object.entries(template.findResources('AWS::Lambda::Function') as Resources)
    .filter(([id]) => !PROVIDER_PREFIXES.some((p) => id.split('/').pop()!.startsWith(p)))
    .map(([id, r]) => [id, r.Properties!]);
}

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
