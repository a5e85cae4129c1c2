import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { routeAccess } from '../../lib/function-access';
import { actionsOn, functionIdByDescription, logicalIdWhere, type Resources, roleOf, statementsOf, synthesize } from './synth';

let template: Template;
let httpApiId: string;
let authorizerId: string;
let filesBucketId: string;
let tableId: string;
const allRoutes = routes as readonly RouteDef[];

beforeAll(() => {
  ({ template } = synthesize());
  httpApiId = logicalIdWhere(template, 'AWS::ApiGatewayV2::Api', (p) => p.ProtocolType === 'HTTP');
  authorizerId = logicalIdWhere(template, 'AWS::ApiGatewayV2::Authorizer', () => true);
  filesBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('FilesBucket'))!;
  tableId = logicalIdWhere(template, 'AWS::DynamoDB::Table', () => true);
});

const httpRoutes = () =>
  Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Resources)
    .map((r) => r.Properties!)
    .filter((p) => JSON.stringify(p.ApiId) === JSON.stringify({ Ref: httpApiId }));

/** The function behind `route` (its description starts with the method and path). */
const functionOf = (route: RouteDef) => functionIdByDescription(template, `${route.method} ${route.path}:`);

describe('api: routes from the route table', () => {
  it('has exactly one route per entry of routes.ts', () => {
    const keys = httpRoutes()
      .map((r) => r.RouteKey)
      .sort();
    expect(keys).toEqual(allRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('puts the Cognito JWT authorizer on every route that is not public', () => {
    for (const route of httpRoutes()) {
      const def = allRoutes.find((r) => `${r.method} ${r.path}` === route.RouteKey)!;
      if (def.roles === 'public') expect(route.AuthorizationType).toBe('NONE');
      else expect(route).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('checks tokens issued by the user pool to the web client', () => {
    const poolId = logicalIdWhere(template, 'AWS::Cognito::UserPool', () => true);
    const clientId = logicalIdWhere(template, 'AWS::Cognito::UserPoolClient', () => true);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/', { Ref: poolId }]] },
      },
    });
  });

  it('sends each route to its own function with the route’s timeout and memory', () => {
    const functions = new Set<string>();
    for (const route of allRoutes) {
      const fnId = functionOf(route);
      functions.add(fnId);
      const props = (template.findResources('AWS::Lambda::Function') as Resources)[fnId]!.Properties!;
      expect(props.Timeout).toBe(route.timeoutSeconds ?? 10);
      expect(props.MemorySize).toBe(route.memoryMb ?? 256);
    }
    expect(functions.size).toBe(allRoutes.length);
    template.resourcePropertiesCountIs('AWS::ApiGatewayV2::Integration', { ApiId: { Ref: httpApiId }, PayloadFormatVersion: '2.0' }, allRoutes.length);
  });
});

describe('api: stage and CORS', () => {
  it('throttles the default stage and writes JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: httpApiId },
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });

  it('throttles each public route harder than the stage', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage') as Resources)
      .map((r) => r.Properties!)
      .find((p) => p.StageName === '$default')!;
    const publicKeys = allRoutes.filter((r) => r.roles === 'public').map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(stage.RouteSettings ?? {}).sort()).toEqual(publicKeys.sort());
    for (const key of publicKeys) {
      expect(stage.RouteSettings[key].ThrottlingRateLimit).toBeLessThan(stage.DefaultRouteSettings.ThrottlingRateLimit);
      expect(stage.RouteSettings[key].ThrottlingBurstLimit).toBeLessThan(stage.DefaultRouteSettings.ThrottlingBurstLimit);
    }
  });

  it('answers CORS preflights for the site origin only', () => {
    const distributionId = logicalIdWhere(template, 'AWS::CloudFront::Distribution', () => true);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
        AllowHeaders: ['authorization', 'content-type'],
      }),
    });
  });
});

describe('api: least privilege per route', () => {
  it('grants each route exactly the table actions lib/function-access.ts lists, and no route a Scan', () => {
    for (const route of allRoutes) {
      const actions = [...new Set(actionsOn(statementsOf(template, roleOf(template, functionOf(route))), tableId))].sort();
      const access = routeAccess[route.handler as keyof typeof routeAccess];
      const expected = new Set((access.table ?? []).map((a) => (a === 'QueryIndex' ? 'dynamodb:Query' : `dynamodb:${a}`)));
      expect(actions, route.handler).toEqual([...expected].sort());
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('gives file rights only to the file routes, each for its own key prefix', () => {
    const fileActions = (handler: string) => {
      const route = allRoutes.find((r) => r.handler === handler)!;
      return statementsOf(template, roleOf(template, functionOf(route)))
        .filter((s) => JSON.stringify(s.Resource).includes(filesBucketId))
        .map((s) => ({ actions: ([] as string[]).concat(s.Action).sort(), resource: JSON.stringify(s.Resource) }));
    };
    const prefixOf = (resource: string) => /\/(staging|tenders)\/\*/.exec(resource)?.[1] ?? 'bucket';

    expect(fileActions('uploads-create').map((s) => [s.actions, prefixOf(s.resource)])).toEqual([[['s3:PutObject'], 'staging']]);
    expect(fileActions('attachments-download').map((s) => [s.actions, prefixOf(s.resource)])).toEqual(expect.arrayContaining([[['s3:GetObject'], 'tenders']]));
    expect(fileActions('attachments-download').some((s) => prefixOf(s.resource) === 'staging')).toBe(false);
    for (const handler of ['me-get', 'tenders-list', 'tenders-get', 'admin-approvals-list', 'admin-approval-decide', 'me-profile-update']) {
      expect(fileActions(handler)).toEqual([]);
    }
  });

  it('lets only GET /me (repairs half-set-up accounts), the profile update and the admin user routes read, add, regroup or change users, each only what it needs', () => {
    // The erasure's routes only mark and queue: the data-export worker deletes the Cognito user.
    // AdminGetUser tells a missing user from a refusal (cognito-local answers both NotAuthorizedException).
    const syncs = ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminDeleteUserAttributes', 'cognito-idp:AdminGetUser'];
    const expected: Record<string, string[]> = {
      'me-get': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminAddUserToGroup'],
      'me-profile-update': syncs,
      'admin-users-create': ['cognito-idp:ListUsers', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
      'admin-users-update': ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup', ...syncs],
    };
    for (const route of allRoutes) {
      const actions = statementsOf(template, roleOf(template, functionOf(route))).flatMap((s) => s.Action);
      expect(actions.filter((a: string) => a.startsWith('cognito-idp:')).sort(), route.handler).toEqual([...(expected[route.handler] ?? [])].sort());
    }
  });

  it('lets only the routes marked for it push realtime messages and queue e-mails', () => {
    const emailQueueId = Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith('EmailQueue'))!;
    for (const route of allRoutes) {
      const statements = statementsOf(template, roleOf(template, functionOf(route)));
      const actions = statements.flatMap((s) => s.Action);
      const access = routeAccess[route.handler as keyof typeof routeAccess];
      expect(actions.includes('execute-api:ManageConnections')).toBe(Boolean(access.pushesRealtime));
      // Retry all of the dead letters sends them back to their work queue, the e-mail queue among them.
      expect(actionsOn(statements, emailQueueId).includes('sqs:SendMessage'), route.handler).toBe(Boolean(access.sendsEmail) || access.deadLetters === 'retry');
    }
    // An approval decision tells the user by its event's listener, not from the request.
    expect(routeAccess['admin-approval-decide']).not.toHaveProperty('sendsEmail');
    expect(routeAccess['admin-users-update']).toMatchObject({ pushesRealtime: true });
    expect(routeAccess['tenders-list'].sendsEmail).toBeUndefined();
  });
});
