/** The SES v2 client, created at its first call, once per container (local endpoint: AWS_ENDPOINT_URL_SESV2; lazy-client.ts). */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { lazyClient } from './lazy-client';

export const ses = lazyClient(() => new SESv2Client({}));
