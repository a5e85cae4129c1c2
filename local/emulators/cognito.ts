/**
 * Starts cognito-local (as a child process, see cognito-process.mjs) and makes sure the user pool, its
 * app client and the three role groups exist, as the stack's auth construct defines them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../lambdas/domain/roles';
import { waitForPort } from '../ports';

export interface CognitoIds { userPoolId: string; userPoolClientId: string }

/** Forks cognito-local with its data under `dir`; resolves with the child once it listens on `port`. */
export async function startCognito(options: { port: number; dir: string; lambdaEndpoint: string; sesEndpoint: string; mailFrom: string }): Promise<ChildProcess> {
  mkdirSync(options.dir, { recursive: true });
  const child = fork(join(import.meta.dirname, 'cognito-process.mjs'), [], {
    cwd: options.dir,
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      COGNITO_LAMBDA_ENDPOINT: options.lambdaEndpoint,
      AWS_ENDPOINT_URL_SESV2: options.sesEndpoint,
      MAIL_FROM: options.mailFrom,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`cognito-local exited with code ${code}`))));
  await Promise.race([waitForPort(options.port, 30_000), exited]);
  return child;
}

/** Creates the pool, client and groups unless `known` ids still exist; returns the ids in use. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, known: Partial<CognitoIds>): Promise<CognitoIds> {
  const ids = await findOrCreateUserPool(client, known);
  // Optional authenticator-app MFA, as the stack's pool has it (also for pools created before).
  await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: ids.userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }));
  return ids;
}

async function findOrCreateUserPool(client: CognitoIdentityProviderClient, known: Partial<CognitoIds>): Promise<CognitoIds> {
  if (known.userPoolId && known.userPoolClientId) {
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId }));
      const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: known.userPoolId, MaxResults: 10 }));
      if (clients.UserPoolClients?.some((c) => c.ClientId === known.userPoolClientId)) return known as CognitoIds;
    } catch {
      // gone: create afresh below
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'geotender-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: false } },
      Schema: [
        { Name: 'role', AttributeDataType: 'String', Mutable: true },
        { Name: 'company', AttributeDataType: 'String', Mutable: true },
        { Name: 'phone', AttributeDataType: 'String', Mutable: true },
      ],
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'geotender-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // As the stack's web client: short-lived tokens, refreshed by the app before they expire.
      AccessTokenValidity: 30,
      IdTokenValidity: 30,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  for (const [i, role] of ROLES.entries()) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role, Precedence: ROLES.length - i }));
  }
  return { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
}
