import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * The log group of aws-cdk-lib's provider functions in `scope`'s stack (AwsCustomResource, BucketDeployment),
 * one per stack: one month's retention and RetainExceptOnCreate, so a failed first deploy leaves no log group
 * behind while later deletes keep the record. Without it Lambda would create `/aws/lambda/<name>` on first run,
 * kept forever and outside the stack.
 */
export function providerLogGroup(scope: Construct): logs.ILogGroup {
  const stack = Stack.of(scope);
  const id = 'ProviderLogs';
  const existing = stack.node.tryFindChild(id) as logs.ILogGroup | undefined;
  if (existing) return existing;
  return new logs.LogGroup(stack, id, { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE });
}
