import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { realtimeFunctions, triggerFunctions } from '../../lambdas/api/functions';
import { routes } from '../../lambdas/api/routes';
import { appFunctions, type Resources, statementsOf, synthesize } from './synth';

let template: Template;
let functions: Array<[string, Record<string, any>]>;
beforeAll(() => {
  ({ template } = synthesize());
  functions = appFunctions(template);
});

const SHARED_ENV = ['TABLE_NAME', 'FILES_BUCKET', 'EMAIL_QUEUE_URL', 'EVENTS_QUEUE_URL', 'SITE_URL', 'MAIL_FROM'];
const POOL_ENV = ['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'TOKEN_ISSUER', 'REALTIME_ENDPOINT'];
const isTrigger = (props: Record<string, any>) => String(props.Description).startsWith('Cognito ');

describe('functions', () => {
  it('builds one function per route, trigger, WebSocket route, the e-mail, notification and data-export workers, the contact digest, the outbox relay, the question sweep, the timer relay and the delivery check', () => {
    const expected = routes.length + Object.keys(triggerFunctions).length + Object.keys(realtimeFunctions).length + 8;
    expect(functions).toHaveLength(expected);
  });

  it('runs every function on Node.js 24, arm64, from the bundled index.handler', () => {
    for (const [, props] of functions) {
      expect(props).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('writes JSON logs to each function’s own log group, kept for a month', () => {
    const groups = template.findResources('AWS::Logs::LogGroup') as Resources;
    for (const [, props] of functions) {
      const groupId = props.LoggingConfig.LogGroup.Ref as string;
      expect(props.LoggingConfig.LogFormat).toBe('JSON');
      expect(groups[groupId]!.Properties!.RetentionInDays).toBe(30);
    }
    const distinct = new Set(functions.map(([, p]) => p.LoggingConfig.LogGroup.Ref));
    expect(distinct.size).toBe(functions.length);
  });

  it('leaves source maps out of the runtime: Node would parse each bundle’s map on every cold start', () => {
    for (const [, props] of functions) expect(props.Environment.Variables.NODE_OPTIONS ?? '').not.toContain('--enable-source-maps');
  });

  it('sets the configuration of lambdas/kernel/config.ts on every function', () => {
    for (const [, props] of functions) {
      const names = Object.keys(props.Environment.Variables);
      expect(names).toEqual(expect.arrayContaining(SHARED_ENV));
      // Triggers cannot refer back to the pool that refers to them (their event carries the pool id), and push nothing.
      if (isTrigger(props)) expect(names.filter((n) => POOL_ENV.includes(n))).toEqual([]);
      else expect(names).toEqual(expect.arrayContaining(POOL_ENV));
    }
  });

  it('points SITE_URL at the distribution and TOKEN_ISSUER at the pool', () => {
    const distributionId = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const poolId = Object.keys(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const [, api] = functions.find(([, p]) => !isTrigger(p))!;
    expect(api.Environment.Variables.SITE_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] });
    expect(api.Environment.Variables.TOKEN_ISSUER).toEqual({
      'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/', { Ref: poolId }]],
    });
    expect(api.Environment.Variables.MAIL_FROM).toBe('notifications@geotender.example');
  });

  it('gives functions roles without managed policies and without any * action or resource (but ses:GetAccount and dynamodb:ListStreams, which have none)', () => {
    for (const [, props] of functions) {
      const roleId = props.Role['Fn::GetAtt'][0] as string;
      const role = (template.findResources('AWS::IAM::Role') as Resources)[roleId]!.Properties!;
      expect(role.ManagedPolicyArns).toBeUndefined();
      for (const statement of statementsOf(template, roleId)) {
        expect([statement.Action].flat()).not.toContain('*');
        if (!['"ses:GetAccount"', '"dynamodb:ListStreams"'].includes(JSON.stringify(statement.Action))) expect([statement.Resource].flat(), JSON.stringify(statement.Action)).not.toContain('*');
        expect([statement.Action].flat().some((a) => a.endsWith(':*'))).toBe(false);
      }
    }
  });
});

describe('stack outputs', () => {
  it('publishes what operators and the web config need', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining(['ApiUrl', 'RealtimeUrl', 'UserPoolId', 'UserPoolClientId', 'SiteUrl', 'FilesBucket', 'SiteBucket', 'TableName']));
  });
});
