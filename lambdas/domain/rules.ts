/**
 * A rule of the marketplace written once, as data: the clauses an item's stored attributes must meet, each with
 * the refusal a person reads when it fails. `firstRefusal` evaluates a rule here and in the web app (what a page
 * offers); lambdas/table/conditions.ts turns the same clauses into the DynamoDB condition of the write, so the
 * answer and the race-proof check cannot drift apart (docs/architecture.md, "Each rule once").
 */

/** Why an action is refused: the HTTP status the API answers and the message a person reads. */
export interface Refusal {
  status: 403 | 404 | 409;
  message: string;
}

/**
 * One clause on a stored attribute, tested as DynamoDB tests it: `eq`/`ne` compare strings (a missing
 * attribute is never equal); `gte` compares strings (ISO-8601 UTC instants compare as times); `lt` compares
 * numbers, a missing attribute counting as `missingAs` when given (else failing); `absent` requires the
 * attribute to be missing.
 */
export type Clause<T> =
  | { field: keyof T & string; is: 'eq' | 'ne' | 'gte'; value: string; refusal: Refusal }
  | { field: keyof T & string; is: 'lt'; value: number; missingAs?: number; refusal: Refusal }
  | { field: keyof T & string; is: 'absent'; refusal: Refusal };

/** Whether `item` meets `clause` (DynamoDB's semantics, see Clause). */
export function meets<T>(clause: Clause<T>, item: Partial<T>): boolean {
  const v = item[clause.field] as unknown;
  const missing = v === undefined || v === null;
  switch (clause.is) {
    case 'eq':
      return !missing && v === clause.value;
    case 'ne':
      return missing || v !== clause.value;
    case 'gte':
      return typeof v === 'string' && v >= clause.value;
    case 'lt':
      if (missing) return clause.missingAs !== undefined && clause.missingAs < clause.value;
      return typeof v === 'number' && v < clause.value;
    case 'absent':
      return missing;
  }
}

/** The refusal of the first clause `item` fails, in the rule's order; null when it meets them all. */
export function firstRefusal<T>(clauses: readonly Clause<T>[], item: Partial<T>): Refusal | null {
  for (const clause of clauses) if (!meets(clause, item)) return clause.refusal;
  return null;
}
