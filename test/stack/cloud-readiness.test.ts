/**
 * Deploy-breakers of a first `cdk deploy` into a fresh account, each pinned on the template:
 * stage route settings that name routes created later, the WebSocket stage's logging role, account-unique
 * CloudFront names, settings that silently fall back to placeholders, and retained resources orphaned by
 * a rolled-back first deploy.
 */
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsFromContext } from '../../lib/settings';
import { cdkJsonContext, synthesize, type Resources } from './synth';

let template: Template;
let resources: Resources;
beforeAll(() => {
  ({ template } = synthesize());
  resources = template.toJSON().Resources as Resources;
});

type WithDeps = { Type: string; DependsOn?: string[]; Properties?: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
const all = () => Object.entries(resources as Record<string, WithDeps>);
const ofType = (type: string) => all().filter(([, r]) => r.Type === type);

describe('HTTP API stage route settings', () => {
  it('makes the stage depend on every route its RouteSettings name', () => {
    const stages = ofType('AWS::ApiGatewayV2::Stage').filter(([, r]) => r.Properties?.RouteSettings);
    expect(stages.length).toBeGreaterThan(0);
    for (const [, stage] of stages) {
      for (const routeKey of Object.keys(stage.Properties!.RouteSettings)) {
        const route = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties?.RouteKey === routeKey);
        expect(route, routeKey).toBeDefined();
        expect(stage.DependsOn ?? []).toContain(route![0]);
      }
    }
  });
});

describe('WebSocket access logging in a fresh account', () => {
  it('sets the region’s API Gateway CloudWatch role, and every stage that logs waits for it', () => {
    const accounts = ofType('AWS::ApiGateway::Account');
    expect(accounts).toHaveLength(1);
    const [accountId, account] = accounts[0]!;
    const roleId = account.Properties!.CloudWatchRoleArn['Fn::GetAtt'][0] as string;
    const role = resources[roleId] as WithDeps;
    expect(JSON.stringify(role.Properties!.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    expect(JSON.stringify(role.Properties!.ManagedPolicyArns)).toContain('AmazonAPIGatewayPushToCloudWatchLogs');
    const wsStages = ofType('AWS::ApiGatewayV2::Stage').filter(([, r]) => r.Properties?.AccessLogSettings && r.Properties?.StageName !== '$default');
    expect(wsStages.length).toBeGreaterThan(0);
    for (const [, stage] of wsStages) expect(stage.DependsOn ?? []).toContain(accountId);
  });

  it('can leave the account setting to the operator when the role already exists', () => {
    const { template: t } = synthesize({ context: { 'geotender:apiGatewayCloudWatchRole': false } });
    expect(Object.keys(t.findResources('AWS::ApiGateway::Account'))).toHaveLength(0);
  });
});

describe('CloudFront names unique per account', () => {
  const names = (t: Template) => {
    const json = t.toJSON().Resources as Record<string, WithDeps>;
    const pick = (type: string, path: (p: any) => unknown) =>
      Object.values(json)
        .filter((r) => r.Type === type)
        .map((r) => JSON.stringify(path(r.Properties)));
    return [...pick('AWS::CloudFront::ResponseHeadersPolicy', (p) => p.ResponseHeadersPolicyConfig.Name), ...pick('AWS::CloudFront::OriginAccessControl', (p) => p.OriginAccessControlConfig.Name)];
  };

  it('includes the stack name and the region in the response-headers policy and origin-access-control names', () => {
    const found = names(template);
    expect(found).toHaveLength(2);
    for (const n of found) {
      expect(n).toContain('GeoTender');
      expect(n).toContain('AWS::Region');
    }
  });

  it('lets one account hold a staging and a prod stack whose names differ', () => {
    const build = (stackName: string) => names(synthesize({ context: { 'geotender:stackName': stackName } }).template);
    const staging = build('GeoTender-staging');
    const prod = build('GeoTender-prod');
    expect(staging.every((n) => n.includes('GeoTender-staging'))).toBe(true);
    expect(prod.every((n) => n.includes('GeoTender-prod'))).toBe(true);
  });
});

describe('deployment settings', () => {
  const settingsOf = (context: Record<string, unknown>) => settingsFromContext(new App({ context }).node);

  it('refuses to synthesize without mailFrom, naming the setting and where it goes', () => {
    expect(() => settingsOf({})).toThrow(/geotender:mailFrom.*cdk\.json/s);
  });

  it('refuses a mailFrom outside mailDomain', () => {
    expect(() => settingsOf({ 'geotender:mailFrom': 'a@other.example', 'geotender:mailDomain': 'survey.example' })).toThrow(/mailFrom.*mailDomain/s);
    expect(settingsOf({ 'geotender:mailFrom': 'a@survey.example', 'geotender:mailDomain': 'survey.example' }).mailDomain).toBe('survey.example');
  });

  it('keeps no placeholder sender in cdk.json that a redeploy could fall back to', () => {
    expect(cdkJsonContext()['geotender:mailFrom']).toBeUndefined();
  });
});

describe('retained resources after a rolled-back first deploy', () => {
  it('uses RetainExceptOnCreate for the pool, the table and the buckets, so a failed create leaves nothing behind', () => {
    // The region's API Gateway logging setting and its role are shared by every stage: kept on purpose (deploy-safety tests).
    const shared = ['AWS::Logs::LogGroup', 'AWS::ApiGateway::Account'];
    const kept = all().filter(([id, r]) => r.DeletionPolicy === 'Retain' && !shared.includes(r.Type) && !id.startsWith('ApiGatewayAccountCloudWatchRole'));
    expect(kept.map(([id, r]) => `${id} ${r.Type}`)).toEqual([]);
    for (const type of ['AWS::Cognito::UserPool', 'AWS::DynamoDB::Table', 'AWS::S3::Bucket']) {
      for (const [id, r] of ofType(type)) expect(r.DeletionPolicy, `${id}`).toBe('RetainExceptOnCreate');
    }
  });
});

describe('production bundles', () => {
  it('bundles the AWS SDK into each function instead of relying on the runtime’s copy', async () => {
    const { bundlingDefaults } = await import('../../lib/bundling');
    expect(bundlingDefaults.externalModules).toEqual([]);
    expect(bundlingDefaults.target).toBe('node24');
  });

  it('does not publish the web app’s source maps', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { app } = synthesize();
    const outdir = app.synth().directory;
    // The staged copy of the web build (the fixture has assets/app.js and assets/app.js.map).
    const staged = readdirSync(outdir).filter((d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'assets', 'app.js')));
    expect(staged).toHaveLength(1);
    expect(readdirSync(join(outdir, staged[0]!, 'assets'))).toEqual(['app.js']);
  });
});

describe('alarms and dashboard', () => {
  it('sends every alarm to one topic with the alarm e-mail subscribed, and has one dashboard (what the alarms cover and cost: alarm-budget.test.ts)', () => {
    const { template: t } = synthesize({ context: { 'geotender:alarmEmail': 'ops@survey.example' } });
    const topics = Object.keys(t.findResources('AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@survey.example', TopicArn: { Ref: topics[0] } });
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm') as Record<string, WithDeps>).map((a) => a.Properties!);
    expect(alarms.length).toBeGreaterThan(5);
    for (const a of alarms) expect(a.AlarmActions).toEqual([{ Ref: topics[0] }]);
    for (const a of alarms) expect((a.Metrics ?? []).filter((m: { MetricStat?: unknown }) => m.MetricStat).length).toBeLessThanOrEqual(10);
    expect(Object.keys(t.findResources('AWS::CloudWatch::Dashboard'))).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('requires the access-token scope on every route with the JWT authorizer, so ID tokens are refused', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties!.ApiId && r.Properties!.AuthorizationType === 'JWT');
    expect(routes.length).toBeGreaterThan(10);
    for (const [, r] of routes) expect(r.Properties!.AuthorizationScopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('offers USER_PASSWORD_AUTH to no client of the deployed pool (the local cloud alone signs in that way)', () => {
    for (const [, c] of ofType('AWS::Cognito::UserPoolClient')) {
      expect(c.Properties!.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
      expect(c.Properties!.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
    }
  });

  it('makes custom:role immutable: set at sign-up, never changed by the user afterwards', () => {
    const [, pool] = ofType('AWS::Cognito::UserPool')[0]!;
    const role = (pool.Properties!.Schema as { Name: string; Mutable: boolean }[]).find((a) => a.Name === 'role');
    expect(role?.Mutable).toBe(false);
  });
});

describe('least privilege of triggers (connect, disconnect and post-confirmation: auth and realtime-email tests)', () => {
  const tableId = () => Object.keys(template.findResources('AWS::DynamoDB::Table'))[0]!;
  const tableActionsOf = async (description: string) => {
    const { functionIdByDescription, roleOf, statementsOf, actionsOn } = await import('./synth');
    return actionsOn(statementsOf(template, roleOf(template, functionIdByDescription(template, description))), tableId()).filter((a) => a.startsWith('dynamodb:'));
  };

  it('gives pre-sign-up and custom-message no table access', async () => {
    expect(await tableActionsOf('Cognito PreSignUp trigger')).toEqual([]);
    expect(await tableActionsOf('Cognito CustomMessage trigger')).toEqual([]);
  });
});

describe('post-confirmation headroom', () => {
  it('gives post-confirmation 1 GB within Cognito’s 5-second trigger limit', async () => {
    const { functionIdByDescription } = await import('./synth');
    const fn = (resources as Record<string, WithDeps>)[functionIdByDescription(template, 'Cognito PostConfirmation trigger')]!;
    expect(fn.Properties!.MemorySize).toBe(1024);
    expect(fn.Properties!.Timeout).toBe(5);
  });
});

describe('contact digest', () => {
  it('runs the contact digest hourly with only the table and queue rights it needs', async () => {
    const { functionIdByDescription, roleOf, statementsOf, actionsOn } = await import('./synth');
    const fnId = functionIdByDescription(template, 'Hourly digest of contact messages');
    const rules = Object.values(template.findResources('AWS::Events::Rule') as Record<string, WithDeps>);
    const rule = rules.find((r) => JSON.stringify(r.Properties!.Targets).includes(fnId));
    expect(rule?.Properties!.ScheduleExpression).toBe('cron(5 * * * ? *)');
    const tableId = Object.keys(template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(actionsOn(statementsOf(template, roleOf(template, fnId)), tableId)).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
  });
});

describe('question sweep', () => {
  it('runs the question sweep every 15 minutes with only the table rights it needs', async () => {
    const { functionIdByDescription, roleOf, statementsOf, actionsOn } = await import('./synth');
    const fnId = functionIdByDescription(template, 'Moves tender deadlines for questions unanswered at the question deadline');
    const rules = Object.values(template.findResources('AWS::Events::Rule') as Record<string, WithDeps>);
    const rule = rules.find((r) => JSON.stringify(r.Properties!.Targets).includes(fnId));
    expect(rule?.Properties!.ScheduleExpression).toBe('rate(15 minutes)');
    const tableId = Object.keys(template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(actionsOn(statementsOf(template, roleOf(template, fnId)), tableId)).toEqual([
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('listing the files bucket', () => {
  it('lets only a tender’s delete (the poster’s and the erasure’s) list it, and only the keys under tenders/ (a missing key still answers 403, read as missing)', async () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, WithDeps>);
    type ListStatement = { Action: unknown; Resource: unknown; Condition?: unknown };
    const lists = policies.flatMap((p) => (p.Properties!.PolicyDocument.Statement as ListStatement[]).filter((s) => JSON.stringify(s.Action).includes('s3:ListBucket')));
    expect(lists.length).toBeGreaterThan(0);
    // Only the listing, only of the bucket, only for keys under tenders/.
    for (const statement of lists) {
      expect(statement.Action).toBe('s3:ListBucket');
      expect(JSON.stringify(statement.Resource)).toMatch(/^\{"Fn::GetAtt":\["FilesBucket[A-Za-z0-9]*","Arn"\]\}$|FilesBucket/);
      expect(JSON.stringify(statement.Resource)).not.toContain('/*');
      expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': 'tenders/*' } });
    }
    const { grantsByFunction } = await import('./grants');
    const listing = Object.entries(grantsByFunction()).flatMap(([fn, grants]) => grants.filter((g) => g.action === 's3:ListBucket').map((g) => `${fn} ${g.resource}`));
    expect(listing.sort()).toEqual(['data-export-worker files?prefix=tenders/*', 'tenders-delete files?prefix=tenders/*']);
  });
});
