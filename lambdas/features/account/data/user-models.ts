/**
 * Model literals of users: profiles and approval, the admins' audit trail, and the live counts of the Analytics card. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); user-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { APPROVAL_STATUSES, ROLES } from '../../../domain/roles';
import { AUDIT_ACTIONS } from '../domain/users';
import { SERVICE, gsi1, gsi2, gsi3, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

/** A user's profile and approval (spec part 1, 4.2). Item per user. */
export const profileModel = {
  model: { entity: 'profile', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    company: { type: 'string' },
    phone: { type: 'string' },
    /** Changed only by an admin, with the Cognito groups. */
    role: { type: ROLES, required: true },
    approvalStatus: { type: APPROVAL_STATUSES, required: true },
    /** The language the person reads (domain/i18n/languages.ts); absent: English. */
    language: { type: 'string' },
    /** Set while the user is disabled in the Cognito console (account-events worker); the API refuses them. */
    disabledAt: { type: 'string' },
    /** Set when the account's erasure is accepted (privacy/erasure-requests.ts): the API refuses the user, and bids and awards involving them are refused by their transactions' condition (account/domain/account-rules.ts). */
    erasingAt: { type: 'string' },
    /** E-mail, "first last" and company in search's folded form, for the admin's user search (profiles.ts searchTextOf). */
    searchText: { type: 'string' },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: [] } },
    // Every user in one partition, newest first: the admin's user table (docs/data-model.md U1).
    byCreated: {
      index: gsi3.indexName,
      pk: { field: gsi3.partitionKey, composite: [] },
      sk: { field: gsi3.sortKey, composite: ['createdAt', 'userId'] },
    },
    byApproval: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['approvalStatus'] },
      sk: { field: gsi1.sortKey, composite: ['createdAt'] },
    },
    byRole: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['role'] },
      sk: { field: gsi2.sortKey, composite: ['createdAt'] },
    },
  },
} as const satisfies ModelLiteral;

/**
 * One admin action on a user: who, when, what changed. In the user's own partition key
 * (not the profile's item), newest first by `auditId` (creation time in epoch ms, then a UUID); kept
 * when the user is deleted.
 */
export const auditEntryModel = {
  model: { entity: 'auditEntry', version: '1', service: SERVICE },
  attributes: {
    targetUserId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true, readOnly: true },
    actorName: { type: 'string', required: true, readOnly: true },
    action: { type: AUDIT_ACTIONS, required: true, readOnly: true },
    targetName: { type: 'string', required: true, readOnly: true },
    changes: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { field: { type: 'string', required: true }, from: { type: 'string' }, to: { type: 'string' } } },
    },
    createdAt,
    /** Epoch seconds (DynamoDB TTL): set when the user is erased, the end of the history's retention (docs/decisions/security-privacy/erasure.md "Erasure"). */
    expiresAt: { type: 'number', field: tableDesign.ttlAttribute },
  },
  indexes: {
    byTarget: { pk: { field: PK, composite: ['targetUserId'] }, sk: { field: SK, composite: ['auditId'] } },
  },
} as const satisfies ModelLiteral;
