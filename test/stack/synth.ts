import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type GeoTenderStacks, defineGeoTender } from '../../lib/geotender';
import { readTemplates } from '../../lib/nag';
import { settingsFromContext, stackNameFromContext } from '../../lib/settings';
import type { RouteDef } from '../../lambdas/api/route-def';
import { cdkJsonContext, WEB_DIST_FIXTURE } from './synth-context';

export { cdkJsonContext, WEB_DIST_FIXTURE };

export interface SynthOptions {
  /** Bundle every function with esbuild (slow); off by default, the templates are the same apart from asset hashes. */
  bundle?: boolean;
  /** Extra context, e.g. `{ 'geotender:retainData': false }`. The web build defaults to a small fixture. */
  context?: Record<string, unknown>;
  /** Another route table to build the stage from (a route moved or a feature removed). */
  routes?: readonly RouteDef[];
}

type Json = Record<string, any>;

export interface Synthesized {
  app: App;
  stacks: GeoTenderStacks;
  /** The root's template by the stage's name (`GeoTender`), each nested stack's as `<stage>-<id>` (`GeoTender-Data`). */
  templates: Record<string, Template>;
  /**
   * Every stack's resources in one template, with each reference parameter of a nested stack replaced by the
   * value the producing stack outputs (a `Ref` or `Fn::GetAtt` of the resource), so assertions can follow
   * references across stacks as within one. Logical ids that two stacks share (aws-cdk-lib's provider
   * singletons) are kept apart as `<stack>/<id>`; the root's outputs are the operators' outputs.
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
  const key = JSON.stringify({ ...options, routes: options.routes?.map((r) => `${r.feature} ${r.method} ${r.path} ${r.roles}`) });
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
  const stage = stackNameFromContext(app.node);
  const stacks = defineGeoTender(app, stage, settingsFromContext(app.node), { routes: options.routes });
  const files = readTemplates(app.synth().directory);
  const keyOf = new Map<string, string>([[stacks.root.templateFile, stage]]);
  for (const child of stacks.root.node.children) if (NestedStack.isNestedStack(child)) keyOf.set(child.templateFile, `${stage}-${child.node.id}`);
  const templates = Object.fromEntries([...keyOf].map(([file, key]) => [key, Template.fromJSON(files[file]!)]));
  return { app, stacks, templates, template: Template.fromJSON(merge(files, keyOf)) };
}

/**
 * The merged template of the stage's templates (`files` by file name, `keyOf` their stack keys; see
 * Synthesized.template): nested stack resources are left out, and each reference parameter is replaced by the
 * producer's output value it is set from.
 */
function merge(files: Record<string, Json>, keyOf: Map<string, string>): Json {
  const seen = new Map<string, number>();
  for (const file of keyOf.keys()) for (const id of Object.keys(files[file]!.Resources ?? {})) seen.set(id, (seen.get(id) ?? 0) + 1);
  const rename = (file: string, id: string) => ((seen.get(id) ?? 0) > 1 ? `${keyOf.get(file)}/${id}` : id);
  const parentOf = new Map<string, { file: string; parameters: Json }>();
  for (const file of keyOf.keys()) {
    for (const r of Object.values((files[file]!.Resources ?? {}) as Json)) {
      if (r.Type === 'AWS::CloudFormation::Stack') parentOf.set(r.Metadata['aws:asset:path'], { file, parameters: r.Properties?.Parameters ?? {} });
    }
  }
  const renamedValue = (file: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => renamedValue(file, v));
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Json;
    const t = files[file]!;
    if (typeof obj.Ref === 'string' && Object.keys(obj).length === 1) {
      const parent = parentOf.get(file);
      if (t.Parameters?.[obj.Ref] && parent && obj.Ref in parent.parameters) return renamedValue(parent.file, parent.parameters[obj.Ref]);
      return { Ref: rename(file, obj.Ref) };
    }
    if (Array.isArray(obj['Fn::GetAtt'])) {
      const [id, attribute] = obj['Fn::GetAtt'] as [string, string];
      const nested = t.Resources?.[id];
      if (nested?.Type === 'AWS::CloudFormation::Stack' && attribute.startsWith('Outputs.')) {
        const child = nested.Metadata['aws:asset:path'] as string;
        const output = files[child]?.Outputs?.[attribute.slice('Outputs.'.length)];
        if (!output) throw new Error(`No output ${attribute} in ${child}`);
        return renamedValue(child, output.Value);
      }
      return { 'Fn::GetAtt': [rename(file, id), ...obj['Fn::GetAtt'].slice(1)] };
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, renamedValue(file, v)]));
  };
  const Resources: Json = {};
  const Outputs: Json = {};
  for (const file of keyOf.keys()) {
    const t = files[file]!;
    for (const [id, resource] of Object.entries((t.Resources ?? {}) as Json)) {
      if (resource.Type === 'AWS::CloudFormation::Stack') continue;
      const r = renamedValue(file, resource) as Json;
      if (Array.isArray(r.DependsOn)) r.DependsOn = r.DependsOn.map((d: string) => rename(file, d));
      Resources[rename(file, id)] = r;
    }
    // Operators' outputs are the root's; nested stacks' outputs only carry references.
    if (!parentOf.has(file)) for (const [id, output] of Object.entries((t.Outputs ?? {}) as Json)) Outputs[id] = renamedValue(file, output);
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
