/**
 * The structure that lets the app grow (issue 20): a stack per concern within the resource budget, no
 * exports between stacks, and stateful resources whose logical ids never change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../lambdas/api/routes';
import { STACK_RESOURCE_BUDGET, stackBudgets } from '../../lib/stack-budget';
import { type Synthesized, synthesize } from './synth';

let synth: Synthesized;
let json: Record<string, { Resources: Record<string, { Type: string }>; Outputs?: Record<string, { Export?: unknown }> }>;
beforeAll(() => {
  synth = synthesize();
  json = Object.fromEntries(Object.entries(synth.templates).map(([name, t]) => [name, t.toJSON() as never]));
});

/**
 * Stateful resources by stack and logical id. A changed id replaces the resource: a new table or user pool
 * is lost data and lost accounts, a new queue loses the messages in it, a new topic its confirmed
 * subscriptions. The ids are those of the single-stack layout they came from, so a stage moved with
 * CloudFormation's stack refactoring keeps them.
 */
const STATEFUL: Record<string, Record<string, string>> = {
  'GeoTender-Data': {
    DataTableFDBAD0F2: 'AWS::DynamoDB::Table',
    FilesBucket7C17EE2E: 'AWS::S3::Bucket',
    EmailQueueA81ECD67: 'AWS::SQS::Queue',
    EmailDeadLetterQueue6D0D39B4: 'AWS::SQS::Queue',
    NotificationsQueue91395D8F: 'AWS::SQS::Queue',
    NotificationsDeadLetterQueue32AE6445: 'AWS::SQS::Queue',
    DataExportsQueue3F7E9C97: 'AWS::SQS::Queue',
    DataExportsDeadLetterQueue267BE477: 'AWS::SQS::Queue',
  },
  'GeoTender-Auth': {
    AuthUserPool8115E87F: 'AWS::Cognito::UserPool',
    AuthUserPoolWebClient147E4E38: 'AWS::Cognito::UserPoolClient',
    AuthGroupgeodesist650F62AF: 'AWS::Cognito::UserPoolGroup',
    AuthGrouptenderPoster106200E9: 'AWS::Cognito::UserPoolGroup',
    AuthGroupadmin6F753BE8: 'AWS::Cognito::UserPoolGroup',
    AuthGroupapproval798DCE23: 'AWS::Cognito::UserPoolGroup',
  },
  'GeoTender-Web': {
    WebBucketE51352C0: 'AWS::S3::Bucket',
    AccessLogsBucketCD784A59: 'AWS::S3::Bucket',
  },
  'GeoTender-Monitoring': {
    MonitoringAlarmTopicAF62D4F1: 'AWS::SNS::Topic',
  },
};

describe('stacks by concern', () => {
  it('splits the app into a stack per concern and one per API feature, each named after the stage', () => {
    const names = Object.keys(json).sort();
    const features = FEATURES.filter((f) => f !== 'contact').map((f) => `GeoTender-Api-${f[0]!.toUpperCase()}${f.slice(1)}`);
    expect(names).toEqual(
      ['GeoTender-Web', 'GeoTender-Data', 'GeoTender-Auth', 'GeoTender-Realtime', 'GeoTender-Api', ...features, 'GeoTender-Workers', 'GeoTender-Site', 'GeoTender-Monitoring'].sort(),
    );
  });

  it(`keeps every stack within ${STACK_RESOURCE_BUDGET} resources (60 % of CloudFormation's 500)`, () => {
    const over = stackBudgets(json).filter((b) => b.resources > STACK_RESOURCE_BUDGET);
    expect(over).toEqual([]);
  });

  it('leaves every API feature stack room for at least 25 more routes', () => {
    for (const b of stackBudgets(json).filter((s) => s.stack.startsWith('GeoTender-Api'))) expect(b.routesLeft, b.stack).toBeGreaterThanOrEqual(25);
  });

  it('references other stacks without exports (Fn::GetStackOutput), so no routine change must delete an export', () => {
    for (const [name, t] of Object.entries(json)) {
      const text = JSON.stringify(t);
      expect(text, name).not.toContain('Fn::ImportValue');
      for (const [id, output] of Object.entries(t.Outputs ?? {})) expect(output.Export, `${name} ${id}`).toBeUndefined();
    }
    expect(JSON.stringify(json['GeoTender-Api-Tenders'])).toContain('Fn::GetStackOutput');
  });

  it('keeps the stateful resources under their pinned logical ids, in their stacks', () => {
    for (const [stack, resources] of Object.entries(STATEFUL)) {
      for (const [id, type] of Object.entries(resources)) expect(json[stack]!.Resources[id]?.Type, `${stack} ${id}`).toBe(type);
    }
    // No other stateful resource exists that the list above does not pin.
    const statefulTypes = new Set(Object.values(STATEFUL).flatMap((r) => Object.values(r)));
    const pinned = new Set(Object.entries(STATEFUL).flatMap(([stack, r]) => Object.keys(r).map((id) => `${stack} ${id}`)));
    for (const [stack, t] of Object.entries(json)) {
      for (const [id, r] of Object.entries(t.Resources)) if (statefulTypes.has(r.Type)) expect(pinned.has(`${stack} ${id}`), `${stack} ${id} ${r.Type}`).toBe(true);
    }
  });

  it('names the stacks of another stage after it, so two stages live side by side in one account', () => {
    const staging = synthesize({ context: { 'geotender:stackName': 'GeoTender-staging' } });
    const names = Object.keys(staging.templates);
    expect(names).toHaveLength(Object.keys(json).length);
    for (const n of names) expect(n.startsWith('GeoTender-staging-')).toBe(true);
    expect(JSON.stringify(staging.templates['GeoTender-staging-Api-Tenders']!.toJSON())).toContain('"StackName":"GeoTender-staging-Data"');
  });
});
