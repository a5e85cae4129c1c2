/**
 * The SQS emulator (fauxqs, in memory) with the e-mail queue and its dead-letter queue. The redrive policy
 * moves a message to the DLQ after EMAIL_MAX_RECEIVES receives, as the stack's queue does.
 */
import { startFauxqs } from 'fauxqs';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';

export interface LocalQueues { queueUrl: string; queueArn: string; dlqUrl: string; stop: () => Promise<void> }

/** Starts fauxqs on 127.0.0.1:`port` and creates the queues. */
export async function startSqs(port: number, region: string): Promise<LocalQueues> {
  const server = await startFauxqs({ port, host: '127.0.0.1', logger: false, defaultRegion: region });
  const dlq = server.createQueue('geotender-email-dlq', { region });
  const queue = server.createQueue('geotender-email', {
    region,
    attributes: {
      VisibilityTimeout: '30',
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: EMAIL_MAX_RECEIVES }),
    },
  });
  // fauxqs names queues `http://sqs.<region>.<host>:<port>/...`, which is no valid URL for an IP host; the
  // path form on the emulator's own address is what the SDK needs.
  const pathUrl = (url: string) => `http://127.0.0.1:${port}${new URL(url.replace(/^http:\/\/[^/]+/, 'http://x')).pathname}`;
  return { queueUrl: pathUrl(queue.queueUrl), queueArn: queue.queueArn, dlqUrl: pathUrl(dlq.queueUrl), stop: () => server.stop() };
}
