/**
 * What a first deploy into a fresh account, a second stage, a destroy and a redeploy need, each
 * pinned on the synthesized templates: the sender identity adopted rather than recreated, a clean rollback
 * of a failed first deploy, alarms that can notify, the grants the code uses, e-mail paced to SES, the
 * region's logging role kept, the Cognito triggers' reserved concurrency, and settings checked first.
 */
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_5XX_MIN_ERRORS } from '../../lib/constructs/monitoring';
import { EMAIL_BATCH_SIZE, EMAIL_WORKER_CONCURRENCY } from '../../lib/constructs/email';
import { settingsFromContext, stackNameFromContext } from '../../lib/settings';
import { actionsOn, functionIdByDescription, logicalIdWhere, type Resources, roleOf, statementsOf, synthesize, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;
beforeAll(() => {
  synth = synthesize();
  template = synth.template;
});

const resources = () => template.toJSON().Resources as Resources;
const ofType = (type: string) => Object.entries(resources()).filter(([, r]) => r.Type === type);

describe('the SES sender identity', () => {
  it('is created when missing and adopted when it exists (another stage, a redeploy, a console verification), never deleted', () => {
    expect(ofType('AWS::SES::EmailIdentity')).toEqual([]);
    const [, create] = ofType('Custom::SesEmailIdentity')[0]!;
    const call = JSON.parse(
      JSON.stringify(create.Properties!.Create ?? create.Properties!.Update)
        .replace(/^"|"$/g, '')
        .replace(/\\"/g, '"'),
    ) as Record<string, any>;
    expect(call).toMatchObject({ service: 'SESv2', action: 'CreateEmailIdentity', parameters: { EmailIdentity: 'notifications@geotender.example' }, ignoreErrorCodesMatching: 'AlreadyExists' });
    expect(create.Properties!.Delete).toBeUndefined();
  });

  it('lets the identity steps create and read only that identity', () => {
    const policies = Object.values(synthesize({ context: { 'geotender:mailDomain': 'geotender.example' } }).template.toJSON().Resources as Resources).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && /ses:(Create|Get)EmailIdentity/.test(JSON.stringify(r.Properties)),
    );
    expect(
      policies
        .map((p) => p.Properties!.PolicyDocument.Statement.map((s: { Action: string }) => s.Action))
        .flat()
        .sort(),
    ).toEqual(['ses:CreateEmailIdentity', 'ses:GetEmailIdentity']);
    for (const p of policies) {
      const statement = JSON.stringify(p.Properties!.PolicyDocument.Statement);
      expect(statement).toContain(':identity/geotender.example');
      expect(statement).not.toContain('identity/*');
    }
  });
});

describe('a failed first deploy rolls back cleanly', () => {
  it('lets CloudFormation delete the table and the user pool it just created (no deletion protection in the template)', () => {
    for (const [id, r] of [...ofType('AWS::DynamoDB::Table'), ...ofType('AWS::Cognito::UserPool')]) {
      expect(r.DeletionPolicy, id).toBe('RetainExceptOnCreate');
      expect(r.Properties!.DeletionProtectionEnabled, id).toBeUndefined();
      expect(r.Properties!.DeletionProtection, id).toBeUndefined();
    }
  });

  it('turns the table’s deletion protection on only after everything else of the data stack exists', () => {
    const data = synth.templates['GeoTender-Data']!.toJSON().Resources as Resources;
    const [protectId, protect] = Object.entries(data).find(([, r]) => r.Type === 'Custom::TableDeletionProtection')!;
    expect(JSON.stringify(protect.Properties)).toContain('DeletionProtectionEnabled\\":true');
    const others = Object.keys(data).filter((id) => id !== protectId && !id.startsWith('AWS679f53fac002430cb0da5b7982bd2287') && data[id]!.Type !== 'AWS::CDK::Metadata');
    const waitsFor = new Set(protect.DependsOn ?? []);
    // Every resource of the stack is created before it: directly, or as a dependency of one it waits for.
    const reached = new Set<string>();
    const visit = (id: string) => {
      if (reached.has(id)) return;
      reached.add(id);
      for (const d of data[id]?.DependsOn ?? []) visit(d);
      for (const ref of JSON.stringify(data[id]?.Properties ?? {}).matchAll(/"(?:Ref|Fn::GetAtt)":\[?"([A-Za-z0-9]+)"/g)) visit(ref[1]!);
    };
    for (const id of waitsFor) visit(id);
    visit(protectId);
    expect(others.filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe('alarms reach the topic', () => {
  it('lets CloudWatch publish to the alarm topic, which otherwise holds only the TLS deny', () => {
    const [, policy] = ofType('AWS::SNS::TopicPolicy')[0]!;
    const statements = policy.Properties!.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: 'sns:Publish',
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    );
  });

  it(`raises the API 5xx alarm only with at least ${API_5XX_MIN_ERRORS} failures in 5 minutes, not on one 500 at low traffic`, () => {
    const rate = ofType('AWS::CloudWatch::Alarm').find(([, a]) => JSON.stringify(a.Properties!.Metrics ?? []).includes('5xx'))!;
    expect(JSON.stringify(rate[1].Properties!.Metrics)).toContain(`IF(errors >= ${API_5XX_MIN_ERRORS}, 100 * errors / requests, 0)`);
  });
});

describe('grants the code needs', () => {
  const tableId = () => logicalIdWhere(template, 'AWS::DynamoDB::Table', () => true);

  it('lets post-confirmation update the stats counter (UpdateItem), so self-registered users are counted', () => {
    const statements = statementsOf(template, roleOf(template, functionIdByDescription(template, 'Cognito PostConfirmation trigger')));
    expect(actionsOn(statements, tableId())).toContain('dynamodb:UpdateItem');
  });

  it('lets GET /me’s account repair record its user_registered event with the profile (PutItem of the outbox item)', () => {
    const statements = statementsOf(template, roleOf(template, functionIdByDescription(template, 'GET /me:')));
    expect(actionsOn(statements, tableId())).toContain('dynamodb:PutItem');
  });

  it('grants no function a Scan', () => {
    const text = JSON.stringify(Object.values(resources()).filter((r) => r.Type === 'AWS::IAM::Policy'));
    expect(text).not.toContain('dynamodb:Scan');
  });
});

describe('e-mail paced to SES', () => {
  const workerId = () => functionIdByDescription(template, 'Sends queued e-mails');

  it(`runs at most ${EMAIL_WORKER_CONCURRENCY} e-mail workers, each sending its share of the account’s rate (1 a second in the sandbox)`, () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId() },
      BatchSize: EMAIL_BATCH_SIZE,
      ScalingConfig: { MaximumConcurrency: EMAIL_WORKER_CONCURRENCY },
    });
    const fn = resources()[workerId()]!;
    expect(fn.Properties!.Environment.Variables.SES_SEND_RATE).toBe(String(1 / EMAIL_WORKER_CONCURRENCY));
  });

  it('gives the worker time to send a whole paced batch, and hides a received message six times as long', () => {
    const fn = resources()[workerId()]!;
    const paced = (EMAIL_BATCH_SIZE * EMAIL_WORKER_CONCURRENCY) / 1;
    expect(fn.Properties!.Timeout).toBeGreaterThan(paced);
    const queue = resources()[Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith('EmailQueue'))!]!;
    expect(queue.Properties!.VisibilityTimeout).toBe(fn.Properties!.Timeout * 6);
  });

  it('follows the granted rate after production access (geotender:sesSendRate)', () => {
    const { template: t } = synthesize({ context: { 'geotender:sesSendRate': 14 } });
    const fn = (t.toJSON().Resources as Resources)[functionIdByDescription(t, 'Sends queued e-mails')]!;
    expect(fn.Properties!.Environment.Variables.SES_SEND_RATE).toBe('7');
    // 2 s for a paced batch, 84 s for each send of it backed off to the longest, 15 s to spare.
    expect(fn.Properties!.Timeout).toBe(101);
  });
});

describe('the region’s API Gateway logging role', () => {
  it('outlives any one stage: the account setting and its role are retained when a stack is deleted', () => {
    const [, account] = ofType('AWS::ApiGateway::Account')[0]!;
    expect(account.DeletionPolicy).toBe('Retain');
    const roleId = account.Properties!.CloudWatchRoleArn['Fn::GetAtt'][0] as string;
    expect(resources()[roleId]!.DeletionPolicy).toBe('Retain');
  });
});

describe('Cognito triggers cannot be starved', () => {
  it('reserves concurrency for every sign-up trigger (geotender:triggerConcurrency, 2 by default)', () => {
    for (const name of ['PreSignUp', 'PostConfirmation', 'CustomMessage']) {
      const fn = resources()[functionIdByDescription(template, `Cognito ${name} trigger`)]!;
      expect(fn.Properties!.ReservedConcurrentExecutions, name).toBe(2);
    }
  });

  it('never caps pre-token generation, which runs at every sign-in and refresh', () => {
    const fn = resources()[functionIdByDescription(template, 'Cognito PreTokenGeneration trigger')]!;
    expect(fn.Properties!.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('reserves none when the account’s quota cannot afford it (geotender:triggerConcurrency 0)', () => {
    const { template: t } = synthesize({ context: { 'geotender:triggerConcurrency': 0 } });
    for (const [, fn] of Object.entries(t.findResources('AWS::Lambda::Function') as Resources)) expect(fn.Properties!.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('caps the queue workers, so a fan-out cannot take the account’s concurrency', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionIdByDescription(template, 'Turns marketplace events') },
      ScalingConfig: { MaximumConcurrency: Match.anyValue() },
    });
  });
});

describe('settings are checked before anything is created', () => {
  const appWith = (context: Record<string, unknown>) => new App({ context: { 'geotender:mailFrom': 'n@survey.example', ...context } });

  it.each([
    ['geotender:sesSendRate', 'fast', /geotender:sesSendRate.*for example "geotender:sesSendRate": 14/s],
    ['geotender:triggerConcurrency', -1, /geotender:triggerConcurrency.*for example "geotender:triggerConcurrency": 2/s],
    ['geotender:apiThrottle', '{"rateLimit":"x"}', /geotender:apiThrottle\.rateLimit.*for example "geotender:apiThrottle"/s],
    ['geotender:alarmEmail', 'not-an-address', /geotender:alarmEmail.*for example "geotender:alarmEmail": "ops@/s],
    ['geotender:alarmScope', 'region', /geotender:alarmScope.*for example "geotender:alarmScope": "account"/s],
  ])('refuses a malformed %s, naming it with an example', (key, value, message) => {
    expect(() => settingsFromContext(appWith({ [key]: value }).node)).toThrow(message);
  });

  it('refuses a missing sender with the line to add to cdk.json', () => {
    expect(() => settingsFromContext(new App().node)).toThrow(/geotender:mailFrom is not set: add "geotender:mailFrom": "notifications@yourdomain.ee" to the context of cdk.json/);
  });

  it('refuses a stage name CloudFormation cannot carry, with an example', () => {
    expect(() => stackNameFromContext(appWith({ 'geotender:stackName': 'geo tender!' }).node)).toThrow(/geotender:stackName.*for example "geotender:stackName": "GeoTender-staging"/s);
  });
});
