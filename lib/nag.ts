import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type CfnElement, type IPolicyValidationContext, type IPolicyValidationPlugin, type PolicyValidationPluginReport, Stack, type Stage, Validations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

/** A cdk-nag finding acknowledged on purpose: `id` is the rule (`AwsSolutions-S1`) or one finding (`AwsSolutions-IAM5[Action::s3:List*]`). */
export interface NagAcknowledgment {
  readonly id: string;
  readonly reason: string;
}

/**
 * Acknowledges cdk-nag findings on `scope` and everything below it (cdk-nag 3 reads CDK's
 * `Validations` acknowledgments up the construct tree). Each entry needs its reason.
 */
export function acknowledge(scope: IConstruct, ...rules: NagAcknowledgment[]): void {
  for (const rule of rules) {
    if (!rule.reason.trim()) throw new Error(`Acknowledgment of ${rule.id} needs a reason`);
    Validations.of(scope).acknowledge(rule);
  }
}

/** The CloudFormation logical id of a construct's default resource, as cdk-nag prints it in findings. */
export function logicalIdOf(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).resolve(element.logicalId) as string;
}

/**
 * Acknowledges findings on the role behind `grantee` (where its grants land), so the acknowledgment
 * covers that one role's policies. Throws when the principal is not a construct (an imported role).
 */
export function acknowledgeOnGrantee(grantee: iam.IGrantable, ...rules: NagAcknowledgment[]): void {
  const principal = grantee.grantPrincipal;
  if (!Construct.isConstruct(principal)) throw new Error('Cannot acknowledge findings on a principal that is not a construct');
  acknowledge(principal, ...rules);
}

/**
 * Acknowledges the findings on aws-cdk-lib's AwsCustomResource provider of `scope`'s stack (one function per
 * stack, created on first use): the basic execution role it ships with and a runtime it chooses.
 */
export function acknowledgeCustomResourceProvider(scope: IConstruct): void {
  const provider = Stack.of(scope).node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
  if (!provider) return;
  acknowledge(
    provider,
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'aws-cdk-lib’s AwsCustomResource provider writes its own logs with the AWS-managed basic execution role.',
    },
    { id: 'AwsSolutions-L1', reason: 'The AwsCustomResource provider’s runtime is chosen by aws-cdk-lib, not by this project.' },
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation templates are untyped JSON read from disk
type Json = Record<string, any>;

/**
 * What each reference parameter of the nested stacks in `templates` (file name -> template, as CDK writes them
 * to the cloud assembly) stands for, in the form cdk-nag gives a value within one stack: a parameter set from
 * `Fn::GetAtt <nested>.Outputs.<name>` whose output is `{"Fn::GetAtt":["DataTableFDBAD0F2","Arn"]}` becomes
 * `<DataTableFDBAD0F2.Arn>`, a `Ref` `<Id>`, an `Fn::Join` the joined text with `<AWS::Region>` for pseudo
 * parameters. Follows parameters through any depth of nesting; a value it cannot write as text is left out.
 */
export function nestedReferenceTokens(templates: Record<string, Json>): Map<string, string> {
  const parentOf = new Map<string, { file: string; parameters: Json }>();
  const childOf = (file: string, id: string): string | undefined => templates[file]?.Resources?.[id]?.Metadata?.['aws:asset:path'];
  for (const [file, t] of Object.entries(templates)) {
    for (const r of Object.values((t.Resources ?? {}) as Json)) {
      const child = r.Metadata?.['aws:asset:path'];
      if (r.Type === 'AWS::CloudFormation::Stack' && typeof child === 'string') parentOf.set(child, { file, parameters: r.Properties?.Parameters ?? {} });
    }
  }
  const render = (file: string, value: unknown, depth = 0): string | undefined => {
    if (depth > 20) return undefined;
    if (typeof value === 'string') return value;
    if (value === null || typeof value !== 'object') return undefined;
    const v = value as Json;
    if (typeof v.Ref === 'string') {
      if (v.Ref.startsWith('AWS::')) return `<${v.Ref}>`;
      const parent = parentOf.get(file);
      if (templates[file]?.Parameters?.[v.Ref] && parent && v.Ref in parent.parameters) return render(parent.file, parent.parameters[v.Ref], depth + 1);
      return `<${v.Ref}>`;
    }
    if (Array.isArray(v['Fn::GetAtt'])) {
      const [id, attribute] = v['Fn::GetAtt'] as [string, string];
      const child = childOf(file, id);
      if (child && attribute.startsWith('Outputs.')) return render(child, templates[child]?.Outputs?.[attribute.slice('Outputs.'.length)]?.Value, depth + 1);
      return `<${id}.${attribute}>`;
    }
    if (Array.isArray(v['Fn::Join'])) {
      const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
      const rendered = parts.map((part) => render(file, part, depth + 1));
      return rendered.every((part) => part !== undefined) ? rendered.join(separator) : undefined;
    }
    return undefined;
  };
  const tokens = new Map<string, string>();
  for (const [child, { file, parameters }] of parentOf) {
    for (const [name, value] of Object.entries(parameters)) {
      if (!templates[child]?.Parameters?.[name]) continue;
      const token = render(file, value);
      if (token !== undefined) tokens.set(name, token);
    }
  }
  return tokens;
}

/**
 * The templates of a cloud assembly folder by file name, each nested stack resource marked with its template's
 * file (`Metadata['aws:asset:path']`, which the CDK CLI writes and a plain `app.synth()` does not; found here
 * from the hash in its TemplateURL and the folder's asset manifests).
 */
export function readTemplates(dir: string): Record<string, Json> {
  const files = readdirSync(dir);
  const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Json;
  const fileOfHash = new Map<string, string>();
  for (const f of files.filter((f) => f.endsWith('.assets.json'))) {
    for (const [hash, asset] of Object.entries((read(f).files ?? {}) as Json)) if (typeof asset.source?.path === 'string') fileOfHash.set(hash, asset.source.path);
  }
  const templates: Record<string, Json> = Object.fromEntries(files.filter((f) => f.endsWith('.template.json')).map((f) => [f, read(f)]));
  for (const t of Object.values(templates)) {
    for (const r of Object.values((t.Resources ?? {}) as Json)) {
      if (r.Type !== 'AWS::CloudFormation::Stack' || r.Metadata?.['aws:asset:path']) continue;
      const hash = /([0-9a-f]{64})\.json"/.exec(JSON.stringify(r.Properties?.TemplateURL ?? ''))?.[1];
      const file = hash ? fileOfHash.get(hash) : undefined;
      if (file) r.Metadata = { ...r.Metadata, 'aws:asset:path': file };
    }
  }
  return templates;
}

/** A finding id with each nested-stack reference parameter (`<referencetoGeoTender…Arn>`) written as its value (nestedReferenceTokens). */
export function sameStackFindingId(id: string, tokens: Map<string, string>): string {
  return id.replace(/<([A-Za-z0-9]+)>/g, (whole, name: string) => tokens.get(name) ?? whole);
}

/**
 * Runs `checks` (cdk-nag's AwsSolutions pack) over the app and drops the findings that are acknowledged in
 * their same-stack form (sameStackFindingId): a grant on a resource of another nested stack is acknowledged with
 * the id it would have if both were in one stack, so acknowledgments stay exact when a resource moves.
 */
export class CrossStackNagChecks implements IPolicyValidationPlugin {
  public readonly name: string;
  constructor(private readonly checks: IPolicyValidationPlugin & { validateScope(scope: IConstruct): PolicyValidationPluginReport }) {
    this.name = checks.name;
  }

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    // CDK passes the top-level templates only; the nested ones are written beside them.
    const templates = Object.assign({}, ...[...new Set(context.templatePaths.map((p) => dirname(p)))].map(readTemplates)) as Record<string, Json>;
    return this.filter(this.checks.validate(context), (context as { appConstruct?: IConstruct }).appConstruct, templates);
  }

  /** Validates `app` directly (tests): synthesizes it to read the nested templates' references. */
  validateScope(app: Stage): PolicyValidationPluginReport {
    return this.filter(this.checks.validateScope(app), app, readTemplates(app.synth().directory));
  }

  private filter(report: PolicyValidationPluginReport, root: IConstruct | undefined, templates: Record<string, Json>): PolicyValidationPluginReport {
    if (!root) return report;
    const tokens = nestedReferenceTokens(templates);
    const byPath = new Map(root.node.findAll().map((c) => [c.node.path, c]));
    const violations = report.violations
      .map((v) => {
        const id = sameStackFindingId(v.ruleName, tokens);
        if (id === v.ruleName) return v;
        const open = v.violatingResources.filter((r) => !isAcknowledged(byPath.get(r.constructPath ?? ''), id));
        return { ...v, violatingResources: open };
      })
      .filter((v) => v.violatingResources.length > 0);
    return { ...report, success: violations.length === 0, violations };
  }
}

/** Whether `rule` is acknowledged on `construct` or a scope above it (CDK Validations metadata). */
function isAcknowledged(construct: IConstruct | undefined, rule: string): boolean {
  for (let c: IConstruct | undefined = construct; c; c = c.node.scope) {
    for (const entry of c.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !entry.data) continue;
      if (Object.keys(entry.data as Record<string, string>).some((k) => k.replace(/^annotation::/i, '') === rule)) return true;
    }
  }
  return false;
}
