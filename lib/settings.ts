import type { Node } from 'constructs';
import { z } from 'zod';

/** Deploy-time settings, read from CDK context (`cdk.json`, or `-c geotender:<name>=...`). */
export const stackSettingsSchema = z.object({
  /** Sender of notification e-mails; must be a verified SES identity before mail can be sent. */
  mailFrom: z.email(),
  /** Verify this domain in SES (DKIM) instead of the single sender address. */
  mailDomain: z.string().min(1).optional(),
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
  /** HTTP API default stage throttling. */
  apiThrottle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
  /** Throttling of each public route (e.g. the contact form). */
  publicRouteThrottle: z.object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() }),
});
export type StackSettings = z.infer<typeof stackSettingsSchema>;

const defaults: StackSettings = {
  mailFrom: 'notifications@geotender.example',
  cognitoEmailViaSes: false,
  retainData: true,
  tracing: false,
  extraCorsOrigins: [],
  webDist: 'web/dist',
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  publicRouteThrottle: { rateLimit: 1, burstLimit: 5 },
};

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
 * The stack settings from the `geotender:*` context keys of `node`, with defaults.
 * Throws a ZodError naming the key when a value is invalid.
 */
export function settingsFromContext(node: Node): StackSettings {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(stackSettingsSchema.shape)) {
    const value = node.tryGetContext(`geotender:${key}`);
    if (value !== undefined) raw[key] = key === 'mailFrom' || key === 'mailDomain' || key === 'webDist' ? value : fromContext(value);
  }
  return stackSettingsSchema.parse({ ...defaults, ...raw });
}
