/**
 * The delivery-check worker's bounds in the stack (lib/constructs/delivery-checks.ts,
 * docs/decisions/server/deliverable-check.md): its memory and time, one message a receive, a capped concurrency, and
 * its queue hiding a received message six times its timeout; only the notification worker may queue checks, and
 * the worker reads deliverables and nothing else of the bucket.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_CHECK_WORKER_CONCURRENCY, DELIVERY_CHECK_WORKER_MEMORY_MB, DELIVERY_CHECK_WORKER_TIMEOUT } from '../../lib/constructs/delivery-checks';
import { functionIdByDescription, type Resources, synthesize } from './synth';

const { template } = synthesize();
const resources = () => template.toJSON().Resources as Resources;
const workerId = () => functionIdByDescription(template, 'Checks each delivered geodata file once');

describe('the delivery-check worker', () => {
  it(`runs in ${DELIVERY_CHECK_WORKER_MEMORY_MB} MB for at most ${DELIVERY_CHECK_WORKER_TIMEOUT.toSeconds()} s, one file a receive, at most ${DELIVERY_CHECK_WORKER_CONCURRENCY} at once`, () => {
    const fn = resources()[workerId()]!;
    expect(fn.Properties).toMatchObject({ MemorySize: 1024, Timeout: 60 });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId() },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: DELIVERY_CHECK_WORKER_CONCURRENCY },
    });
  });

  it('has its own queue, which hides a received message six times the timeout, with a dead-letter queue after the last receive', () => {
    const queues = template.findResources('AWS::SQS::Queue') as Resources;
    const [, queue] = Object.entries(queues).find(([id]) => id.startsWith('DeliveryChecksQueue'))!;
    expect(queue.Properties!.VisibilityTimeout).toBe(360);
    expect(queue.Properties!.RedrivePolicy.maxReceiveCount).toBe(4);
  });

  it('is queued by the notification worker alone, with the queue’s URL', () => {
    const withUrl = Object.entries(template.findResources('AWS::Lambda::Function') as Resources)
      .filter(([, fn]) => fn.Properties?.Environment?.Variables?.DELIVERY_CHECK_QUEUE_URL)
      .map(([, fn]) => String(fn.Properties!.Description));
    expect(withUrl).toEqual([expect.stringMatching(/^Turns marketplace events/)]);
  });
});
