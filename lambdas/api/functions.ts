/**
 * Functions that are not HTTP routes: Cognito triggers, the e-mail worker and the WebSocket routes.
 * Read by the CDK constructs and by the local cloud, like the route table. Paths are relative to
 * `lambdas/` without extension; each file exports `handler`.
 */
export const triggerFunctions = {
  PreSignUp: 'features/account/triggers/pre-sign-up',
  PostConfirmation: 'features/account/triggers/post-confirmation',
  CustomMessage: 'features/account/triggers/custom-message',
  PreTokenGeneration: 'features/account/triggers/pre-token-generation',
} as const;

export const emailWorkerFunction = 'features/notifications/workers/email-worker';

/** WebSocket API route keys and their handlers. `$connect` verifies the Cognito token itself. */
export const realtimeFunctions = {
  $connect: 'features/notifications/websocket/connect',
  $disconnect: 'features/notifications/websocket/disconnect',
} as const;

/**
 * Receives before a message moves to the dead-letter queue: the first attempt and 3 retries (part 1, 4.3
 * and 9: "retried up to 3 times after a failure", 1 s, 2 s, 4 s apart).
 */
export const EMAIL_MAX_RECEIVES = 4;

/**
 * How the e-mail worker backs off a send SES throttles ('Maximum sending rate exceeded': the account's rate is
 * shared with other stages and Cognito), within the same receive, before the receive counts as a failed attempt:
 * `retries` more sends after waits drawn between once and twice 0.6 s, 1.2 s and 2.4 s (p-retry's randomize),
 * 4.2 s to 8.4 s in all.
 */
export const EMAIL_THROTTLE_BACKOFF = { retries: 3, firstWaitMs: 600, factor: 2 } as const;
/** The longest the throttle back-off of one e-mail waits (ms): twice the sum of EMAIL_THROTTLE_BACKOFF's waits. */
export const EMAIL_THROTTLE_BACKOFF_MAX_MS = 2 * EMAIL_THROTTLE_BACKOFF.firstWaitMs * (EMAIL_THROTTLE_BACKOFF.factor ** EMAIL_THROTTLE_BACKOFF.retries - 1);

/** Days a work queue keeps a message (lib/constructs/work-queue.ts). */
export const QUEUE_RETENTION_DAYS = 4;
/** Days a dead-letter queue keeps a message (lib/constructs/work-queue.ts). */
export const DEAD_LETTER_RETENTION_DAYS = 14;
/**
 * Seconds a queued message can live: the work queue's retention, then the dead-letter queue's. Work keyed on an
 * event or an e-mail (the notification records' tombstones, the e-mail worker's sent keys) is remembered this long.
 */
export const MESSAGE_LIFETIME_SECONDS = (QUEUE_RETENTION_DAYS + DEAD_LETTER_RETENTION_DAYS) * 86_400;

/**
 * The OAuth scope Cognito puts in every user-pool access token and in no ID token. The HTTP API's JWT
 * authorizer requires it on every non-public route, so an ID token is refused (403) there; `$connect`
 * and the local gateway check `token_use: access` to the same effect.
 */
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

/** The hourly digest of contact messages held back by the admins' e-mail cap. */
export const contactDigestFunction = 'features/contact/workers/contact-digest';

/** Every 15 minutes: moves the deadline of a tender with a question unanswered at its question deadline (features/procurement/workers/question-sweep.ts). */
export const questionSweepFunction = 'features/procurement/workers/question-sweep';

/** Turns marketplace events (each feature's events.ts; listeners in features/notifications/event-listeners.ts) into in-app, realtime and e-mail notifications. */
export const notificationWorkerFunction = 'features/notifications/workers/notification-worker';

/** Every minute: fires the timers that are due into the outbox (features/notifications/workers/timer-relay.ts, table/timers.ts). */
export const timerRelayFunction = 'features/notifications/workers/timer-relay';

/** Carries the events requests write to the outbox from the table's stream to the events queue (features/notifications/outbox-relay.ts). */
export const outboxRelayFunction = 'features/notifications/workers/outbox-relay';

/** Checks each delivered geodata file once, from the delivery-check queue (features/deliveries/workers/delivery-check-worker.ts). */
export const deliveryCheckWorkerFunction = 'features/deliveries/workers/delivery-check-worker';

/** Prepares a user's data export from the data-export queue. */
export const dataExportWorkerFunction = 'features/privacy/workers/data-export-worker';
