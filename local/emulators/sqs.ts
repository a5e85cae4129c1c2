/**
 * The SQS emulator (fauxqs, in memory) with the e-mail queue and its dead-letter queue. The redrive policy
 * moves a message to the DLQ after EMAIL_MAX_RECEIVES receives, as the stack's queue does.
 */
import { interceptLocalhostDns, startFauxqs } from 'fauxqs';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';

export interface LocalQueues { queueUrl: string; queueArn: string; dlqUrl: string; stop: () => Promise<void> }

/** Starts fauxqs on 127.0.0.1:`port` and creates the queues. */
export async function startSqs(port: number, region: string): Promise<LocalQueues> {
  // Queue URLs are `http://sqs.<region>.localhost:<port>/...`, which the SDK calls directly; names under
  // .localhost resolve to this machine, as browsers resolve them.
  const restoreDns = interceptLocalhostDns('localhost');
  const server = await startFauxqs({ port, logger: false, defaultRegion: region });
  const dlq = server.createQueue('geotender-email-dlq', { region });
  const queue = server.createQueue('geotender-email', {
    region,
    attributes: {
      VisibilityTimeout: '30',
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: EMAIL_MAX_RECEIVES }),
    },
  });
  return { queueUrl: queue.queueUrl, queueArn: queue.queueArn, dlqUrl: dlq.queueUrl, stop: async () => { await server.stop(); restoreDns(); } };
}
