/**
 * Each rule once, for ratings (docs/architecture.md, "Each rule once"): every combination of the attributes the
 * rating rules read is stored on DynamoDB Local, and a write carrying the rule's condition (`whereAll`) succeeds
 * exactly when `firstRefusal` of the same clauses has none: `changeable`, `replyable`, `hideable`.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRefusal, type Clause } from '../../lambdas/domain/rules';
import { changeable, hideable, replyable, type RatingState } from '../../lambdas/features/ratings/domain/ratings';
import { useCloudEnv } from './support';

const now = '2026-06-01T12:00:00.000Z';
const states: Partial<RatingState>[] = [];
for (const revealedAt of [undefined, '2026-05-30T00:00:00.000Z'])
  for (const revealDue of ['2026-06-01T11:59:59.999Z', now, '2026-06-02T00:00:00.000Z'])
    for (const replyText of [undefined, 'Thanks']) for (const hiddenAt of [undefined, '2026-05-31T00:00:00.000Z']) states.push({ revealedAt, revealDue, replyText, hiddenAt });

let modules: {
  table: typeof import('../../lambdas/table/model-table');
  conditions: typeof import('../../lambdas/table/conditions');
  models: typeof import('../../lambdas/features/ratings/data/rating-models');
};

beforeAll(async () => {
  useCloudEnv();
  modules = {
    table: await import('../../lambdas/table/model-table'),
    conditions: await import('../../lambdas/table/conditions'),
    models: await import('../../lambdas/features/ratings/data/rating-models'),
  };
});

const rules: [string, Clause<RatingState>[]][] = [
  ['changeable', changeable(now)],
  ['replyable', replyable],
  ['hideable', hideable],
];

describe('rating rules as DynamoDB conditions', () => {
  for (const [name, clauses] of rules) {
    it(`${name}: the write succeeds exactly when the rule has no refusal (${states.length} states)`, async () => {
      const ratings = modules.table.tableOf(modules.models.ratingModel);
      for (const state of states) {
        const tenderId = randomUUID();
        const defined = Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined));
        await ratings.put({
          tenderId,
          side: 'poster',
          tenderTitle: 'Rule check',
          authorId: 'a',
          ratedId: 'b',
          stars: { quality: 5 },
          text: 'x',
          submittedAt: now,
          updatedAt: now,
          createdAt: now,
          ...defined,
        });
        const allowed = firstRefusal(clauses, state) === null;
        const wrote = await ratings.write({ tenderId, side: 'poster' }, { set: { updatedAt: '2026-06-01T12:00:01.000Z' }, where: modules.conditions.whereAll(clauses) }, { mustExist: true }).then(
          () => true,
          (error: { name?: string }) => {
            if (error.name !== 'ConditionalCheckFailedException') throw error;
            return false;
          },
        );
        expect(wrote, `${name} ${JSON.stringify(state)}`).toBe(allowed);
      }
    });
  }
});
