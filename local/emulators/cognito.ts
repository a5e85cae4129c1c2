/**
 * cognito-local, run in this process with its data in `<dataDir>/cognito`, and the user pool, app client
 * and role groups the stack's auth construct defines. Its triggers call the local Lambda-invoke endpoint,
 * and Cognito's own e-mails (sign-up confirmation, password reset, invitation), which cognito-local only
 * prints, are delivered to the local SES mailbox as Cognito would send them.
 */
import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
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
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { triggerFunctions } from '../../lambdas/api/functions';
import { APPROVAL_GROUP, ROLES } from '../../lambdas/domain/roles';
import { PASSWORD_POLICY } from '../../lambdas/features/account/domain/schemas';
import { listen } from '../ports';
import { enforcePasswordPolicy } from './cognito-password-policy';

export interface CognitoIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** What cognito-local hands its message sender: the CustomMessage trigger's answer plus the code. */
interface CognitoMessage {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
  smsMessage?: string;
}

// cognito-local is CommonJS and keeps its parts under lib/; its own default server keeps data relative
// to the working directory, so the same parts are put together here with absolute folders instead.
const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
/* eslint-disable @typescript-eslint/no-explicit-any */
const lib = (path: string): any => cognitoRequire(`./lib/${path}`);

/**
 * Starts cognito-local on 127.0.0.1:`port` with its data in `dir`. Triggers named in
 * lambdas/api/functions.ts are invoked at `lambdaEndpoint`; e-mails go to SES v2 at `sesEndpoint`
 * from `mailFrom`. Resolves with the HTTP server (close it to stop) and the token issuer URL.
 */
export async function startCognito(options: { port: number; dir: string; lambdaEndpoint: string; sesEndpoint: string; mailFrom: string }): Promise<{ server: Server; issuerDomain: string }> {
  const dataDirectory = join(options.dir, 'db');
  mkdirSync(dataDirectory, { recursive: true });
  const host = '127.0.0.1';
  const issuerDomain = `http://${host}:${options.port}`;
  const { DefaultConfig } = lib('server/config');
  const config = {
    ...DefaultConfig,
    LambdaClient: { endpoint: options.lambdaEndpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
    TriggerFunctions: Object.fromEntries(Object.keys(triggerFunctions).map((name) => [name, name])),
    TokenConfig: { IssuerDomain: issuerDomain },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    ServerConfig: { port: options.port, hostname: host, https: false, development: false },
  };

  const ses = new SESv2Client({ endpoint: options.sesEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const mailSender = {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: CognitoMessage) {
      const code = message.__code ?? '';
      // Cognito replaces every {####}; cognito-local only the first.
      const content = (message.emailMessage ?? `Your verification code is ${code}`).replaceAll('{####}', code);
      // Cognito sends the message as it is: an HTML body when it holds markup, plain text otherwise.
      const body = /<[a-z][^>]*>/i.test(content) ? { Html: { Data: content } } : { Text: { Data: content } };
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: options.mailFrom,
          Destination: { ToAddresses: [destination] },
          Content: { Simple: { Subject: { Data: message.emailSubject ?? 'Your verification code' }, Body: body } },
        }),
      );
    },
    async sendSms(_ctx: unknown, _user: unknown, destination: string, message: CognitoMessage) {
      console.log(`[cognito] SMS to ${destination}: ${message.smsMessage ?? message.__code}`);
    },
  };

  // The parts of cognito-local's createDefaultServer (lib/server/defaults.js), with absolute folders.
  const AWS = cognitoRequire('aws-sdk');
  const services = lib('services');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { CryptoService } = lib('services/crypto');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { otp } = lib('services/otp');
  const { Router } = lib('server/Router');
  const { CognitoError } = lib('errors');
  const { createServer } = lib('server/server');
  // Trigger failures reach the caller as Cognito errors (and the invoke endpoint logs them); LOCAL_COGNITO_LOG=debug shows every call.
  const logger = cognitoRequire('pino')({ level: process.env.LOCAL_COGNITO_LOG ?? 'fatal' });

  const ctx = { logger };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoService = await new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(clock, cognitoService, new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)), new CryptoService(config.KMSConfig));
  const allServices = {
    clock,
    cognito: cognitoService,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(mailSender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  // cognito-local never checks the pool's password policy: refuse what the cloud pool refuses, as it does.
  const router = enforcePasswordPolicy(Router(allServices), (code, message) => new CognitoError(code, message));
  const { application } = createServer(router, logger, config.ServerConfig, allServices);
  const server = await listen(createHttpServer(application), options.port, 'Cognito');
  return { server, issuerDomain };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

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
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
      Schema: [
        { Name: 'role', AttributeDataType: 'String', Mutable: false },
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
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: APPROVAL_GROUP, Precedence: 10 }));
  return { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
}
