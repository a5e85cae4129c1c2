/**
 * The per-user request limits, one step of the request pipeline (lambdas/api/http-handler.ts; docs/decisions/security-privacy/fair-limits.md): counts every request against its caller's budget (a write route's, or the reads') in a
 * DynamoDB counter item per caller, budget and window, raised by a conditional update
 * (features/limits/data/rate-counters.ts), so concurrent requests never pass the limit together, in the cloud
 * and on DynamoDB Local alike. Counters expire by TTL. The limits are the domain's
 * (features/limits/domain/write-limits.ts) times `config.writeLimitFactor`: 1 but in the integration tests'
 * local cloud.
 */
import { countWithin } from './data/rate-counters';
import { config } from '../../kernel/config';
import { TooManyRequestsError } from '../../kernel/errors';
import { requestBudgetOf, writeCounterKey, writeLimitMessages, writeWindowOf } from './domain/write-limits';

/** Who is counted: the signed-in user, or the source address of a caller without a token (public routes). */
export interface WriteCaller {
  readonly userId?: string;
  readonly sourceIp?: string;
}

/**
 * Counts one request to `route` (handler name and method) by `caller` at `now`: a write in its route's budget,
 * a read (GET) in the caller's budget of reads. One conditional UpdateItem. Throws TooManyRequestsError (429,
 * with the seconds until the window ends as Retry-After and in the message) when the caller's budget for the
 * window is spent; the refused request's count is not written. Throws DynamoDB's other errors.
 */
export async function limitRequests(route: { readonly handler: string; readonly method: string }, caller: WriteCaller, now: Date = new Date()): Promise<void> {
  const rule = requestBudgetOf(route);
  const who = caller.userId ?? `source#${caller.sourceIp || 'unknown'}`;
  const { start, secondsLeft } = writeWindowOf(now.getTime(), rule.limit.windowSeconds);
  // The counter outlives its window by a minute, then TTL removes it (TTL deletes within a few days: the key names its window).
  const expiresAt = start + rule.limit.windowSeconds + 60;
  if (!(await countWithin(writeCounterKey(who, rule.budget, start), rule.limit.count * config.writeLimitFactor, expiresAt))) {
    throw new TooManyRequestsError(writeLimitMessages.tooMany(secondsLeft), secondsLeft);
  }
}
