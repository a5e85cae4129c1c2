import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiGatewayAccount } from '../constructs/api-gateway-account';
import type { Data } from '../constructs/data';
import { Realtime } from '../constructs/realtime';

export interface RealtimeStackProps extends NestedStackProps {
  readonly data: Data;
  readonly tracing: boolean;
  /** Set the region's API Gateway logging role, which WebSocket access logs need (ApiGatewayAccount). */
  readonly apiGatewayCloudWatchRole: boolean;
}

/**
 * Realtime pushes: the WebSocket API, its stage and the `$connect` / `$disconnect` functions; with the
 * region's API Gateway logging role when the stage sets it (retained: other stages and apps use it too).
 * The caller sets the functions' environment.
 */
export class RealtimeStack extends NestedStack {
  public readonly realtime: Realtime;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    this.realtime = new Realtime(this, 'Realtime', { data: props.data, tracing: props.tracing, throttle: { rateLimit: 20, burstLimit: 50 } });
    if (props.apiGatewayCloudWatchRole) {
      const { account } = new ApiGatewayAccount(this, 'ApiGatewayAccount');
      this.realtime.stage.node.addDependency(account);
    }
  }
}
