import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { realtimeFunctions } from '../../lambdas/api/functions';
import { workerAccess } from '../function-access';
import { acknowledge, acknowledgeOnGrantee, logicalIdOf } from '../nag';
import { apiAccessLogFormat } from './access-log-format';
import type { Data } from './data';
import { AppFunction } from './function';
import { grantAccess } from './grants';

export const REALTIME_STAGE = 'live';

export interface RealtimeProps {
  /** The table the connect and disconnect functions write connection items to. */
  readonly data: Data;
  readonly throttle?: { rateLimit: number; burstLimit: number };
  readonly tracing?: boolean;
}

/**
 * Realtime pushes to signed-in browsers: a WebSocket API whose `$connect` handler checks the Cognito
 * access token from the `token` query parameter itself and stores the connection with a TTL.
 */
export class Realtime extends Construct {
  public readonly api: apigwv2.WebSocketApi;
  public readonly stage: apigwv2.WebSocketStage;
  public readonly connectFunction: AppFunction;
  public readonly disconnectFunction: AppFunction;
  /** `wss://…/live`, the URL browsers connect to. */
  public readonly url: string;
  /** `https://…/live`, the management endpoint functions post to (REALTIME_ENDPOINT). */
  public readonly managementEndpoint: string;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.connectFunction = new AppFunction(this, 'Connect', {
      entry: realtimeFunctions.$connect,
      description: 'WebSocket $connect: verifies the token, stores the connection',
      tracing: props.tracing,
    });
    this.disconnectFunction = new AppFunction(this, 'Disconnect', { entry: realtimeFunctions.$disconnect, description: 'WebSocket $disconnect: forgets the connection', tracing: props.tracing });
    grantAccess(this.connectFunction, workerAccess['realtime-connect'], props);
    grantAccess(this.disconnectFunction, workerAccess['realtime-disconnect'], props);

    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: 'GeoTender realtime notifications',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('Connect', this.connectFunction) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('Disconnect', this.disconnectFunction) },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(accessLogs), format: apiAccessLogFormat('websocket') },
    });
    // Built from the API id and the literal stage name, so functions naming it depend on the API only.
    this.url = this.stage.url;
    this.managementEndpoint = this.stage.callbackUrl;

    acknowledge(this.api, {
      id: 'AwsSolutions-APIG4',
      reason:
        'Browsers cannot send an Authorization header on a WebSocket; $connect verifies the Cognito access token from the query string itself (issuer, client, expiry, token_use) and refuses the connection otherwise. $disconnect is called by API Gateway only.',
    });
  }

  /** Lets `grantee` post to connections of this stage (lambdas/features/notifications/realtime.ts `pushToUser`). */
  grantPush(grantee: iam.IGrantable): iam.Grant {
    acknowledgeOnGrantee(grantee, {
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${logicalIdOf(this.api)}>/${REALTIME_STAGE}/*/@connections/*]`,
      reason: 'Connection ids are created at run time; the grant covers the connections of this one stage.',
    });
    return this.stage.grantManagementApiAccess(grantee);
  }
}
