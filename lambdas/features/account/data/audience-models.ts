/**
 * Model literal of the announcement audience (docs/decisions/server/service-areas.md): one item per geodesist who keeps
 * 'all of Estonia' (no service area), in one partition, so the announcement of a new tender reads exactly them,
 * a page of 1,000 a Query, without reading geodesists who keep areas elsewhere. Written with the geodesist's profile
 * (createProfile) and removed or put back by the transaction that saves their service areas (profiles feature).
 * Access patterns in docs/data-model.md (A1).
 */
import { SERVICE, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** The one audience partition: the geodesists told of every new tender. */
export const ALL_ESTONIA = 'all-estonia';

/** A geodesist told of every new tender, wherever its site. */
export const allEstoniaMemberModel = {
  model: { entity: 'allEstoniaMember', version: '1', service: SERVICE },
  attributes: {
    /** ALL_ESTONIA: the partition's name. */
    audience: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byMember: { pk: { field: PK, composite: ['audience'] }, sk: { field: SK, composite: ['userId'] } },
  },
} as const satisfies ModelLiteral;
