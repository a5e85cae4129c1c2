import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { triggerFunctions } from '../../lambdas/api/functions';
import { APPROVAL_GROUP, ROLES } from '../../lambdas/domain/roles';
import { PASSWORD_POLICY } from '../../lambdas/features/account/domain/schemas';
import { triggerAccess } from '../function-access';
import { acknowledge } from '../nag';
import { AppFunction } from './function';
import { type AccessTargets, grantAccess } from './grants';

export type TriggerName = keyof typeof triggerFunctions;

export interface AuthProps {
  /** Keep the pool (and its users) when the stack is deleted or the pool replaced. */
  readonly retain: boolean;
  /** Resources the triggers' access (lib/function-access.ts `triggerAccess`) names; the pool is added here. */
  readonly targets: Omit<AccessTargets, 'userPool'>;
  /** Environment of every trigger (lambdas/kernel/config.ts); never the pool's own ids, which would close a cycle. */
  readonly environment: Record<string, string>;
  /**
   * Concurrency reserved for each sign-up trigger (pre-sign-up, post-confirmation, custom message), so sign-up
   * cannot be starved by other functions of the account (a fan-out, a burst of API calls). Pre-token generation,
   * which runs at every sign-in and refresh, reserves none: a reservation would also cap it. 0 reserves none. @default 0
   */
  readonly triggerConcurrency?: number;
  readonly tracing?: boolean;
  /**
   * Send Cognito's own e-mails (confirmation, reset) through SES from this verified sender instead of
   * Cognito's built-in sender, which allows 50 e-mails a day. @default Cognito's sender
   */
  readonly sesSender?: { readonly from: string; readonly verifiedDomain?: string };
}

/** Group precedence: the lowest number wins when a token is built for a user in several groups. */
const GROUP_PRECEDENCE = { admin: 0, tenderPoster: 1, geodesist: 2 } as const satisfies Record<(typeof ROLES)[number], number>;

/**
 * Sign-in (spec part 1, 2 and 4): a Cognito user pool with e-mail sign-in and self sign-up,
 * the three role groups, the sign-up triggers and the web app's client.
 */
export class Auth extends Construct {
  public readonly userPool: cognito.UserPool;
  public readonly userPoolClient: cognito.UserPoolClient;
  /** The Cognito triggers, by trigger name (functions.ts `triggerFunctions`). */
  public readonly triggers: Record<TriggerName, AppFunction>;
  /** Issuer of the pool's tokens: `https://cognito-idp.<region>.amazonaws.com/<poolId>`. */
  public readonly tokenIssuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    // Cognito waits 5 seconds for a trigger (then retries), so a trigger never runs longer.
    const fn = (name: TriggerName, memorySize?: number, reserve = true) =>
      new AppFunction(this, name, {
        entry: triggerFunctions[name],
        description: `Cognito ${name} trigger`,
        timeout: Duration.seconds(5),
        memorySize,
        tracing: props.tracing,
        reservedConcurrentExecutions: reserve ? props.triggerConcurrency || undefined : undefined,
      });
    // Post-confirmation makes three calls (group, profile, e-mail queue) after a cold start; 1 GB gives it
    // a full vCPU-share of headroom inside Cognito's 5 seconds (a 256 MB cold start takes about a second).
    this.triggers = {
      PreSignUp: fn('PreSignUp'),
      PostConfirmation: fn('PostConfirmation', 1024),
      CustomMessage: fn('CustomMessage'),
      // Runs at every sign-in and refresh; 1 GB for the same cold-start headroom inside Cognito's 5 seconds. No
      // reservation: a reservation is also a cap, and 2 at a time would queue a morning's sign-ins. The queue
      // workers, the only functions that fan out, are capped instead (docs/decisions/cloud/cognito-trigger-concurrency.md, "Cognito triggers").
      PreTokenGeneration: fn('PreTokenGeneration', 1024, false),
    };

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      // The custom-message trigger turns the code into a link to this site.
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      customAttributes: {
        // Chosen at sign-up only; the app reads the role from the groups, never from this attribute (docs/decisions/cloud/custom-role-attribute.md).
        role: new cognito.StringAttribute({ mutable: false, minLen: 1, maxLen: 32 }),
        company: new cognito.StringAttribute({ mutable: true, maxLen: 256 }),
        phone: new cognito.StringAttribute({ mutable: true, maxLen: 32 }),
      },
      passwordPolicy: {
        ...PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      email: props.sesSender
        ? cognito.UserPoolEmail.withSES({
            fromEmail: props.sesSender.from,
            fromName: 'GeoTender',
            sesRegion: region,
            sesVerifiedDomain: props.sesSender.verifiedDomain,
          })
        : cognito.UserPoolEmail.withCognito(),
      lambdaTriggers: {
        preSignUp: this.triggers.PreSignUp,
        postConfirmation: this.triggers.PostConfirmation,
        customMessage: this.triggers.CustomMessage,
        preTokenGeneration: this.triggers.PreTokenGeneration,
      },
      // No deletion protection: a failed first deploy must be able to delete the pool it created
      // (RetainExceptOnCreate); once created, stack deletes and replacements keep it.
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });

    for (const role of ROLES) {
      new cognito.CfnUserPoolGroup(this, `Group-${role}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: role,
        precedence: GROUP_PRECEDENCE[role],
        description: `Users with the ${role} role`,
      });
    }
    // Approving a geodesist from the Cognito console: add them to this group (README, Administration).
    new cognito.CfnUserPoolGroup(this, 'Group-approval', {
      userPoolId: this.userPool.userPoolId,
      groupName: APPROVAL_GROUP,
      precedence: 10,
      description: 'Geodesists approved from the console; takes effect at their next sign-in or token refresh',
    });

    // Grants of lib/function-access.ts, and the shared environment.
    for (const [name, fn] of Object.entries(this.triggers) as [TriggerName, AppFunction][]) {
      const { userPool: poolActions, ...access } = triggerAccess[name];
      grantAccess(fn, access, props.targets);
      for (const [key, value] of Object.entries(props.environment)) fn.addEnvironment(key, value);
      // The pool refers to its triggers (LambdaConfig) and a function waits for its role's default policy,
      // so a statement naming the pool in that default policy would close a cycle (pool -> function ->
      // policy -> pool). A separate Policy attached to the role is created after the pool, and nothing the
      // pool needs waits for it. The event carries the pool id, so triggers need no USER_POOL_ID either.
      if (poolActions?.length) {
        new iam.Policy(this, `${name}PoolPolicy`, {
          roles: [fn.role as iam.IRole],
          statements: [new iam.PolicyStatement({ actions: poolActions.map((a) => `cognito-idp:${a}`), resources: [this.userPool.userPoolArn] })],
        });
      }
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // The web app signs in through the user pool API (Amplify), not the hosted UI.
      disableOAuth: true,
      // SRP only: USER_PASSWORD_AUTH is the local cloud's flow (cognito-local has no SRP).
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(30),
      idTokenValidity: Duration.minutes(30),
      refreshTokenValidity: Duration.days(30),
    });

    this.tokenIssuer = `https://cognito-idp.${region}.${Stack.of(this).urlSuffix}/${this.userPool.userPoolId}`;

    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The password rule is the product’s own (docs/decisions/spec-readings/password-rules.md, Password rules: at least 8 characters with upper case, lower case and a digit); symbols are not required.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA (TOTP) is optional for users; requiring it is a later product decision.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Threat protection needs the Plus feature plan, a per-user monthly cost not justified for a small deployment; Essentials is used until real traffic asks for it.',
      },
    );
  }
}
