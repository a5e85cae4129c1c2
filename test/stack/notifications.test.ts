/**
 * The notification pipeline in the template (issue 10): an events queue with a dead-letter queue after
 * 4 receives (3 retries), a worker with partial batch failures, and only the routes that record events (and the
 * confirmation trigger) may send to it.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/api/routes';
import { appFunctions, actionsOn, functionIdByDescription, roleOf, statementsOf, synthesize } from './synth';

let template: Template;
let queueId: string;
beforeAll(() => {
  ({ template } = synthesize());
  queueId = Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith('NotificationsQueue'))!;
});

describe('notification pipeline', () => {
  it('moves an event to its dead-letter queue after 4 receives and feeds the worker with partial batch failures', () => {
    const queue = template.toJSON().Resources[queueId];
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(4);
    const workerId = functionIdByDescription(template, 'Turns marketplace events');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets exactly the event-recording routes (GET /me records a repaired registration), the dead letters’ retry and the confirmation trigger send events', () => {
    const emitters = ['me-get', 'tenders-create', 'tenders-delete', 'bids-place', 'bids-accept', 'deliveries-create', 'deliveries-request-changes', 'tenders-complete', 'admin-notification-test'];
    for (const route of routes) {
      const fnId = functionIdByDescription(template, `${route.method} ${route.path}:`);
      const sends = actionsOn(statementsOf(template, roleOf(template, fnId)), queueId).includes('sqs:SendMessage');
      // Retry all of the dead letters sends dead events back to this queue (issue 24, 3).
      expect(sends, route.handler).toBe(emitters.includes(route.handler) || route.handler === 'admin-dead-letters-retry');
    }
    const trigger = functionIdByDescription(template, 'Cognito PostConfirmation trigger');
    expect(actionsOn(statementsOf(template, roleOf(template, trigger)), queueId)).toContain('sqs:SendMessage');
  });

  it('tells every function where the events queue is', () => {
    for (const [, props] of appFunctions(template)) expect(props.Environment.Variables.EVENTS_QUEUE_URL).toEqual({ Ref: queueId });
  });
});
