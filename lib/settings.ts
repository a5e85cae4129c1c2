import type { Node } from 'constructs';
import { z } from 'zod';
import { DEFAULT_OCID_PREFIX, OCID_PREFIX_PATTERN } from '../lambdas/features/procurement/domain/ocds';

/** Deploy-time settings, read from CDK context (`cdk.json`, or `-c geotender:<name>=...`). */
export const stackSettingsSchema = z.object({
  /** Sender of notification e-mails; must be a verified SES identity before mail can be sent. */
  mailFrom: z.email(),
  /** Verify this domain in SES (DKIM) instead of the single sender address. */
  mailDomain: z.string().min(1).optional(),
  /**
   * How `mailDomain` signs: `easy` (SES's Easy DKIM; the stage outputs its three CNAME records) or `external` (an
   * identity adopted with its own keys, BYODKIM, which has no Easy DKIM tokens to output).
   */
  mailDkim: z.enum(['easy', 'external']),
  /**
   * Send Cognito's confirmation and reset e-mails through SES from `mailFrom` (needs the SES identity
   * verified first); otherwise Cognito's own sender, limited to 50 e-mails a day.
   */
  cognitoEmailViaSes: z.boolean(),
  /** Keep the user pool, table and buckets when the stack is deleted (and protect them from deletion). */
  retainData: z.boolean(),
  /** Active X-Ray tracing on every function. */
  tracing: z.boolean(),
  /** More browser origins for CORS, e.g. `http://localhost:5173` to run the web app locally against the cloud. */
  extraCorsOrigins: z.array(z.url()),
  /** Folder of the built web app, relative to the repository root. */
  webDist: z.string().min(1),
  /**
   * Create the region's API Gateway CloudWatch Logs role (AWS::ApiGateway::Account), which WebSocket
   * access logging needs; a fresh account has none. Set false when the account already has one.
   */
  apiGatewayCloudWatchRole: z.boolean(),
  /** E-mail address subscribed to the alarm topic (confirm the subscription mail once). */
  alarmEmail: z.email().optional(),
  /**
   * What the function alarms read: `stage`, the errors and throttles of each function outside the HTTP API (whose
   * failures are its 5xx); `account`, the account's Lambda errors and throttles over every function of the region
   * (2 alarm metrics instead of one per function and kind). Only for a stage that has its account and region to
   * itself: another stage's or app's failures there would raise this stage's alarms.
   */
  alarmScope: z.enum(['stage', 'account']),
  /**
   * SES's maximum send rate of the account, e-mails a second (the SES console's 'Sending quota'): 1 in the
   * sandbox; set the granted rate after production access. Every stage of the account draws on it (sesRateShare).
   */
  sesSendRate: z.number().positive().max(1000),
  /**
   * This stage's share of the account's send rate, more than 0 and at most 1 (default 1, the only stage): e.g. 0.5
   * for each of two stages. The shares of an account's stages should add up to at most 1. With
   * `cognitoEmailViaSes`, Cognito's own mails come out of the share too (emailSendRate).
   */
  sesRateShare: z.number().gt(0).max(1),
  /**
   * Concurrency reserved for each Cognito trigger, so sign-up, sign-in and token refresh are never starved.
   * 0 reserves none: a new account whose Lambda concurrency quota is still 10 refuses any reservation.
   */
  triggerConcurrency: z.number().int().min(0).max(100),
  /**
   * An existing table the stage uses instead of creating its own: a table restored with point-in-time recovery
   * (README, Deploy: "Restore the table"). The stack neither creates nor deletes it; it turns on its deletion
   * protection like its own table's.
   */
  tableName: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,255}$/, 'must be a DynamoDB table name: 3 to 255 letters, digits, _, - or .')
    .optional(),
  /** HTTP API default stage throttling. */
  apiThrottle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
  /**
   * Throttling of each public route (the contact form): a backstop against a flood, counting all senders together;
   * the contact handler limits each sender (lambdas/features/contact/domain/contact.ts).
   */
  publicRouteThrottle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
  /**
   * The ocid prefix of the open-data releases (OCDS; docs/decisions/procurement/open-data.md): the publisher's prefix
   * registered with the Open Contracting Partnership, `ocds-` and its characters. Default `ocds-geotender`, a
   * placeholder until one is registered.
   */
  ocidPrefix: z.string().regex(OCID_PREFIX_PATTERN, 'must be an ocid prefix: ocds- and 1 to 30 lower-case letters or digits'),
});
export type StackSettings = z.infer<typeof stackSettingsSchema>;

/** mailFrom must be an address of mailDomain when both are set (SES sends only from a verified identity). */
const checkedSettingsSchema = stackSettingsSchema.refine((s) => !s.mailDomain || s.mailFrom.toLowerCase().endsWith(`@${s.mailDomain.toLowerCase()}`), {
  message: 'geotender:mailFrom must be an address of geotender:mailDomain',
  path: ['mailFrom'],
});

/** Defaults of every setting but mailFrom, which an operator must set (there is no safe placeholder). */
const defaults: Omit<StackSettings, 'mailFrom'> = {
  mailDkim: 'easy',
  cognitoEmailViaSes: false,
  retainData: true,
  tracing: false,
  extraCorsOrigins: [],
  webDist: 'web/dist',
  apiGatewayCloudWatchRole: true,
  alarmScope: 'stage',
  sesSendRate: 1,
  sesRateShare: 1,
  triggerConcurrency: 2,
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  publicRouteThrottle: { rateLimit: 10, burstLimit: 20 },
  ocidPrefix: DEFAULT_OCID_PREFIX,
};

/** An example of each setting's value, shown when it is missing or malformed. */
export const settingExamples: Record<keyof StackSettings | 'stackName', string> = {
  stackName: '"GeoTender-staging"',
  mailFrom: '"notifications@yourdomain.ee"',
  mailDomain: '"yourdomain.ee"',
  mailDkim: '"external"',
  cognitoEmailViaSes: 'true',
  retainData: 'true',
  tracing: 'false',
  extraCorsOrigins: '["http://localhost:5173"]',
  webDist: '"web/dist"',
  apiGatewayCloudWatchRole: 'true',
  alarmEmail: '"ops@yourdomain.ee"',
  alarmScope: '"account"',
  sesSendRate: '14',
  sesRateShare: '0.5',
  triggerConcurrency: '2',
  apiThrottle: '{ "rateLimit": 50, "burstLimit": 100 }',
  publicRouteThrottle: '{ "rateLimit": 1, "burstLimit": 5 }',
  tableName: '"GeoTender-restored-2026-11-25"',
  ocidPrefix: '"ocds-a1b2c3"',
};

/** The part of a stage's share of SES's rate left for Cognito's confirmation and reset mails when they go through SES. */
export const COGNITO_SES_RATE_PART = 0.2;

/**
 * The e-mails a second this stage's e-mail workers may send together: the account's rate (sesSendRate) times the
 * stage's share (sesRateShare), less COGNITO_SES_RATE_PART of it when Cognito's mails go through SES
 * (cognitoEmailViaSes), to a thousandth. E.g. 14 a second, a share of 0.5 and Cognito on SES: 5.6.
 */
export function emailSendRate(settings: Pick<StackSettings, 'sesSendRate' | 'sesRateShare' | 'cognitoEmailViaSes'>): number {
  const rate = settings.sesSendRate * settings.sesRateShare * (settings.cognitoEmailViaSes ? 1 - COGNITO_SES_RATE_PART : 1);
  return Math.round(rate * 1000) / 1000;
}

/** CDK passes `-c name=value` as strings; JSON values ("true", "[...]") are parsed, others kept as text. */
function fromContext(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The stack settings from the `geotender:*` context keys of `node` (cdk.json's `context`, the one place
 * an operator keeps them, or `-c`), with defaults. Throws an Error naming each bad key, e.g. a missing
 * `geotender:mailFrom`, so a deploy without it is refused before anything is created.
 */
export function settingsFromContext(node: Node): StackSettings {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(stackSettingsSchema.shape)) {
    const value = node.tryGetContext(`geotender:${key}`);
    if (value !== undefined)
      raw[key] = key === 'mailFrom' || key === 'mailDomain' || key === 'mailDkim' || key === 'webDist' || key === 'tableName' || key === 'ocidPrefix' ? value : fromContext(value);
  }
  const result = checkedSettingsSchema.safeParse({ ...defaults, ...raw });
  if (!result.success) {
    const problems = result.error.issues.map((i) => {
      const key = `geotender:${i.path.join('.')}`;
      const example = `"geotender:${String(i.path[0])}": ${settingExamples[i.path[0] as keyof StackSettings]}`;
      return i.path[0] === 'mailFrom' && raw.mailFrom === undefined
        ? `${key} is not set: add ${example} to the context of cdk.json (or pass -c ${key}=...)`
        : `${key}: ${i.message} (for example ${example})`;
    });
    throw new Error(`Invalid GeoTender settings:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

/**
 * The stage's name: `geotender:stackName` from context (e.g. `GeoTender-staging`), default `GeoTender`.
 * The stage's root stack is named after it (its nested stacks after the root), so one account can hold several stages; resource
 * names that must be unique per account include it.
 */
export function stackNameFromContext(node: Node): string {
  const name = node.tryGetContext('geotender:stackName') ?? 'GeoTender';
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9-]{0,39}$/.test(name)) {
    throw new Error(
      `Invalid GeoTender settings:\n- geotender:stackName must be a name of at most 40 letters, digits and hyphens, starting with a letter, not ${JSON.stringify(name)} (for example "geotender:stackName": ${settingExamples.stackName})`,
    );
  }
  return name;
}
