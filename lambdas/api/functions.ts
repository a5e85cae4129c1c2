/**
 * Functions that are not HTTP routes: Cognito triggers, the e-mail worker and the WebSocket routes.
 * Read by the CDK constructs and by the local cloud, like the route table. Paths are relative to
 * `lambdas/` without extension; each file exports `handler`.
 */
export const triggerFunctions = {
  PreSignUp: 'triggers/pre-sign-up',
  PostConfirmation: 'triggers/post-confirmation',
  CustomMessage: 'triggers/custom-message',
} as const;

export const emailWorkerFunction = 'workers/email-worker';

/** WebSocket API route keys and their handlers. `$connect` verifies the Cognito token itself. */
export const realtimeFunctions = {
  $connect: 'realtime/connect',
  $disconnect: 'realtime/disconnect',
} as const;

/** Largest number of receives before an e-mail message moves to the dead-letter queue (part 1, 4.3: 3 attempts). */
export const EMAIL_MAX_RECEIVES = 3;

/**
 * The OAuth scope Cognito puts in every user-pool access token and in no ID token. The HTTP API's JWT
 * authorizer requires it on every non-public route, so an ID token is refused (403) there; `$connect`
 * and the local gateway check `token_use: access` to the same effect.
 */
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

/** The hourly digest of contact messages held back by the admins' e-mail cap. */
export const contactDigestFunction = 'workers/contact-digest';

/** Turns marketplace events (lib/events.ts) into in-app, realtime and e-mail notifications. */
export const notificationWorkerFunction = 'workers/notification-worker';
