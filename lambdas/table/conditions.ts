/**
 * A rule's clauses (lambdas/domain/rules.ts) as the condition of a DynamoDB write, through a `where`
 * callback (table/expressions.ts): the write succeeds exactly when `firstRefusal` of the same clauses is null for the stored item
 * (pinned clause by clause on DynamoDB Local in test/integration/rule-conditions.test.ts).
 */
import type { Clause } from '../domain/rules';

export type { WhereCallback, WhereOps } from './expressions';
import type { WhereCallback, WhereOps } from './expressions';

/** One clause as a condition expression fragment. */
function fragment<T>(clause: Clause<T>, a: Record<string, unknown>, op: WhereOps): string {
  const attribute = a[clause.field];
  switch (clause.is) {
    case 'eq':
      return op.eq(attribute, clause.value);
    // `<>` is true for a missing attribute, as `meets` says.
    case 'ne':
      return op.ne(attribute, clause.value);
    case 'gte':
      return op.gte(attribute, clause.value);
    case 'lt':
      return clause.missingAs !== undefined && clause.missingAs < clause.value ? `(${op.notExists(attribute)} OR ${op.lt(attribute, clause.value)})` : op.lt(attribute, clause.value);
    case 'absent':
      return op.notExists(attribute);
  }
}

/**
 * The where callback requiring every clause, and the `extra` fragments (version checks that are not rules,
 * e.g. "updatedAt is still what was read"). Pass the result as a model table's `where` (table/model-table.ts).
 */
export function whereAll<T>(clauses: readonly Clause<T>[], ...extra: WhereCallback[]): WhereCallback {
  return (a, op) => [...clauses.map((c) => fragment(c, a, op)), ...extra.map((e) => e(a, op))].join(' AND ');
}
