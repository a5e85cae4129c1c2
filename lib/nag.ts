import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
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
