/** The SQS client, created once per container. */
import { SQSClient } from '@aws-sdk/client-sqs';

export const sqs = new SQSClient({});
