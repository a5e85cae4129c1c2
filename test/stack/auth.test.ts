import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_GROUP, ROLES } from '../../lambdas/domain/roles';
import { actionsOn, functionIdByDescription, logicalIdWhere, type Resources, roleOf, statementsOf, synthesize } from './synth';

let template: Template;
let poolId: string;
beforeAll(() => {
  ({ template } = synthesize());
  poolId = logicalIdWhere(template, 'AWS::Cognito::UserPool', () => true);
});

describe('auth: user pool', () => {
  it('signs in with e-mail, lets people sign up and verifies their e-mail', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('requires 8 characters with upper case, lower case and a digit, but no symbol', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: false } },
    });
  });

  it('keeps names as required standard attributes, company and phone as mutable custom strings, role as an immutable one', () => {
    const schema = (template.findResources('AWS::Cognito::UserPool') as Resources)[poolId]!.Properties!.Schema as Array<Record<string, unknown>>;
    for (const name of ['given_name', 'family_name', 'email']) {
      expect(schema).toContainEqual(expect.objectContaining({ Name: name, Required: true, Mutable: true }));
    }
    for (const name of ['company', 'phone']) {
      expect(schema).toContainEqual(expect.objectContaining({ Name: name, AttributeDataType: 'String', Mutable: true }));
    }
    expect(schema).toContainEqual(expect.objectContaining({ Name: 'role', AttributeDataType: 'String', Mutable: false }));
  });

  it('offers TOTP as an optional second factor, never SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('is retained by default, yet deleted when a first deploy rolls back (no deletion protection to refuse it)', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: Match.absent() }) });
  });

  it('wires the three triggers of functions.ts to their functions', () => {
    const config = (template.findResources('AWS::Cognito::UserPool') as Resources)[poolId]!.Properties!.LambdaConfig;
    for (const trigger of ['PreSignUp', 'PostConfirmation', 'CustomMessage']) {
      const fnId = functionIdByDescription(template, `Cognito ${trigger} trigger`);
      expect(config[trigger]).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    }
  });

  it('stops each trigger within the 5 seconds Cognito waits for it', () => {
    for (const trigger of ['PreSignUp', 'PostConfirmation', 'CustomMessage']) {
      const fnId = functionIdByDescription(template, `Cognito ${trigger} trigger`);
      expect((template.findResources('AWS::Lambda::Function') as Resources)[fnId]!.Properties!.Timeout).toBeLessThanOrEqual(5);
    }
  });

  it('has one group per role, the most privileged first, and the console approval group', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup') as Resources).map((g) => g.Properties!);
    expect(groups.map((g) => g.GroupName).sort()).toEqual([...ROLES, APPROVAL_GROUP].sort());
    const precedence = Object.fromEntries(groups.map((g) => [g.GroupName, g.Precedence]));
    expect(precedence.admin).toBeLessThan(precedence.tenderPoster);
    expect(precedence.tenderPoster).toBeLessThan(precedence.geodesist);
    for (const g of groups) expect(g.UserPoolId).toEqual({ Ref: poolId });
  });
});

describe('auth: e-mail sender', () => {
  it('uses Cognito’s own sender by default', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' } });
  });

  it('sends through SES from the configured sender when cognitoEmailViaSes is on', () => {
    const { template: viaSes } = synthesize({ context: { 'geotender:cognitoEmailViaSes': true, 'geotender:mailFrom': 'hello@survey.example' } });
    viaSes.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'GeoTender <hello@survey.example>',
        SourceArn: Match.anyValue(),
      },
    });
  });
});

describe('auth: web client', () => {
  it('allows SRP sign-in and refresh, without a secret or OAuth flows', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      AllowedOAuthFlows: Match.absent(),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('issues access tokens valid for 30 minutes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 30,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
  });
});

describe('auth: trigger permissions', () => {
  it('lets only post-confirmation, GET /me (which repairs half-set-up accounts), the profile update (which keeps the pool’s copy), the admin user routes, the erasure (DELETE /me) and the data-export worker (export and erasure) manage users, and only in this pool', () => {
    const postConfirmationRole = roleOf(template, functionIdByDescription(template, 'Cognito PostConfirmation trigger'));
    const own = statementsOf(template, postConfirmationRole).filter((s) => JSON.stringify(s.Action).includes('cognito-idp'));
    expect(own).toEqual([{ Effect: 'Allow', Action: 'cognito-idp:AdminAddUserToGroup', Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } }]);

    const meRole = roleOf(template, functionIdByDescription(template, 'GET /me:'));
    const mine = statementsOf(template, meRole).filter((s) => JSON.stringify(s.Action).includes('cognito-idp'));
    expect(mine).toEqual([{ Effect: 'Allow', Action: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminGetUser'], Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } }]);

    // The admin user routes' exact actions are pinned in api.test.ts; no other function may touch the pool.
    const adminRoles = ['POST /admin/users:', 'PATCH /admin/users/{userId}:', 'DELETE /admin/users/{userId}:', 'DELETE /me:', 'PUT /me/profile:', 'Prepares a user’s data export'].map((d) =>
      roleOf(template, functionIdByDescription(template, d)),
    );
    const others = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter(
      (p) => JSON.stringify(p.Properties!.PolicyDocument).includes('cognito-idp:') && ![postConfirmationRole, meRole, ...adminRoles].some((r) => JSON.stringify(p.Properties!.Roles).includes(r)),
    );
    expect(others).toEqual([]);
  });

  it('gives pre-sign-up and custom-message nothing beyond their own log group', () => {
    for (const trigger of ['PreSignUp', 'CustomMessage']) {
      const statements = statementsOf(template, roleOf(template, functionIdByDescription(template, `Cognito ${trigger} trigger`)));
      expect(statements.flatMap((s) => s.Action).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  it('lets post-confirmation put and read profiles and count the user (UpdateItem on the stats item), and queue nothing (the registration event’s listener e-mails the admins)', () => {
    const statements = statementsOf(template, roleOf(template, functionIdByDescription(template, 'Cognito PostConfirmation trigger')));
    const tableId = logicalIdWhere(template, 'AWS::DynamoDB::Table', () => true);
    expect(actionsOn(statements, tableId)).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(JSON.stringify(statements)).not.toContain('sqs:');
  });
});
