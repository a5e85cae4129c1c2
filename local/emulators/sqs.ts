/**
 * The SQS emulator (fauxqs, in memory, bound to 127.0.0.1) with the e-mail queue, the marketplace events
 * queue, the data-export queue and their dead-letter queues. The redrive policies move a message to its DLQ after
 * EMAIL_MAX_RECEIVES receives, as the stack's queues do.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp, type BuildAppOptions } from 'fauxqs';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';

export interface LocalQueue {
  queueUrl: string;
  queueArn: string;
  dlqUrl: string;
}
export interface LocalQueues extends LocalQueue {
  events: LocalQueue;
  /** Jobs of users' data exports. */
  dataExports: LocalQueue;
  /** Check messages of delivered geodata files. */
  deliveryChecks: LocalQueue;
  stop: () => Promise<void>;
}

// fauxqs names queue URLs `sqs.<region>.localhost`, a name only browsers resolve, unless its store's host
// is empty: then a URL takes the host the request came to (127.0.0.1:<port>), the SDK's endpoint.
// Its startFauxqs listens on every interface, so the app is built and bound here instead.
const fauxqsDir = createRequire(import.meta.url)
  .resolve.paths('fauxqs')!
  .map((p) => join(p, 'fauxqs'))
  .find((p) => existsSync(join(p, 'package.json')))!;
const { SqsStore } = (await import(pathToFileURL(join(fauxqsDir, 'dist', 'sqs', 'sqsStore.js')).href)) as { SqsStore: new () => { host: string } };

/** Starts fauxqs on 127.0.0.1:`port` and creates the queues through the SQS API at `endpoint`. */
export async function startSqs(port: number, region: string, endpoint = `http://127.0.0.1:${port}`): Promise<LocalQueues> {
  const sqsStore = new SqsStore();
  sqsStore.host = '';
  const app = buildApp({ logger: false, defaultRegion: region, stores: { sqsStore } as unknown as BuildAppOptions['stores'] });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const sqs = new SQSClient({ endpoint, region });
    const create = async (name: string, visibilityTimeout: number): Promise<LocalQueue> => {
      const dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl!;
      const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
      const queueUrl = (
        await sqs.send(
          new CreateQueueCommand({
            QueueName: name,
            Attributes: { VisibilityTimeout: String(visibilityTimeout), RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: EMAIL_MAX_RECEIVES }) },
          }),
        )
      ).QueueUrl!;
      const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
      return { queueUrl, queueArn, dlqUrl };
    };
    const email = await create('geotender-email', 30);
    const events = await create('geotender-events', 60);
    const dataExports = await create('geotender-data-exports', 720);
    const deliveryChecks = await create('geotender-delivery-checks', 360);
    sqs.destroy();
    return { ...email, events, dataExports, deliveryChecks, stop: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
