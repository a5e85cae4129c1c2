/**
 * Function configuration, read once per container from environment variables set by the CDK
 * constructs (cloud) or by the local cloud (npm start). Endpoints of local emulators come from the
 * AWS SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so no handler knows where it runs.
 */
function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return env('TABLE_NAME');
  },
  get filesBucket() {
    return env('FILES_BUCKET');
  },
  get emailQueueUrl() {
    return env('EMAIL_QUEUE_URL');
  },
  /** The marketplace events queue (table/outbox.ts); unset where no function consumes events (tests). */
  get eventsQueueUrl() {
    return process.env.EVENTS_QUEUE_URL;
  },
  /** The data-export queue (features/privacy/export-jobs.ts); set on the function that queues exports. */
  get dataExportQueueUrl() {
    return env('DATA_EXPORT_QUEUE_URL');
  },
  /** The delivery-check queue (features/deliveries/check-queue.ts); set on the function that queues checks. */
  get deliveryCheckQueueUrl() {
    return env('DELIVERY_CHECK_QUEUE_URL');
  },
  get userPoolId() {
    return env('USER_POOL_ID');
  },
  get userPoolClientId() {
    return env('USER_POOL_CLIENT_ID');
  },
  /** Public origin of the web app, e.g. https://d123.cloudfront.net or http://localhost:5173 (no trailing slash). */
  get siteUrl() {
    return env('SITE_URL').replace(/\/$/, '');
  },
  /**
   * Public base URL of the HTTP API, e.g. https://abc123.execute-api.eu-north-1.amazonaws.com (no trailing slash): the
   * one-click unsubscribe link of bulk e-mails points at it (features/notifications/unsubscribe-token.ts). Set on the
   * functions that build those e-mails.
   */
  get apiUrl() {
    return env('API_URL').replace(/\/$/, '');
  },
  /** Sender address of notification e-mails (a verified SES identity in the cloud). */
  get mailFrom() {
    return env('MAIL_FROM', 'notifications@geotender.example');
  },
  /** WebSocket management endpoint (https://{apiId}.execute-api.{region}.amazonaws.com/{stage}). */
  get realtimeEndpoint() {
    return env('REALTIME_ENDPOINT');
  },
  /** Issuer of the user pool's tokens; JWKS is at `${issuer}/.well-known/jwks.json`. */
  get tokenIssuer() {
    return env('TOKEN_ISSUER');
  },
  /**
   * The Secrets Manager secret (ARN in the cloud, name locally) that list cursors are sealed with;
   * set only on functions with a paged list (lib/function-access.ts `readsCursorKey`).
   */
  get cursorKeySecret() {
    return env('CURSOR_KEY_SECRET');
  },
  /**
   * Multiplies every per-user write limit (lambdas/features/limits). 1 everywhere a person uses the
   * app, cloud and `npm start` alike; only the integration tests' local cloud raises it, because their race and
   * fuzz loops write far faster than a person (test/integration/global-setup.ts).
   */
  get writeLimitFactor() {
    const factor = Number(process.env.WRITE_LIMIT_FACTOR ?? 1);
    return Number.isFinite(factor) && factor >= 1 ? factor : 1;
  },
  /**
   * How long after an erasure (ms) an e-mail made to the erased address is still dropped (the e-mail worker;
   * features/notifications/data/erased-addresses.ts). Unset everywhere but in a test that needs the window short, so it
   * need not wait a minute; `undefined` when unset or not a number of 0 or more.
   */
  get erasureRaceMs() {
    const ms = process.env.ERASURE_RACE_MS ? Number(process.env.ERASURE_RACE_MS) : Number.NaN;
    return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
  },
  /**
   * The ocid prefix of the open-data releases (`geotender:ocidPrefix`, features/procurement/domain/ocds.ts);
   * undefined when unset (the release then uses its default).
   */
  get ocidPrefix() {
    return process.env.OCID_PREFIX || undefined;
  },
  /** Path-style S3 addressing, needed by the local S3 emulator only. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
};
