/**
 * Dead letters handled by people in the templates: every dead-letter queue (any queue some
 * queue's redrive policy names) has an alarm when it is not empty, and is on the admin's dead-letter page,
 * whose two functions may act on the dead-letter queues alone (and the retry send to their work queues),
 * as lambdas/kernel/dead-letters.ts needs.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOn, appFunctions, functionIdByDescription, roleOf, statementsOf, synthesize } from './synth';

let template: Template;
/** Dead-letter queue logical id -> its work queue's. */
let deadLetterQueues: Map<string, string>;

beforeAll(() => {
  ({ template } = synthesize());
  const queues = template.findResources('AWS::SQS::Queue') as Record<string, { Properties: { RedrivePolicy?: { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } } } }>;
  deadLetterQueues = new Map(
    Object.entries(queues)
      .filter(([, q]) => q.Properties.RedrivePolicy)
      .map(([id, q]) => [q.Properties.RedrivePolicy!.deadLetterTargetArn['Fn::GetAtt'][0], id]),
  );
});

describe('dead-letter queues', () => {
  it('each one raises an alarm as soon as it holds a message', () => {
    expect(deadLetterQueues.size).toBeGreaterThanOrEqual(2);
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Record<string, { Properties: Record<string, any> }>).map((a) => a.Properties);
    for (const dlq of deadLetterQueues.keys()) {
      const alarm = alarms.find(
        (a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }]),
      );
      expect(alarm, `no alarm on ${dlq}`).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', Namespace: 'AWS/SQS' });
      expect(alarm!.AlarmActions).toHaveLength(1);
    }
  });

  it('each one is on the admin’s page: listed, and moved back to its work queue by retry, with no other right on the queues', () => {
    const list = roleOf(template, functionIdByDescription(template, 'GET /admin/dead-letters:'));
    const retry = roleOf(template, functionIdByDescription(template, 'POST /admin/dead-letters/retry:'));
    for (const [dlq, source] of deadLetterQueues) {
      expect(actionsOn(statementsOf(template, list), dlq), dlq).toEqual(['sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes', 'sqs:ListMessageMoveTasks', 'sqs:ReceiveMessage']);
      expect(actionsOn(statementsOf(template, retry), dlq), dlq).toEqual(['sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:ListMessageMoveTasks', 'sqs:ReceiveMessage', 'sqs:StartMessageMoveTask']);
      expect(actionsOn(statementsOf(template, retry), source), source).toEqual(['sqs:SendMessage']);
      expect(actionsOn(statementsOf(template, list), source), source).toEqual([]);
    }
  });

  it('no other function may read, delete or move the dead letters', () => {
    const pageRoles = ['GET /admin/dead-letters:', 'POST /admin/dead-letters/retry:'].map((d) => roleOf(template, functionIdByDescription(template, d)));
    for (const [id] of appFunctions(template)) {
      const role = roleOf(template, id);
      if (pageRoles.includes(role)) continue;
      for (const dlq of deadLetterQueues.keys()) expect(actionsOn(statementsOf(template, role), dlq), `${id} on ${dlq}`).toEqual([]);
    }
  });

  it('gives the page’s functions the queues’ URLs by name, and no other function', () => {
    const env = (description: string) => {
      const [, props] = appFunctions(template).find(([, p]) => String(p.Description).startsWith(description))!;
      return props.Environment?.Variables?.DEAD_LETTER_QUEUES;
    };
    const joined = JSON.stringify(env('GET /admin/dead-letters:'));
    for (const [dlq, source] of deadLetterQueues) {
      expect(joined).toContain(`"Ref":"${dlq}"`);
      expect(joined).toContain(`"Ref":"${source}"`);
    }
    expect(JSON.stringify(env('POST /admin/dead-letters/retry:'))).toBe(joined);
    expect(joined).toMatch(/\\"email\\":\{\\"url\\":/);
    const others = appFunctions(template).filter(([, p]) => !String(p.Description).includes('/admin/dead-letters') && p.Environment?.Variables?.DEAD_LETTER_QUEUES);
    expect(others.map(([id]) => id)).toEqual([]);
  });
});
