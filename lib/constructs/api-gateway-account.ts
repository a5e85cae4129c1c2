import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * The region's API Gateway account setting: the CloudWatch Logs role API Gateway uses to write access
 * logs of WebSocket (and REST) stages. A fresh account has none, and a stage with access logging then
 * fails to deploy ('CloudWatch Logs role ARN must be set in account settings'). Stages that log depend
 * on `account`. The setting is regional and shared by every stage and app of the region, so the role and
 * the setting are retained when the stack is deleted: destroying one stage never leaves the setting pointing
 * at a deleted role (which would stop API Gateway logging for everything else in the region).
 */
export class ApiGatewayAccount extends Construct {
  public readonly account: apigw.CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new iam.Role(this, 'CloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets API Gateway write access logs of this region to CloudWatch Logs',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    acknowledge(role, {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'AmazonAPIGatewayPushToCloudWatchLogs is the policy AWS documents for the account-wide API Gateway logging role; API Gateway names its log groups at run time.',
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.account = new apigw.CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
