/**
 * What each function may do, one entry per function (a route, trigger or worker that is not listed does not
 * compile): the grants are built from this table alone (lib/constructs/grants.ts), and a test runs every
 * function's code paths on the local cloud and checks each AWS call it makes against the synthesized
 * policy, both ways: every call allowed, every grant used (test/integration/grants.test.ts).
 */
import { routes, type RouteHandlerName } from '../lambdas/api/routes';
import type { TriggerName } from './constructs/auth';
import { DELIVERIES_PREFIX, ERASURES_PREFIX, EXPORTS_PREFIX, type FileOperation, STAGING_PREFIX, TENDERS_PREFIX } from './constructs/files';

/**
 * DynamoDB actions on the table: item actions, `Query` of the table's own partitions and `QueryIndex`
 * (`dynamodb:Query` on its global secondary indexes). A transaction needs the action of each of its items.
 */
export type TableAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query' | 'QueryIndex' | 'ConditionCheckItem' | 'BatchWriteItem' | 'BatchGetItem';

/** Cognito user-pool actions (cognito-idp:<action>). */
export type UserPoolAction =
  | 'AdminGetUser'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminCreateUser'
  | 'AdminSetUserPassword'
  | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminDeleteUserAttributes'
  | 'ListUsers';

/**
 * Writing a profile change to the pool's copy (features/account/user-accounts.ts syncUserAttributes): set, and remove
 * what was cleared; AdminGetUser tells a user missing from the pool from a refusal when the pool answers NotAuthorizedException.
 */
const SYNCS_ATTRIBUTES: readonly UserPoolAction[] = ['AdminUpdateUserAttributes', 'AdminDeleteUserAttributes', 'AdminGetUser'];

export type FilePrefix = typeof STAGING_PREFIX | typeof TENDERS_PREFIX | typeof DELIVERIES_PREFIX | typeof EXPORTS_PREFIX | typeof ERASURES_PREFIX;

export interface FunctionAccess {
  /** DynamoDB actions on the table (and its indexes, for Query). */
  readonly table?: readonly TableAction[];
  /** Object operations by key prefix in the files bucket; presigned URLs act with the signer's rights. */
  readonly files?: Readonly<Partial<Record<FilePrefix, readonly FileOperation[]>>>;
  /** Puts e-mails on the e-mail queue (lambdas/kernel/mail-queue.ts). */
  readonly sendsEmail?: boolean;
  /** Queues data-export jobs (lambdas/features/privacy/export-jobs.ts). */
  readonly queuesDataExports?: boolean;
  /** Queues the quality check of delivered files (lambdas/features/deliveries/check-queue.ts), with DELIVERY_CHECK_QUEUE_URL set. */
  readonly queuesDeliveryChecks?: boolean;
  /**
   * Sends to the events queue: the outbox relay (lambdas/features/notifications/outbox-relay.ts) and the notification
   * worker's announcement pages. Requests record events as outbox items in their own transactions (PutItem).
   */
  readonly emitsEvents?: boolean;
  /** Posts to and drops WebSocket connections (lambdas/features/notifications/realtime.ts). */
  readonly pushesRealtime?: boolean;
  /** Reads the SES account's sending status (ses:GetAccount). */
  readonly readsEmailAccount?: boolean;
  /** Actions on the user pool. */
  readonly userPool?: readonly UserPoolAction[];
  /**
   * Reads the list-cursor key (secretsmanager:GetSecretValue on that one secret, and CURSOR_KEY_SECRET set):
   * the routes with a paged list, whose cursors the request pipeline seals and opens, and what signs or checks the
   * one-click unsubscribe tokens, whose key is derived from it (features/notifications/unsubscribe-token.ts).
   */
  readonly readsCursorKey?: boolean;
  /**
   * The dead-letter queues (lambdas/kernel/dead-letters.ts), with DEAD_LETTER_QUEUES set: `read`
   * counts and lists them (sqs:GetQueueAttributes, ReceiveMessage, ChangeMessageVisibility to show them again,
   * ListMessageMoveTasks); `retry` moves their messages back (sqs:GetQueueAttributes, ListMessageMoveTasks,
   * StartMessageMoveTask and what a move task needs of its caller: ReceiveMessage and DeleteMessage on the
   * dead-letter queue, SendMessage on the work queue).
   */
  readonly deadLetters?: 'read' | 'retry';
}

/**
 * Accepting an erasure (features/privacy/erasure-requests.ts): reads the user's tenders and bids
 * (indexes) and the tenders of their bids (BatchGet), marks the profile (UpdateItem), records the erasure in the
 * ledger outside the table (`erasures/`, put only) and queues the job on the data-export queue; the data-export
 * worker erases.
 */
const ERASURE_REQUEST: FunctionAccess = { table: ['GetItem', 'QueryIndex', 'BatchGetItem', 'UpdateItem'], queuesDataExports: true, files: { [ERASURES_PREFIX]: ['put'] } };

/** Least privilege per route (lambdas/api/routes.ts), as each handler's own code needs it; see routeAccess. */
const handlerAccess: Record<RouteHandlerName, FunctionAccess> = {
  // repairs a half-set-up account: reads the Cognito user, adds it to its group, writes the profile, counts it
  // and records the registration (its outbox item, in the profile's transaction; its listener tells the admins)
  'me-get': { table: ['GetItem', 'PutItem', 'UpdateItem'], userPool: ['AdminGetUser', 'AdminAddUserToGroup'] },
  'me-profile-update': { table: ['GetItem', 'UpdateItem'], userPool: SYNCS_ATTRIBUTES },
  'me-language-update': { table: ['GetItem', 'UpdateItem'] },
  // deliverables: reads the tender's partition for the deliver rule
  'uploads-create': { table: ['GetItem', 'Query'], files: { [STAGING_PREFIX]: ['put'] } },
  'uploads-verify': { table: ['GetItem', 'Query'], files: { [STAGING_PREFIX]: ['read', 'delete'] } },
  // copies staged files to tenders/, removes the staged ones, and removes copies when nothing is written
  'tenders-create': { table: ['GetItem', 'PutItem', 'UpdateItem', 'BatchWriteItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'tenders-list': { table: ['GetItem', 'Query', 'QueryIndex', 'BatchGetItem'], readsCursorKey: true },
  'tenders-map': { table: ['GetItem', 'QueryIndex', 'BatchGetItem'] },
  'tenders-get': { table: ['GetItem', 'Query', 'UpdateItem'] }, // counts a view
  // removes attachments (tenders/), copies added staged files, and cleans up copies when nothing is written
  'tenders-update': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  // the tender item goes in a transaction with the tender_deleted event's outbox item (PutItem); its files are
  // listed by the tender's prefix (tenders/{tenderId}/) and deleted (kernel/files-under.ts)
  'tenders-delete': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'], files: { [TENDERS_PREFIX]: ['list', 'delete'] } },
  'attachments-download': { table: ['GetItem', 'Query'], files: { [TENDERS_PREFIX]: ['read'] } },
  'bids-mine-get': { table: ['GetItem', 'Query'] },
  'bids-place': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'] },
  // the withdrawal's transaction puts the tender's history entry (PutItem)
  'bids-withdraw': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
  'bids-list': { table: ['GetItem', 'Query', 'QueryIndex'], readsCursorKey: true },
  // the award's transaction also checks the poster's and the bidder's profiles (not being erased)
  // and puts the award's event into the outbox (PutItem)
  // the award cancels the tender's deadline timers (DeleteItem) in its transaction
  'bids-accept': { table: ['GetItem', 'Query', 'QueryIndex', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'DeleteItem'] },
  'deliveries-list': { table: ['GetItem', 'Query'] },
  'deliveries-create': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [DELIVERIES_PREFIX]: ['put', 'delete'] } },
  // the return of a delivery cancels its review timers (DeleteItem) in its transaction
  'deliveries-request-changes': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'DeleteItem'] },
  'delivery-files-download': { table: ['GetItem', 'Query'], files: { [DELIVERIES_PREFIX]: ['read'] } },
  // the acceptance cancels the delivery's review timers (DeleteItem) in its transaction
  'tenders-complete': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
  'tender-history-list': { table: ['GetItem', 'Query'], readsCursorKey: true },
  'tender-ocds-get': { table: ['GetItem', 'Query'] },
  // a page of tenders from the status index, then each tender's partition, history, accepted bid and profiles
  'admin-ocds-export': { table: ['GetItem', 'Query', 'QueryIndex'], readsCursorKey: true },
  'tender-versions-list': { table: ['GetItem', 'Query'] },
  // the bid's new version in a transaction with a check of the tender
  'bids-confirm': { table: ['GetItem', 'Query', 'UpdateItem', 'ConditionCheckItem'] },
  // the cancel's transaction: the tender (UpdateItem), its history entry and the event's outbox item (PutItem); the
  // poster's document is verified in staging, copied under tenders/ (removed again when nothing is written)
  // the cancellation deletes the tender's deadline timers (DeleteItem) in its transaction
  'tender-cancel': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete', 'read'] } },
  // signs the document's link (tenders/)
  'tender-cancellation-get': { table: ['GetItem', 'Query'], files: { [TENDERS_PREFIX]: ['read'] } },
  // procurement's questions: the question, the tender's count, the history entry and the event's outbox item in one transaction
  'questions-create': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
  // one Query of the tender's questions; admins read the askers' profiles
  'questions-list': { table: ['GetItem', 'Query'], readsCursorKey: true },
  // the answer (UpdateItem) with a check of the tender, the history entry and the event (PutItem); copies a staged
  // file under tenders/ and removes the staged one, and the copy when nothing is written
  'questions-answer': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'answer-file-download': { table: ['GetItem', 'Query'], files: { [TENDERS_PREFIX]: ['read'] } },
  // messages: one Query of the thread and one GetItem of its state
  'messages-list': { table: ['GetItem', 'Query'], readsCursorKey: true },
  // the message (PutItem), the thread's counts (UpdateItem), the tender's check, the event's outbox item and the
  // recipients' unread e-mail timers (PutItem) in one transaction; staged files are verified, copied under tenders/ and removed (the copies too when nothing is written)
  'messages-create': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'], files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  // the thread's state under the mark-read condition, with the cancel of the reader's unread e-mail timer (DeleteItem)
  'messages-read': { table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'] },
  // the hide (UpdateItem) with the history entry and the event (PutItem)
  'messages-hide': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
  'message-file-download': { table: ['GetItem', 'Query'], files: { [TENDERS_PREFIX]: ['read'] } },
  // profiles: the account's profile and the kept public profile (GetItem); the tender named (Query) and a bid (GetItem)
  'profiles-me-get': { table: ['GetItem'] },
  'profiles-me-update': { table: ['GetItem', 'UpdateItem'] },
  'profiles-get': { table: ['GetItem', 'Query'] },
  'service-areas-get': { table: ['GetItem'] },
  // the profile, its index cells and the 'all of Estonia' membership in one transaction
  'service-areas-update': { table: ['GetItem', 'UpdateItem', 'PutItem', 'DeleteItem'] },
  // the map index per area, the candidates' sites, tenders and own bids
  'tenders-matching': { table: ['GetItem', 'QueryIndex', 'BatchGetItem'] },
  // the tender (Query), the bid by id (bid index) and the bidder's kept profile
  'bidder-summary-get': { table: ['GetItem', 'Query', 'QueryIndex'] },
  // ratings: the tender (Query), its round (GetItem) and ratings (Query); a reveal (the second rating, or the window
  // passed at a read) is ONE transaction of the round, the ratings, both kept summaries and the event's outbox item
  'ratings-list': { table: ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
  // the first rating puts the reveal timer (PutItem), the second deletes it (DeleteItem), each in its transaction
  'ratings-create': { table: ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
  'ratings-update': { table: ['GetItem', 'Query', 'BatchGetItem', 'UpdateItem', 'ConditionCheckItem'] },
  'ratings-reply': { table: ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
  // the hide: the rating, the summary, the history entry and the event (PutItem) in one transaction
  'ratings-hide': { table: ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
  // one page of the rated index (gsi2); the tender named for the access check
  'profile-ratings-list': { table: ['GetItem', 'Query', 'QueryIndex', 'BatchGetItem'], readsCursorKey: true },
  'admin-approvals-list': { table: ['GetItem', 'QueryIndex'] },
  // a decision is ONE TransactWriteItems of the profile's Update and the user_approval_decided event's Put (rejecting an
  // admin adds the admin roster's version); the listener tells the user
  'admin-approval-decide': { table: ['GetItem', 'QueryIndex', 'PutItem', 'UpdateItem'] },
  'admin-email-health': { table: ['GetItem'], readsEmailAccount: true },
  'admin-email-test': { table: ['GetItem'], sendsEmail: true },
  'admin-notification-test': { table: ['GetItem', 'PutItem'] }, // the event's outbox item
  'admin-users-list': { table: ['GetItem', 'QueryIndex'], readsCursorKey: true },
  // adds the Cognito user and its profile; removes the Cognito user again when the profile cannot be written
  'admin-users-create': { table: ['GetItem', 'PutItem', 'UpdateItem'], userPool: ['ListUsers', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'] },
  'admin-users-update': {
    table: ['GetItem', 'QueryIndex', 'PutItem', 'UpdateItem', 'DeleteItem'],
    userPool: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', ...SYNCS_ATTRIBUTES],
    pushesRealtime: true,
  },
  // the erasure (features/privacy/erase-user.ts), as me-erase
  'admin-users-delete': ERASURE_REQUEST,
  'admin-user-history': { table: ['GetItem', 'Query'], readsCursorKey: true },
  'admin-stats-get': { table: ['GetItem', 'Query'] },
  // reads the first error recorded for each listed message (queues/failures.ts)
  'admin-dead-letters-list': { table: ['GetItem', 'BatchGetItem'], deadLetters: 'read' },
  'admin-dead-letters-retry': { table: ['GetItem'], deadLetters: 'retry' },
  'notifications-list': { table: ['GetItem', 'Query'] },
  'notifications-read': { table: ['GetItem', 'Query', 'UpdateItem'] },
  'notifications-delete': { table: ['GetItem', 'UpdateItem'] }, // leaves a tombstone
  'notification-preferences-get': { table: ['GetItem'] },
  'notification-preferences-update': { table: ['GetItem', 'UpdateItem'] },
  // one-click unsubscribe: verifies the token with the key derived from the cursor key, reads the profile and the
  // preferences (GetItem), turns the kind's e-mail off under a condition (UpdateItem)
  unsubscribe: { table: ['GetItem', 'UpdateItem'], readsCursorKey: true },
  // counts the sender's messages this hour, stores the message, e-mails the admins (role index)
  'contact-create': { table: ['PutItem', 'UpdateItem', 'QueryIndex'], sendsEmail: true },
  // a user's own data: reads the newest export and signs its link; records one and queues the job
  'data-export-get': { table: ['GetItem', 'Query'], files: { [EXPORTS_PREFIX]: ['read'] } },
  'data-export-request': { table: ['GetItem', 'Query', 'PutItem'], queuesDataExports: true, files: { [EXPORTS_PREFIX]: ['read'] } },
  'me-erase': ERASURE_REQUEST,
};

/**
 * What each route may do: its handler's access, plus `UpdateItem` on every route (reads and writes, and any
 * added later), with which the request pipeline counts the request against the caller's limit
 * (lambdas/features/limits/write-limit.ts; docs/decisions/security-privacy/fair-limits.md).
 */
export const routeAccess: Record<RouteHandlerName, FunctionAccess> = Object.fromEntries(
  routes.map((route) => {
    const access = handlerAccess[route.handler];
    const table = access.table ?? [];
    return [route.handler, !table.includes('UpdateItem') ? { ...access, table: [...table, 'UpdateItem'] } : access];
  }),
) as Record<RouteHandlerName, FunctionAccess>;

/** Cognito triggers. PreSignUp only validates the event; CustomMessage only formats text. */
export const triggerAccess: Record<TriggerName, FunctionAccess> = {
  PreSignUp: {},
  // creates the profile once (a retry reads the stored one), counts the user, puts the user in the group of
  // their role and records the registration (its listener tells the admins)
  PostConfirmation: { table: ['PutItem', 'GetItem', 'UpdateItem'], userPool: ['AdminAddUserToGroup'] },
  CustomMessage: {},
  // reconciles the profile with the groups and keeps the counts and the history
  PreTokenGeneration: { table: ['PutItem', 'GetItem', 'UpdateItem'] },
};

/** The WebSocket routes and the workers. */
export const workerAccess = {
  'realtime-connect': { table: ['GetItem', 'PutItem'] }, // reads the profile, stores the connection
  'realtime-disconnect': { table: ['DeleteItem'] }, // forgets it
  // records each sent message id (Powertools idempotency: put, update when done, delete after a failure; a
  // repeat reads the stored record from the failed put's answer, so no GetItem for that; GetItem reads the erased addresses)
  'email-worker': { table: ['PutItem', 'UpdateItem', 'DeleteItem', 'GetItem'] },
  // reads profiles and preferences (one at a time, or 100 at a time by BatchGet), finds recipients and open
  // connections (indexes), writes each notification only if absent (PutItem), forgets gone connections; shares an announcement
  // out as page messages on the events queue; settles an award: reads the tender's bids (Query)
  // and rejects the other ones (UpdateItem); keeps a failed message's first error (UpdateItem); queues the
  // quality check of a delivery's geodata files (reads the delivery: Query)
  // the daily digest: writes a geodesist's lines and the day's send timer (BatchWriteItem, PutItem), reads a day's
  // lines a page at a time (Query) and deletes them once their e-mails are queued (BatchWriteItem); the one-click
  // unsubscribe links of bulk e-mails are signed with a key derived from the cursor key (readsCursorKey)
  'notification-worker': {
    table: ['GetItem', 'BatchGetItem', 'Query', 'QueryIndex', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    sendsEmail: true,
    emitsEvents: true,
    pushesRealtime: true,
    queuesDeliveryChecks: true,
    readsCursorKey: true,
  },
  // carries new outbox items from the table's stream (read by the Lambda service for its event source) to the events queue
  'outbox-relay': { emitsEvents: true },
  // queries the held messages and the admins (indexes), marks messages sent
  'contact-digest': { table: ['QueryIndex', 'UpdateItem'], sendsEmail: true },
  // the question sweep: reads the due questions (index) and the tender, puts the tender's search postings again with
  // the new deadline (BatchWriteItem), moves the deadline with its history entry and event in one transaction
  // (UpdateItem, PutItem), takes each handled question out of the index (UpdateItem)
  // a moved deadline re-sets the tender's deadline timers (PutItem; DeleteItem for a question deadline passed)
  'question-sweep': { table: ['GetItem', 'QueryIndex', 'PutItem', 'UpdateItem', 'BatchWriteItem', 'DeleteItem'] },
  // the timer relay: reads the due timers (index) and fires each: the timer's conditional Delete and its event's
  // outbox item (PutItem) in one transaction
  'timer-relay': { table: ['QueryIndex', 'DeleteItem', 'PutItem'] },
  // an export: reads the export and everything about its user (their partitions, indexes, the tenders of their
  // bids), writes the file, signs links to their attachments and deliverables, marks the export ready; keeps a
  // failed job's first error (UpdateItem). An erasure (features/privacy/erase-user.ts): reads the
  // same, deletes their Open tenders as the poster's delete does (files listed by the tender's prefix, attachments, bids, tender and site in a
  // transaction, postings; tender_deleted) and Pending bids (transactions of Update and Delete), their and the
  // admins' notifications about them and their exports (BatchWriteItem), rewrites the history (PutItem),
  // deletes the Cognito user, then the profile with the user_erased event (one transaction: Delete and Put).
  // the delivery check: reads the file item and the tender with its site (GetItem, Query), reads the stored file
  // (or a point cloud's first 64 KB), writes the report on the file item once (UpdateItem)
  'delivery-check-worker': { table: ['GetItem', 'Query', 'UpdateItem'], files: { [DELIVERIES_PREFIX]: ['read'] } },
  'data-export-worker': {
    table: ['GetItem', 'Query', 'QueryIndex', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    files: { [EXPORTS_PREFIX]: ['put', 'delete'], [TENDERS_PREFIX]: ['read', 'list', 'delete'], [DELIVERIES_PREFIX]: ['read'] },
    // the export reads the user's record in the pool (what Cognito holds about them)
    userPool: ['AdminGetUser', 'AdminDeleteUser'],
  },
} as const satisfies Record<string, FunctionAccess>;
