import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';
import { actionsOn, functionIdByDescription, logicalIdWhere, type Resources, roleOf, statementsOf, synthesize } from './synth';

let template: Template;
let wsApiId: string;
beforeAll(() => {
  ({ template } = synthesize());
  wsApiId = logicalIdWhere(template, 'AWS::ApiGatewayV2::Api', (p) => p.ProtocolType === 'WEBSOCKET');
});

const fnProps = (id: string) => (template.findResources('AWS::Lambda::Function') as Resources)[id]!.Properties!;

describe('realtime: WebSocket API', () => {
  it('routes $connect and $disconnect to their functions, with no authorizer (connect checks the token)', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Resources)
      .map((r) => r.Properties!)
      .filter((p) => JSON.stringify(p.ApiId) === JSON.stringify({ Ref: wsApiId }));
    expect(routes.map((r) => r.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
    for (const r of routes) expect(r.AuthorizationType).toBe('NONE');
  });

  it('deploys a throttled, logged stage named live', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: wsApiId },
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('connectionId') }),
    });
  });

  it('lets connect only read the profile and store the connection, and disconnect only delete connection items', () => {
    const tableId = logicalIdWhere(template, 'AWS::DynamoDB::Table', () => true);
    const actions = (text: string) => actionsOn(statementsOf(template, roleOf(template, functionIdByDescription(template, text))), tableId);
    expect(actions('WebSocket $connect')).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(actions('WebSocket $disconnect')).toEqual(['dynamodb:DeleteItem']);
  });

  it('gives every function the management endpoint of the live stage as REALTIME_ENDPOINT', () => {
    const expected = {
      'Fn::Join': ['', ['https://', { Ref: wsApiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/live']],
    };
    const connectId = functionIdByDescription(template, 'WebSocket $connect');
    expect(fnProps(connectId).Environment.Variables.REALTIME_ENDPOINT).toEqual(expected);
  });

  it('scopes ManageConnections to the connections of the live stage', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'execute-api:ManageConnections',
            Resource: {
              'Fn::Join': ['', Match.arrayWith([{ Ref: wsApiId }, '/live/*/@connections/*'])],
            },
          }),
        ]),
      },
    });
  });
});

describe('email: queue, dead-letter queue and worker', () => {
  let queueId: string;
  let dlqId: string;
  beforeAll(() => {
    const emailQueues = (redrive: boolean) => Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) => id.startsWith('Email') && id.includes('DeadLetter') !== redrive);
    [queueId] = emailQueues(true) as [string];
    [dlqId] = emailQueues(false) as [string];
  });

  it(`moves a message to the dead-letter queue after ${EMAIL_MAX_RECEIVES} receives`, () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 4 },
    });
    expect(EMAIL_MAX_RECEIVES).toBe(4);
  });

  it('encrypts both queues with SQS-managed keys and refuses requests without TLS', () => {
    for (const id of [queueId, dlqId]) {
      expect((template.findResources('AWS::SQS::Queue') as Resources)[id]!.Properties!.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('feeds the worker batches of 10 and takes partial batch failures', () => {
    const workerId = functionIdByDescription(template, 'Sends queued e-mails');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('hides a received message at least six times as long as the worker may run', () => {
    const workerId = functionIdByDescription(template, 'Sends queued e-mails');
    const visibility = (template.findResources('AWS::SQS::Queue') as Resources)[queueId]!.Properties!.VisibilityTimeout;
    expect(visibility).toBeGreaterThanOrEqual(6 * fnProps(workerId).Timeout);
  });

  it('verifies the sender in SES and lets only the worker send, From that address only (to sandbox-verified recipients too)', () => {
    expect(JSON.stringify(template.findResources('Custom::SesEmailIdentity'))).toContain('notifications@geotender.example');
    const sesPolicies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((p) => JSON.stringify(p.Properties!.PolicyDocument).includes('ses:Send'));
    expect(sesPolicies).toHaveLength(1);
    const workerRole = roleOf(template, functionIdByDescription(template, 'Sends queued e-mails'));
    expect(sesPolicies[0]!.Properties!.Roles).toEqual([{ Ref: workerRole }]);
    const statement = statementsOf(template, workerRole).find((s) => JSON.stringify(s.Action).includes('ses:SendEmail'))!;
    expect(JSON.stringify(statement.Resource)).toContain(':identity/*');
    expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'notifications@geotender.example' } });
  });

  it('verifies a whole domain when mailDomain is set', () => {
    const { template: withDomain } = synthesize({ context: { 'geotender:mailDomain': 'geotender.example' } });
    const create = JSON.stringify(withDomain.findResources('Custom::SesEmailIdentity'));
    expect(create).toContain('\\"EmailIdentity\\":\\"geotender.example\\"');
    expect(Object.keys(withDomain.findOutputs('*')).filter((o) => o.startsWith('Dkim'))).toEqual(['Dkim1', 'Dkim2', 'Dkim3']);
  });
});
