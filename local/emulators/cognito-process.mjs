// cognito-local in its own process (it keeps its data relative to the working directory, which is
// `<dataDir>/cognito`). Cognito's own e-mails (sign-up confirmation, password reset), which cognito-local
// only prints, are delivered to the local SES mailbox instead, as Cognito would send them.
// Plain JavaScript so it runs from any working directory without a TypeScript loader.
//
// Environment: PORT, HOST, COGNITO_LAMBDA_ENDPOINT (the local Lambda-invoke server for triggers),
// AWS_ENDPOINT_URL_SESV2 (the mailbox), MAIL_FROM.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

const require = createRequire(import.meta.url);
const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

// cognito-local reads `.cognito/config.json`; triggers go to the local Lambda-invoke endpoint.
mkdirSync('.cognito/db', { recursive: true });
const configPath = '.cognito/config.json';
let existing = {};
try {
  existing = JSON.parse(readFileSync(configPath, 'utf8'));
} catch {
  // first start
}
writeFileSync(
  configPath,
  JSON.stringify(
    {
      ...existing,
      LambdaClient: { endpoint: process.env.COGNITO_LAMBDA_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
      TriggerFunctions: { PreSignUp: 'PreSignUp', PostConfirmation: 'PostConfirmation', CustomMessage: 'CustomMessage' },
      TokenConfig: { IssuerDomain: `http://${host}:${port}` },
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      ServerConfig: { port, hostname: host, https: false, development: false },
    },
    null,
    2,
  ),
);

const ses = new SESv2Client({ region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
ConsoleMessageSender.prototype.sendEmail = async function sendEmail(_ctx, _user, destination, message) {
  const code = message.__code ?? '';
  // Cognito replaces every {####}; cognito-local only the first.
  const html = (message.emailMessage ?? `Your verification code is ${code}`).replaceAll('{####}', code);
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: process.env.MAIL_FROM ?? 'no-reply@verificationemail.com',
      Destination: { ToAddresses: [destination] },
      Content: { Simple: { Subject: { Data: message.emailSubject ?? 'Your verification code' }, Body: { Html: { Data: html }, Text: { Data: html.replace(/<[^>]+>/g, ' ') } } } },
    }),
  );
};

const { createDefaultServer } = require('cognito-local/lib/server/defaults');
const pino = require('pino');
const server = await createDefaultServer(pino({ level: process.env.DEBUG ? 'debug' : 'warn' }));
await server.start();
console.log(`cognito-local ready on http://${host}:${port}`);
