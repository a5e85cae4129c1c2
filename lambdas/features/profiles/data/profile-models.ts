/**
 * Model literals of the public profiles (domain/profiles.ts). One item per person (`publicProfile`), read by key: what
 * they state (qualifications, area), their completed projects and the kept rating summary (a sum per criterion and
 * the count). A completed tender leaves one marker (`completionMark`, in the tender's partition, its own sort key so
 * no tender query reads it): the condition on it makes the completed-project count rise once per tender however
 * often the completion's event arrives. Access patterns in docs/data-model.md.
 */
import { SERVICE, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** A person's public profile. Counts are integers; sums are stars (1 to 5) added up. */
export const publicProfileModel = {
  model: { entity: 'publicProfile', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** `[{ field, licenceNumber }]`, at most MAX_QUALIFICATIONS. */
    qualifications: { type: 'any' },
    /** Before service areas: the one area stated (a GeoJSON Polygon or MultiPolygon); moved into `areas` by the audience's indexing. */
    area: { type: 'any' },
    /** The service areas (domain/service-areas.ts), also the areas the public profile shows. */
    areas: { type: 'any' },
    /** The saved searches (private: never in the public profile). */
    searches: { type: 'any' },
    /** The cells of the area index written for `areas` (serviceAreaCellModel), so the next save deletes the ones left. */
    areaCells: { type: 'list', items: { type: 'string' } },
    completedProjects: { type: 'number' },
    ratingCount: { type: 'number' },
    sumQuality: { type: 'number' },
    sumSchedule: { type: 'number' },
    sumCommunication: { type: 'number' },
    sumClarity: { type: 'number' },
    sumResponsiveness: { type: 'number' },
    sumFairness: { type: 'number' },
    createdAt,
    updatedAt,
  },
  indexes: {
    byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/** The marker of a tender counted as a completed project of its poster and contractor. */
export const completionMarkModel = {
  model: { entity: 'completionMark', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    creatorId: { type: 'string', required: true, readOnly: true },
    contractorId: { type: 'string', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byTender: { pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/**
 * The area index (docs/decisions/server/service-areas.md): one item per geodesist per map cell (geohash precision 3, the
 * map index's scheme) that one of their service areas' bboxes touches, holding those bboxes. The announcement of a
 * tender reads the partitions of its site's cells, keeps the geodesists whose bbox meets the site's, then tests their
 * exact areas (on their public profile): the cost follows the geodesists near the site, not all geodesists.
 * Written and deleted in the transaction that saves the areas (the profile keeps the cells in `areaCells`).
 */
export const serviceAreaCellModel = {
  model: { entity: 'serviceAreaCell', version: '1', service: SERVICE },
  attributes: {
    cell: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The bboxes [west, south, east, north] (degrees) of the geodesist's areas that touch the cell. */
    boxes: { type: 'any', required: true },
    createdAt,
  },
  indexes: {
    byCell: { pk: { field: PK, composite: ['cell'] }, sk: { field: SK, composite: ['userId'] } },
  },
} as const satisfies ModelLiteral;

/** The mark that every geodesist who existed before service areas has been placed in the audience (one item). */
export const audienceIndexMarkModel = {
  model: { entity: 'audienceIndexMark', version: '1', service: SERVICE },
  attributes: {
    mark: { type: 'string', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byMark: { pk: { field: PK, composite: ['mark'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;
