/**
 * Model literal of the daily digest of new tenders (domain/digest.ts; docs/decisions/server/digest-and-unsubscribe.md):
 * one item per line of a digest, that is per geodesist and tender, in the partition of the digest's day and the
 * recipient's shard (`<date>`, `<shard>`: the first hexadecimal digit of the user id, 16 shards), sorted by user then
 * tender. So:
 * - a line written again (the same announcement handled twice) is the same item: one line;
 * - the 07:00 send reads a day's recipients one shard at a time, a page per Query, whatever the table's size, and a
 *   recipient's lines lie together;
 * - a person's lines (their export, their erasure) are one Query per kept day, key condition `begins_with` their id;
 * - an announcement's writes spread over 16 partitions.
 * Lines expire by TTL DIGEST_KEEP_DAYS after their day's send, should a send never run. Access patterns in
 * docs/data-model.md.
 */
import { SERVICE, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

export const digestLineModel = {
  model: { entity: 'digestLine', version: '1', service: SERVICE },
  attributes: {
    /** The digest's Tallinn date (`yyyy-mm-dd`): the day of the 07:00 send it goes out with. */
    date: { type: 'string', required: true, readOnly: true },
    /** The first hexadecimal digit of `userId`. */
    shard: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    tenderId: { type: 'string', required: true, readOnly: true },
    /** The tender's title when it was announced. */
    title: { type: 'string', required: true, readOnly: true },
    /** When the tender was announced (ISO instant, the event's origin time). */
    announcedAt: { type: 'string', required: true, readOnly: true },
    createdAt,
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    // Ids are lower-case UUIDs: their case is kept.
    byDay: { pk: { field: PK, composite: ['date', 'shard'], casing: 'none' }, sk: { field: SK, composite: ['userId', 'tenderId'], casing: 'none' } },
  },
} as const satisfies ModelLiteral;
