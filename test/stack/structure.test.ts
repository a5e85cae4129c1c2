/**
 * The structure that lets the app grow: one root stack a stage with a nested stack per concern within the
 * resource budget, references CloudFormation tracks (no exports, no Fn::GetStackOutput), every route key in one
 * stack, and stateful resources whose logical ids never change.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/constructs/function';
import { FEATURES, type RouteDef, routes } from '../../lambdas/api/routes';
import { featureStackId } from '../../lib/geotender';
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
    DeliveryChecksQueue60DD904E: 'AWS::SQS::Queue',
    DeliveryChecksDeadLetterQueue6252CCC6: 'AWS::SQS::Queue',
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
  'GeoTender-Workers': {
    // Stream records the outbox relay could not send: lost with the queue.
    OutboxRelayFailureQueue2C4AC889: 'AWS::SQS::Queue',
  },
  'GeoTender-Monitoring': {
    MonitoringAlarmTopicAF62D4F1: 'AWS::SNS::Topic',
  },
};

describe('one root stack a stage, a nested stack per concern', () => {
  it('deploys one root stack named after the stage, holding a nested stack per concern and one per API feature', () => {
    const names = Object.keys(json).sort();
    const features = FEATURES.map((f) => `GeoTender-${featureStackId(f)}`);
    expect(names).toEqual(
      [
        'GeoTender',
        'GeoTender-Web',
        'GeoTender-Data',
        'GeoTender-Mail',
        'GeoTender-Auth',
        'GeoTender-Realtime',
        'GeoTender-Api',
        ...features,
        'GeoTender-Routes',
        'GeoTender-Workers',
        'GeoTender-Site',
        'GeoTender-Monitoring',
      ].sort(),
    );
    expect(synth.app.synth().stacks.map((s) => s.stackName)).toEqual(['GeoTender']);
    const root = json.GeoTender!.Resources;
    expect(Object.values(root).every((r) => r.Type === 'AWS::CloudFormation::Stack')).toBe(true);
  });

  it(`keeps every stack within ${STACK_RESOURCE_BUDGET} resources (60 % of CloudFormation's 500)`, () => {
    const over = stackBudgets(json).filter((b) => b.resources > STACK_RESOURCE_BUDGET);
    expect(over).toEqual([]);
  });

  it('leaves every API feature stack room for at least 25 more routes, and the routes stack for 200', () => {
    for (const b of stackBudgets(json).filter((s) => s.stack.startsWith('GeoTender-Api-'))) expect(b.routesLeft, b.stack).toBeGreaterThanOrEqual(25);
    expect(STACK_RESOURCE_BUDGET - Object.keys(json['GeoTender-Routes']!.Resources).length).toBeGreaterThanOrEqual(200);
  });

  it('passes every value between stacks as a parameter set from the producer’s output, which CloudFormation tracks (no exports, no Fn::GetStackOutput)', () => {
    for (const [name, t] of Object.entries(json)) {
      const text = JSON.stringify(t);
      expect(text, name).not.toContain('Fn::ImportValue');
      expect(text, name).not.toContain('Fn::GetStackOutput');
      for (const [id, output] of Object.entries(t.Outputs ?? {})) expect(output.Export, `${name} ${id}`).toBeUndefined();
    }
    const nested = json.GeoTender!.Resources as unknown as Record<string, { Properties: { Parameters?: Record<string, unknown> } }>;
    let references = 0;
    for (const [id, r] of Object.entries(nested)) {
      for (const [param, value] of Object.entries(r.Properties.Parameters ?? {})) {
        references++;
        const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
        expect(getAtt, `${id} ${param}`).toBeDefined();
        expect(nested[getAtt![0]], `${id} ${param}`).toBeDefined();
        expect(getAtt![1]).toMatch(/^Outputs\./);
      }
    }
    expect(references).toBeGreaterThan(20);
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

  it('names the root stack of another stage after it, so two stages live side by side in one account', () => {
    const staging = synthesize({ context: { 'geotender:stackName': 'GeoTender-staging' } });
    expect(staging.app.synth().stacks.map((s) => s.stackName)).toEqual(['GeoTender-staging']);
    expect(Object.keys(staging.templates)).toHaveLength(Object.keys(json).length);
  });

  it('creates the SES identity before the user pool that sends through it, and the site after everything it calls', () => {
    const root = synthesize({ context: { 'geotender:cognitoEmailViaSes': true } }).templates.GeoTender!.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
    const idOf = (prefix: string) => Object.keys(root).find((id) => id.startsWith(`${prefix}NestedStack`))!;
    expect(root[idOf('Auth')]!.DependsOn).toContain(idOf('Mail'));
    // An order is a DependsOn or a parameter set from the other stack's output.
    const site = root[idOf('Site')] as { DependsOn?: string[]; Properties?: unknown };
    const siteNeeds = [...(site.DependsOn ?? []), ...[...JSON.stringify(site.Properties).matchAll(/"Fn::GetAtt":\["([^"]+)"/g)].map((m) => m[1]!)];
    for (const upstream of ['Routes', 'Workers', 'Api', ...FEATURES.map((f) => featureStackId(f).replace('-', ''))]) expect(siteNeeds, upstream).toContain(idOf(upstream));
  });
});

describe('a route that moves, turns public or leaves, within one deploy', () => {
  const table = routes as readonly RouteDef[];
  const moved = table.find((r) => r.handler === 'bids-list')!;
  /** The route resources of the routes stack by route key, with their logical ids. */
  const routesOf = (s: Synthesized): Record<string, { id: string; AuthorizationType?: string }> =>
    Object.fromEntries(
      Object.entries(s.templates['GeoTender-Routes']!.findResources('AWS::ApiGatewayV2::Route')).map(([id, r]) => [
        r.Properties.RouteKey as string,
        { id, AuthorizationType: r.Properties.AuthorizationType as string },
      ]),
    );
  /** The stack key of the integration a route's Target names (through the root's parameters). */
  const targetOf = (s: Synthesized, routeKey: string) => {
    const target = JSON.stringify(s.template.toJSON().Resources[routesOf(s)[routeKey]!.id].Properties.Target);
    const [, integration] = /"Ref":"([^"]+)"/.exec(target)!;
    return Object.keys(s.templates).find((key) => integration! in (s.templates[key]!.toJSON().Resources ?? {}));
  };

  it('keeps one resource per route key, in the routes stack, under an id from its key alone, when its feature changes', () => {
    const before = routesOf(synth);
    // A route moves with its handler file: here the tenders feature re-exports the bids handler for the build.
    const movedFile = join(repoRoot, 'lambdas/features/tenders/handlers', `${moved.handler}.ts`);
    writeFileSync(movedFile, `export * from '../../bids/handlers/${moved.handler}';\n`);
    let after: Synthesized;
    try {
      after = synthesize({ routes: table.map((r) => (r === moved ? { ...r, feature: 'tenders' as const } : r)) });
    } finally {
      rmSync(movedFile);
    }
    const key = `${moved.method} ${moved.path}`;
    expect(routesOf(after)[key]!.id).toBe(before[key]!.id);
    expect(Object.keys(routesOf(after))).toHaveLength(table.length);
    // Its function and integration now live in the tenders stack; the bids stack has none for it.
    expect(JSON.stringify(after.templates['GeoTender-Api-Tenders']!.toJSON())).toContain(`${moved.method} ${moved.path}: `);
    expect(JSON.stringify(after.templates['GeoTender-Api-Bids']!.toJSON())).not.toContain(`${moved.method} ${moved.path}: `);
    expect(targetOf(after, key)).toBe('GeoTender-Api-Tenders');
    expect(targetOf(synth, key)).toBe('GeoTender-Api-Bids');
  });

  it('changes the same route resource when the route becomes public', () => {
    const key = `${moved.method} ${moved.path}`;
    const after = routesOf(synthesize({ routes: table.map((r) => (r === moved ? { ...r, roles: 'public' as const } : r)) }));
    expect(after[key]!.id).toBe(routesOf(synth)[key]!.id);
    expect(after[key]!.AuthorizationType).toBe('NONE');
    expect(routesOf(synth)[key]!.AuthorizationType).toBe('JWT');
  });

  it('drops a feature that lost its last route from the root, so CloudFormation deletes its stack, and no route names it', () => {
    const after = synthesize({ routes: table.filter((r) => r.feature !== 'contact') });
    expect(Object.keys(after.templates)).not.toContain('GeoTender-Api-Contact');
    expect(Object.keys(json.GeoTender!.Resources).some((id) => id.startsWith('ApiContactNestedStack'))).toBe(true);
    expect(Object.keys(after.templates.GeoTender!.toJSON().Resources).some((id) => id.startsWith('ApiContactNestedStack'))).toBe(false);
    expect(Object.keys(routesOf(after))).toHaveLength(table.length - table.filter((r) => r.feature === 'contact').length);
  });
});
