/**
 * What each function may do, one entry per function (a route, trigger or worker that is not listed does not
 * compile): the grants are built from this table alone (lib/constructs/grants.ts), and a test runs every
 * function's code paths on the local cloud and checks each AWS call it makes against the synthesized
 * policy, both ways: every call allowed, every grant used (test/integration/grants.test.ts).
 */
import type { RouteHandlerName } from '../lambdas/api/routes';
import type { TriggerName } from './constructs/auth';
import { DELIVERIES_PREFIX, type FileOperation, STAGING_PREFIX, TENDERS_PREFIX } from './constructs/files';

/** Item-level DynamoDB actions; `Query` covers the table and its indexes. A transaction needs the action of each of its items. */
export type TableAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query' | 'ConditionCheckItem' | 'BatchWriteItem' | 'BatchGetItem';

/** Cognito user-pool actions (cognito-idp:<action>). */
export type UserPoolAction = 'AdminGetUser' | 'AdminAddUserToGroup' | 'AdminRemoveUserFromGroup' | 'AdminCreateUser' | 'AdminSetUserPassword' | 'AdminDeleteUser' | 'ListUsers';

export type FilePrefix = typeof STAGING_PREFIX | typeof TENDERS_PREFIX | typeof DELIVERIES_PREFIX;

export interface FunctionAccess {
  /** DynamoDB actions on the table (and its indexes, for Query). */
  readonly table?: readonly TableAction[];
  /** Object operations by key prefix in the files bucket; presigned URLs act with the signer's rights. */
  readonly files?: Readonly<Partial<Record<FilePrefix, readonly FileOperation[]>>>;
  /** Puts e-mails on the e-mail queue (lambdas/lib/mail-queue.ts). */
  readonly sendsEmail?: boolean;
  /** Records marketplace events on the events queue (lambdas/lib/events.ts). */
  readonly emitsEvents?: boolean;
  /** Posts to and drops WebSocket connections (lambdas/lib/realtime.ts). */
  readonly pushesRealtime?: boolean;
  /** Reads the SES account's sending status (ses:GetAccount). */
  readonly readsEmailAccount?: boolean;
  /** Actions on the user pool. */
  readonly userPool?: readonly UserPoolAction[];
}

const READ: readonly TableAction[] = ['GetItem', 'Query', 'BatchGetItem'];
const WRITE: readonly TableAction[] = ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'];

/** Least privilege per route (lambdas/api/routes.ts). */
export const routeAccess: Record<RouteHandlerName, FunctionAccess> = {
  // repairs a half-set-up account: reads the Cognito user, adds it to its group, writes the profile, records the registration
  'me-get': { table: WRITE, sendsEmail: true, emitsEvents: true, userPool: ['AdminGetUser', 'AdminAddUserToGroup'] },
  'me-profile-update': { table: WRITE },
  'uploads-create': { table: READ, files: { [STAGING_PREFIX]: ['put'] } },
  'uploads-verify': { table: READ, files: { [STAGING_PREFIX]: ['read', 'delete'] } },
  // copies staged files to tenders/, removes the staged ones, and removes copies when nothing is written
  'tenders-create': { table: WRITE, emitsEvents: true, files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'tenders-list': { table: READ },
  'tenders-map': { table: READ },
  'tenders-get': { table: WRITE }, // counts a view
  // removes attachments (tenders/), copies added staged files, and cleans up copies when nothing is written
  'tenders-update': { table: WRITE, files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'tenders-delete': { table: WRITE, emitsEvents: true, files: { [TENDERS_PREFIX]: ['delete'] } },
  'attachments-download': { table: READ, files: { [TENDERS_PREFIX]: ['read'] } },
  'bids-mine-get': { table: READ },
  'bids-place': { table: WRITE, emitsEvents: true },
  'bids-withdraw': { table: WRITE },
  'bids-list': { table: READ },
  'bids-accept': { table: WRITE, emitsEvents: true },
  'deliveries-list': { table: READ },
  'deliveries-create': { table: WRITE, emitsEvents: true, files: { [STAGING_PREFIX]: ['read', 'delete'], [DELIVERIES_PREFIX]: ['put', 'delete'] } },
  'deliveries-request-changes': { table: WRITE, emitsEvents: true },
  'delivery-files-download': { table: READ, files: { [DELIVERIES_PREFIX]: ['read'] } },
  'tenders-complete': { table: WRITE, emitsEvents: true },
  'admin-approvals-list': { table: READ },
  'admin-approval-decide': { table: WRITE, sendsEmail: true, pushesRealtime: true },
  'admin-email-health': { table: READ, readsEmailAccount: true },
  'admin-email-test': { table: READ, sendsEmail: true },
  'admin-notification-test': { table: READ, emitsEvents: true },
  'admin-users-list': { table: READ },
  // adds the Cognito user and its profile; removes the Cognito user again when the profile cannot be written
  'admin-users-create': { table: WRITE, userPool: ['ListUsers', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'] },
  'admin-users-update': { table: WRITE, userPool: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'], pushesRealtime: true },
  'admin-users-delete': { table: WRITE, userPool: ['AdminDeleteUser'] },
  'admin-user-history': { table: READ },
  'admin-stats-get': { table: READ },
  'notifications-list': { table: READ },
  'notifications-read': { table: WRITE },
  'notifications-delete': { table: WRITE },
  'notification-preferences-get': { table: READ },
  'notification-preferences-update': { table: WRITE },
  'contact-create': { table: WRITE, sendsEmail: true }, // stores the message, e-mails the admins
};

/** Cognito triggers. PreSignUp only validates the event; CustomMessage only formats text. */
export const triggerAccess: Record<TriggerName, FunctionAccess> = {
  PreSignUp: {},
  // creates the profile once (a retry reads the stored one), counts the user, finds the admins to tell,
  // puts the user in the group of their role and records the registration
  PostConfirmation: { table: ['PutItem', 'GetItem', 'UpdateItem', 'Query'], sendsEmail: true, emitsEvents: true, userPool: ['AdminAddUserToGroup'] },
  CustomMessage: {},
  // reconciles the profile with the groups and keeps the counts and the history
  PreTokenGeneration: { table: ['PutItem', 'GetItem', 'UpdateItem'] },
};

/** The WebSocket routes and the workers. */
export const workerAccess = {
  'realtime-connect': { table: ['PutItem'] }, // stores the connection
  'realtime-disconnect': { table: ['DeleteItem'] }, // forgets it
  // records each sent message id (Powertools idempotency) in the table; sets a failed message's retry delay
  'email-worker': { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
  // reads profiles and preferences, writes notifications, forgets gone connections
  'notification-worker': { table: WRITE, sendsEmail: true, pushesRealtime: true },
  // queries the held messages and the admins (indexes), marks messages sent
  'contact-digest': { table: ['Query', 'UpdateItem'], sendsEmail: true },
} as const satisfies Record<string, FunctionAccess>;
