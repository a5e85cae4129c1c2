import { type CfnElement, type IPolicyValidationContext, type IPolicyValidationPlugin, type PolicyValidationPluginReport, Stack, Validations } from 'aws-cdk-lib';
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

/**
 * A finding id with each cross-stack reference written as cdk-nag writes a reference within one stack:
 * `{"Fn::GetStackOutput":{…"OutputName":"PublishOutputFnGetAttDataTableFDBAD0F2Arn1A2B3C4D"}}` becomes
 * `<DataTableFDBAD0F2.Arn>`, and `…PublishOutputRefRealtimeApiD4415F9E77AB891F` becomes `<RealtimeApiD4415F9E>`
 * (the output's name is the producer's logical id, the attribute and an 8-character hash).
 */
export function sameStackFindingId(id: string): string {
  return id
    .replace(/\{"Fn::GetStackOutput":\{"StackName":"[^"]*",(?:"Region":\{[^{}]*\},)?"OutputName":"PublishOutputFnGetAtt([A-Za-z0-9]*?[0-9A-F]{8})([A-Za-z]+)[0-9A-F]{8}"\}\}/g, '<$1.$2>')
    .replace(/\{"Fn::GetStackOutput":\{"StackName":"[^"]*",(?:"Region":\{[^{}]*\},)?"OutputName":"PublishOutputRef([A-Za-z0-9]*?[0-9A-F]{8})[0-9A-F]{8}"\}\}/g, '<$1>');
}

/**
 * Runs `checks` (cdk-nag's AwsSolutions pack) over the app and drops the findings that are acknowledged in
 * their same-stack form (sameStackFindingId): a grant on a resource of another stack is acknowledged with
 * the id it would have if both were in one stack, so acknowledgments stay exact when a resource moves.
 */
export class CrossStackNagChecks implements IPolicyValidationPlugin {
  public readonly name: string;
  constructor(private readonly checks: IPolicyValidationPlugin & { validateScope(scope: IConstruct): PolicyValidationPluginReport }) {
    this.name = checks.name;
  }

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    return this.filter(this.checks.validate(context), (context as { appConstruct?: IConstruct }).appConstruct);
  }

  /** Validates `scope` directly (tests). */
  validateScope(scope: IConstruct): PolicyValidationPluginReport {
    return this.filter(this.checks.validateScope(scope), scope);
  }

  private filter(report: PolicyValidationPluginReport, root: IConstruct | undefined): PolicyValidationPluginReport {
    if (!root) return report;
    const byPath = new Map(root.node.findAll().map((c) => [c.node.path, c]));
    const violations = report.violations
      .map((v) => {
        const id = sameStackFindingId(v.ruleName);
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
