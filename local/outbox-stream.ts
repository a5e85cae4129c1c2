/**
 * Lambda's DynamoDB stream event source for the outbox relay (lambdas/features/notifications/outbox-relay.ts),
 * over DynamoDB Local's stream of the table: reads each shard in order, keeps the records the stack's filter
 * keeps (new outbox items, `isOutboxInsert`), hands them to the real relay function in batches of up to 100 and
 * moves on only past what it sent. A batch item failure (the events queue refused) or a thrown error reads the
 * shard again from the first record not sent, after a second, until the queue takes it, as Lambda retries a
 * stream batch. Where each shard was read to is kept in `checkpointFile`, so a restart neither loses nor
 * replays what was relayed (a shard never read starts at its oldest record).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, type DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { outboxRelayFunction } from '../lambdas/api/functions';
import { isOutboxInsert } from '../lambdas/features/notifications/outbox-relay';
import { lambdaContext, loadHandler } from './gateway/events';
import { runInvocation } from './invocation-context';

/** Records read per GetRecords call, and so the largest batch handed to the relay (Lambda's default for streams). */
const BATCH_SIZE = 100;
/** Pause after a read that found nothing, and after a failed batch (ms). */
const IDLE_MS = 200;
const RETRY_MS = 1_000;
/** How often the shards are listed again (a shard closes and its children open from time to time). */
const SHARDS_EVERY_MS = 5_000;

interface Checkpoint {
  streamArn: string;
  /** The sequence number of the last record read past, by shard id. */
  shards: Record<string, string>;
}

/** A stream record as Lambda hands it over (the SDK gives the creation time as a Date; Lambda as epoch seconds). */
function lambdaRecord(r: _Record, region: string, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...dynamodb } = r.dynamodb ?? {};
  return {
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: { ...(dynamodb as DynamoDBRecord['dynamodb']), ...(ApproximateCreationDateTime ? { ApproximateCreationDateTime: ApproximateCreationDateTime.getTime() / 1000 } : {}) },
  };
}

/**
 * Starts relaying the outbox of `tableName` (its stream must be on: local/emulators/dynamodb.ts ensureTable);
 * returns a stop function that ends the loop after its current read.
 */
export function startOutboxStream(ddb: DynamoDBClient, streams: DynamoDBStreamsClient, tableName: string, region: string, checkpointFile: string): () => Promise<void> {
  let running = true;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const loop = async () => {
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`The table ${tableName} has no stream`);
    const saved = existsSync(checkpointFile) ? (JSON.parse(readFileSync(checkpointFile, 'utf8')) as Checkpoint) : undefined;
    const checkpoint: Checkpoint = saved?.streamArn === streamArn ? saved : { streamArn, shards: {} };
    const save = () => writeFileSync(checkpointFile, JSON.stringify(checkpoint));
    /** Open iterators by shard id; a shard read to its end is in `finished`. */
    const iterators = new Map<string, string>();
    const finished = new Set<string>();
    let listedAt = 0;

    const iteratorAt = async (shardId: string, after?: string, at?: string) => {
      const kind = at ? 'AT_SEQUENCE_NUMBER' : after ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON';
      const out = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: kind, SequenceNumber: at ?? after }));
      return out.ShardIterator;
    };

    while (running) {
      try {
        if (Date.now() - listedAt > SHARDS_EVERY_MS) {
          listedAt = Date.now();
          const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
          for (const shard of StreamDescription?.Shards ?? []) {
            const id = shard.ShardId!;
            if (iterators.has(id) || finished.has(id)) continue;
            const iterator = await iteratorAt(id, checkpoint.shards[id]).catch(() => iteratorAt(id));
            if (iterator) iterators.set(id, iterator);
            else finished.add(id);
          }
        }
        let read = 0;
        for (const [shardId, iterator] of [...iterators]) {
          if (!running) break;
          const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
          const records = out.Records ?? [];
          read += records.length;
          const batch = records.map((r) => lambdaRecord(r, region, streamArn)).filter(isOutboxInsert);
          let failedAt: string | undefined;
          if (batch.length > 0) {
            const run = await loadHandler(outboxRelayFunction);
            try {
              const result = (await runInvocation('outbox-relay', () => run({ Records: batch }, lambdaContext('outbox-relay', 60_000)))) as DynamoDBBatchResponse | undefined;
              failedAt = result?.batchItemFailures?.[0]?.itemIdentifier;
            } catch (error) {
              console.warn(`[outbox] the relay failed for a batch of ${batch.length}; it will be retried: ${(error as Error).message}`);
              failedAt = batch[0]!.dynamodb!.SequenceNumber;
            }
          }
          if (failedAt) {
            // Read again from the first record not sent, after a pause (Lambda retries a stream batch the same way).
            const again = await iteratorAt(shardId, undefined, failedAt);
            iterators.set(shardId, again!);
            await sleep(RETRY_MS);
            continue;
          }
          const last = records.at(-1)?.dynamodb?.SequenceNumber;
          if (last) {
            checkpoint.shards[shardId] = last;
            save();
          }
          if (out.NextShardIterator) iterators.set(shardId, out.NextShardIterator);
          else {
            iterators.delete(shardId);
            finished.add(shardId);
            listedAt = 0;
          }
        }
        if (read === 0) await sleep(IDLE_MS);
      } catch (error) {
        if (!running) break;
        console.error('[outbox] reading the stream failed:', (error as Error).message);
        iterators.clear();
        finished.clear();
        listedAt = 0;
        await sleep(RETRY_MS);
      }
    }
  };
  const done = loop().catch((error: Error) => console.error(`[outbox] the relay stopped: ${error.message}`));
  return async () => {
    running = false;
    await done;
  };
}
