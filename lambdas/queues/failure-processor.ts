/**
 * A Powertools SQS batch processor that records each failed record's error: a worker built
 * with `failureRecordingProcessor('<queue>')` instead of `new BatchProcessor(EventType.SQS)` reports partial
 * batch failures as before, and the admin's dead-letter page can show the first error of a message that
 * reached the dead-letter queue (queues/failures.ts). Needs `dynamodb:UpdateItem` on the table.
 */
import { BatchProcessor, EventType } from '@aws-lambda-powertools/batch';
import type { SQSRecord } from 'aws-lambda';
import { recordQueueFailure } from './failures';

class FailureRecordingProcessor extends BatchProcessor {
  constructor(private readonly queueName: string) {
    super(EventType.SQS);
  }

  /** The error of each failed record, by message id, until processRecord has recorded it (records may run in parallel). */
  private readonly failed = new Map<string, Error>();

  override failureHandler(record: SQSRecord, error: Error): ReturnType<BatchProcessor['failureHandler']> {
    this.failed.set(record.messageId, error);
    return super.failureHandler(record, error);
  }

  /** Processes one record as BatchProcessor does; a failure is recorded (never throws) before it is reported. */
  override async processRecord(record: SQSRecord): ReturnType<BatchProcessor['processRecord']> {
    const result = await super.processRecord(record);
    if (result[0] === 'fail') {
      const error = this.failed.get(record.messageId) ?? new Error(String(result[1]));
      this.failed.delete(record.messageId);
      await recordQueueFailure(this.queueName, record.messageId, error);
    }
    return result;
  }
}

/** The batch processor of the worker of queue `queueName` (`email`, `events`: the names of DEAD_LETTER_QUEUES). */
export function failureRecordingProcessor(queueName: string): BatchProcessor {
  return new FailureRecordingProcessor(queueName);
}
