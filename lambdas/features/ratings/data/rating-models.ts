/**
 * Model literals of ratings (domain/ratings.ts). In the tender's partition, each with its own sort key (no tender
 * query reads them): one `rating` per side that rated (sort key the author's side) and one `ratingRound`, the
 * tender's round: which sides rated, when the window closes and when the ratings were revealed. The round is the one
 * item every rating write is conditioned on, so two sides rating at once settle in DynamoDB: one is first, the other
 * second, and only the second's transaction reveals (exactly once).
 *
 * A person's ratings received (their profile's list) are read from gsi2 (`byRated`, newest first) and those they
 * gave (their export, their erasure) from gsi3 (`byAuthor`). The erasure blanks `authorId` (ERASED_PERSON), which
 * takes a rating out of `byAuthor` and shows its author as 'Deleted user'; it blanks `ratedId` of the ratings about
 * the erased person, which takes them out of `byRated`. Access patterns in docs/data-model.md.
 */
import { SERVICE, gsi2, gsi3, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { SIDES } from '../domain/ratings';

/** A rating one side gave the other. Times are ISO instants. */
export const ratingModel = {
  model: { entity: 'rating', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    /** The author's side. */
    side: { type: SIDES, required: true, readOnly: true },
    tenderTitle: { type: 'string', required: true, readOnly: true },
    /** The author; ERASED_PERSON once their account is erased. */
    authorId: { type: 'string', required: true },
    /** The person rated; ERASED_PERSON once their account is erased. */
    ratedId: { type: 'string', required: true },
    /** Stars by criterion, `{ quality: 5, … }`: the three criteria the side rates on. */
    stars: { type: 'any', required: true },
    text: { type: 'string', required: true },
    submittedAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    /** The tender's completion + RATING_WINDOW_DAYS: revealed then at the latest. */
    revealDue: { type: 'string', required: true, readOnly: true },
    revealedAt: { type: 'string' },
    replyText: { type: 'string' },
    repliedAt: { type: 'string' },
    hiddenAt: { type: 'string' },
    hiddenReason: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: { pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['side'] } },
    byRated: { index: gsi2.indexName, pk: { field: gsi2.partitionKey, composite: ['ratedId'] }, sk: { field: gsi2.sortKey, composite: ['submittedAt', 'tenderId', 'side'] } },
    byAuthor: { index: gsi3.indexName, pk: { field: gsi3.partitionKey, composite: ['authorId'] }, sk: { field: gsi3.sortKey, composite: ['submittedAt', 'tenderId', 'side'] } },
  },
} as const satisfies ModelLiteral;

/** A tender's rating round: which sides rated (their ISO times), when the window closes and when it was revealed. */
export const ratingRoundModel = {
  model: { entity: 'ratingRound', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    revealDue: { type: 'string', required: true },
    posterRatedAt: { type: 'string' },
    contractorRatedAt: { type: 'string' },
    revealedAt: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: { pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/** `authorId` / `ratedId` of an erased person: empty, so the rating leaves that person's index. */
export const ERASED_PERSON = '';
