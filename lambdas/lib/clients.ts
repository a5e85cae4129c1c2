/**
 * AWS SDK v3 clients, created once per container. Endpoints of local emulators come from the SDK's
 * AWS_ENDPOINT_URL_<SERVICE> variables; S3 path-style addressing from S3_FORCE_PATH_STYLE.
 * The DynamoDB document client lives in data/client.ts.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from './config';

export { documentClient } from '../data/client';

// Marked pure so a bundle keeps (and loads) only the clients its function uses.
export const s3 = /* @__PURE__ */ new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
export const sqs = /* @__PURE__ */ new SQSClient({});
export const ses = /* @__PURE__ */ new SESv2Client({});
export const cognito = /* @__PURE__ */ new CognitoIdentityProviderClient({});

let management: ApiGatewayManagementApiClient | undefined;
/** The WebSocket management client for REALTIME_ENDPOINT, created at first use (only pushing functions have it). */
export function realtimeClient(): ApiGatewayManagementApiClient {
  management ??= new ApiGatewayManagementApiClient({ endpoint: config.realtimeEndpoint });
  return management;
}
