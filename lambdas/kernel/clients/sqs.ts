/** The SQS client, created at its first call, once per container (lazy-client.ts). */
import { SQSClient } from '@aws-sdk/client-sqs';
import { lazyClient } from './lazy-client';

export const sqs = lazyClient(() => new SQSClient({}));
