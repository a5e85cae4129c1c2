/**
 * Model literals of contact messages. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); contact-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { SERVICE, gsi1, gsi2, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

/** A message sent through the public contact form (spec part 1, 2.10). */
export const contactMessageModel = {
  model: { entity: 'contactMessage', version: '1', service: SERVICE },
  attributes: {
    messageId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    message: { type: 'string', required: true },
    /** Set (UTC clock hour, `YYYY-MM-DDTHH`) while the message waits for the hourly digest; removed once sent. */
    digestHour: { type: 'string' },
    createdAt,
    /** Epoch seconds (DynamoDB TTL): set when the sender's account is erased, the end of the message's retention (docs/decisions/security-privacy/erasure.md "Erasure"). */
    expiresAt: { type: 'number', field: tableDesign.ttlAttribute },
  },
  indexes: {
    byId: { pk: { field: PK, composite: ['messageId'] }, sk: { field: SK, composite: [] } },
    // Messages held for a digest are found by their hour; the others share the empty-hour partition,
    // which nothing reads. Removing digestHour (markDigestSent) removes the item from the index.
    byDigestHour: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['digestHour'] },
      sk: { field: gsi1.sortKey, composite: ['createdAt'] },
    },
    // A sender's messages by their e-mail (lower-cased), for the export and the erasure of their data
    // (docs/data-model.md P3). Erasure blanks the e-mail, which moves the item out of the partition.
    bySender: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['email'] },
      sk: { field: gsi2.sortKey, composite: ['createdAt'] },
    },
  },
} as const satisfies ModelLiteral;
