/**
 * The ElectroDB model of the admin roster: one small item whose version every rejection of an
 * admin reads and advances in its own transaction, so two such rejections never both pass the check that an
 * admin stays in force. Key design in table-design.ts and entity-parts.ts; access pattern 5a in
 * docs/data-model.md. No key string is built outside the model.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); admin-roster-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { SERVICE, PK, SK } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** The admin roster: one item; `version` counts the rejections of admins (absent before the first). */
export const adminRosterModel = {
  model: { entity: 'adminRoster', version: '1', service: SERVICE },
  attributes: {
    version: { type: 'number' },
    /** When the last rejection of an admin was written (ISO time). */
    changedAt: { type: 'string' },
  },
  indexes: {
    byRoster: { pk: { field: PK, composite: [] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;
