/**
 * The notification pipeline in the template: an events queue with a dead-letter queue after
 * 4 receives (3 retries), a worker with partial batch failures; requests record events in the outbox (the table),
 * and only the outbox relay, fed by the table's stream of new outbox items, the worker (announcement pages) and the
 * dead letters' retry may send to the queue.
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

  it('lets no request send events, only put them in the outbox: of the routes only the dead letters’ retry sends to the queue, and no trigger', () => {
    for (const route of routes) {
      const fnId = functionIdByDescription(template, `${route.method} ${route.path}:`);
      const sends = actionsOn(statementsOf(template, roleOf(template, fnId)), queueId).includes('sqs:SendMessage');
      // Retry all of the dead letters sends dead events back to this queue.
      expect(sends, route.handler).toBe(route.handler === 'admin-dead-letters-retry');
    }
    const trigger = functionIdByDescription(template, 'Cognito PostConfirmation trigger');
    expect(actionsOn(statementsOf(template, roleOf(template, trigger)), queueId)).not.toContain('sqs:SendMessage');
  });

  it('carries new outbox items from the table’s stream of new images to the queue, retrying in order until the stream drops a record, then describing it in a failure queue', () => {
    const [tableId, table] = Object.entries(template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const relayId = functionIdByDescription(template, 'Carries outbox events');
    const failureId = Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith('OutboxRelayFailureQueue'))!;
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: relayId },
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['outbox'] } } } }) }] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failureId, 'Arn'] } } },
    });
    const mapping = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).find((m) => JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: relayId }))!;
    // No retry or age limit: a batch is retried until the queue takes it or the stream drops it (24 hours).
    expect(mapping.Properties.MaximumRetryAttempts).toBeUndefined();
    expect(mapping.Properties.MaximumRecordAgeInSeconds).toBeUndefined();
    expect(actionsOn(statementsOf(template, roleOf(template, relayId)), queueId)).toEqual(['sqs:SendMessage']);
  });

  it('tells every function where the events queue is', () => {
    for (const [, props] of appFunctions(template)) expect(props.Environment.Variables.EVENTS_QUEUE_URL).toEqual({ Ref: queueId });
  });
});
