/**
 * Retries of transactions DynamoDB cancelled for load. DynamoDB answers a throttled
 * TransactWriteItems with TransactionCanceledException whose reasons are ThrottlingError (and None), which the
 * SDK does not retry as it retries ProvisionedThroughputExceededException. A cancelled transaction wrote
 * nothing, so sending it again is safe: this middleware marks such an error as a throttling error, and the
 * SDK's own retries (with their backoff and retry quota) send it again. What is still refused after the last
 * attempt reaches the request pipeline, which answers 503 'try again' (kernel/errors.ts isThrottling).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isThrottling } from '../kernel/errors';

/**
 * Adds the retry of throttled transactions to `client` (a document client, or its DynamoDB client's stack):
 * between the SDK's retries and each attempt's answer. Returns the client.
 */
export function retryThrottledTransactions<C extends Pick<DynamoDBDocumentClient, 'middlewareStack'>>(client: C): C {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        const e = error as { name?: string; $retryable?: { throttling?: boolean } };
        if (e?.name === 'TransactionCanceledException' && !e.$retryable && isThrottling(e)) e.$retryable = { throttling: true };
        throw error;
      }
    },
    // The last of the finalize step: inside the SDK's retry middleware (priority high), around each attempt.
    { step: 'finalizeRequest', priority: 'low', name: 'retryThrottledTransactions' },
  );
  return client;
}
