/**
 * Model literals of notifications: in-app records, preferences and WebSocket connections. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); notification-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { NOTIFICATION_TYPES, PREFERENCE_CHOICES, REFERENCE_TYPES } from '../domain/notifications';
import { NEW_TENDER_EMAIL_MODES } from '../domain/digest';
import { SERVICE, gsi1, gsi3, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

/**
 * An in-app notification of one user (spec part 1, 3 and 4.3). `notificationId` starts with the creation
 * time in epoch ms (15 digits), so the user's partition reads newest first; items expire by TTL.
 */
export const notificationModel = {
  model: { entity: 'notification', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    referenceId: { type: 'string', readOnly: true },
    referenceType: { type: REFERENCE_TYPES, readOnly: true },
    isRead: { type: 'boolean', required: true, default: false },
    /**
     * When its user deleted it (ISO instant): the item stays as a tombstone, which no list shows, until its TTL, so a
     * repeat of its event finds it and writes nothing.
     */
    deletedAt: { type: 'string' },
    createdAt,
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: ['notificationId'] } },
  },
} as const satisfies ModelLiteral;

/** A user's notification preferences (spec part 1, 2.13 and 3): one choice per kind; absent means `both`. */
export const notificationPreferencesModel = {
  model: { entity: 'notificationPreferences', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    new_tender: { type: PREFERENCE_CHOICES },
    bid_received: { type: PREFERENCE_CHOICES },
    bid_accepted: { type: PREFERENCE_CHOICES },
    bid_rejected: { type: PREFERENCE_CHOICES },
    delivery_submitted: { type: PREFERENCE_CHOICES },
    deliverables_accepted: { type: PREFERENCE_CHOICES },
    tender_deleted: { type: PREFERENCE_CHOICES },
    tender_amended: { type: PREFERENCE_CHOICES },
    updatedAt,
    /** Questions, answers and deadlines moved for an unanswered question (procurement). */
    questions: { type: PREFERENCE_CHOICES },
    reminders: { type: PREFERENCE_CHOICES },
    /** Messages on the user's projects: the author of a hidden message, and the e-mail about unread ones (messages). */
    messages: { type: PREFERENCE_CHOICES },
    /** Ratings of the person revealed, replies to their ratings, their ratings hidden (ratings). */
    ratings: { type: PREFERENCE_CHOICES },
    /** How a geodesist's new-tender e-mails are sent: one each (`instant`, when absent) or a daily digest (domain/digest.ts). */
    newTenderEmail: { type: NEW_TENDER_EMAIL_MODES },
  },
  indexes: {
    byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/** A WebSocket connection of a signed-in user; expires by TTL. connections.ts reads and writes it (realtime). */
export const connectionModel = {
  model: { entity: 'connection', version: '1', service: SERVICE },
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
    createdAt,
  },
  indexes: {
    // Connection ids are case-sensitive (API Gateway), so their keys keep their case.
    byId: { pk: { field: PK, composite: ['connectionId'], casing: 'none' }, sk: { field: SK, composite: [] } },
    byUser: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['userId'] },
      sk: { field: gsi1.sortKey, composite: ['connectionId'], casing: 'none' },
    },
    // Every open connection in one partition (gsi3, sorted by user): an announcement to thousands reads them
    // once instead of asking for each recipient's. Items stored before this index have no
    // gsi3 keys; they expire by TTL within CONNECTION_TTL_SECONDS.
    byOpen: {
      index: gsi3.indexName,
      pk: { field: gsi3.partitionKey, composite: [] },
      sk: { field: gsi3.sortKey, composite: ['userId', 'connectionId'], casing: 'none' },
    },
  },
} as const satisfies ModelLiteral;

/**
 * The SHA-256 of an erased account's e-mail address (lower-cased), so the e-mail worker drops e-mails queued
 * to it before the erasure; expires by TTL once no such e-mail can still be queued or in a dead-letter queue
 * (erased-addresses.ts).
 */
export const erasedAddressModel = {
  model: { entity: 'erasedAddress', version: '1', service: SERVICE },
  attributes: {
    addressHash: { type: 'string', required: true, readOnly: true },
    /** When the account was erased (epoch ms). */
    erasedAtMs: { type: 'number', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    byHash: { pk: { field: PK, composite: ['addressHash'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;
