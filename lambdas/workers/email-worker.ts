/**
 * The e-mail worker: sends each queued e-mail with SES v2 (spec part 1, 4.3). Failed messages are
 * reported as partial batch failures, so SQS retries only them (3 receives, then the dead-letter queue).
 * A body that is not a valid e-mail message is logged and dropped (a retry cannot fix it).
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ses } from '../lib/clients/ses';
import { config } from '../lib/config';
import { logger } from '../lib/logger';
import { emailMessageSchema } from '../lib/mail-queue';

const processor = new BatchProcessor(EventType.SQS);

async function sendRecord(record: SQSRecord): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = emailMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropped an invalid e-mail message', { messageId: record.messageId, issues: parsed.error?.issues });
    return;
  }
  const mail = parsed.data;
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: mail.to },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  logger.info('E-mail sent', { messageId: record.messageId, recipients: mail.to.length });
}

/** Takes an SQS batch; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(event, sendRecord, processor, { context });
