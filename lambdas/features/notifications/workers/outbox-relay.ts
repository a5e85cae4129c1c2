/**
 * The outbox relay's entry point (../outbox-relay.ts): a batch of the table's stream records, filtered to new
 * outbox items, goes to the events queue; the first record not sent is answered as the batch item failure, so the
 * stream retries from it.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { relayRecords } from '../outbox-relay';

/** Takes a batch of stream records; returns the first one not sent (`batchItemFailures`), if any. */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => relayRecords(event.Records);
