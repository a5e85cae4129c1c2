import * as apigw from 'aws-cdk-lib/aws-apigateway';

/** JSON access-log line for API Gateway v2 stages (HTTP and WebSocket); every line carries the request id. */
export function apiAccessLogFormat(kind: 'http' | 'websocket'): apigw.AccessLogFormat {
  const common = {
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  };
  const extra =
    kind === 'http'
      ? { protocol: '$context.protocol', responseLength: '$context.responseLength', latencyMs: '$context.responseLatency' }
      : { eventType: '$context.eventType', connectionId: '$context.connectionId' };
  return apigw.AccessLogFormat.custom(JSON.stringify({ ...common, ...extra }));
}
