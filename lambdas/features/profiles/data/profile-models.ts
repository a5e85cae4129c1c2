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
    /** A GeoJSON Polygon or MultiPolygon in WGS84 that passed the site rules. */
    area: { type: 'any' },
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
