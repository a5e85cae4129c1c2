/** The DynamoDB document client, created once per container; a transaction cancelled for load is retried (throttled-transactions.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryThrottledTransactions } from './throttled-transactions';

export const documentClient = retryThrottledTransactions(
  DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
