/**
 * The per-user limit of staged upload bytes ("Fair limits"): `POST /uploads` counts the declared sizes of the
 * files it presigns against the caller's STAGED_BYTES_LIMIT (features/limits/domain/write-limits.ts) in a
 * DynamoDB counter item per user and window, raised by one conditional update (ADD the bytes), so concurrent
 * requests never pass the limit together. Counters expire by TTL. The limit is multiplied by
 * `config.writeLimitFactor` as the request limits are (1 but in the integration tests' local cloud).
 */
import { countWithin } from './data/rate-counters';
import { formatBytes } from '../../domain/files';
import { config } from '../../kernel/config';
import { TooManyRequestsError } from '../../kernel/errors';
import { STAGED_BYTES_LIMIT, stagedBytesKey, writeLimitMessages, writeWindowOf } from './domain/write-limits';

/**
 * Counts `bytes` (the sum of the files' declared sizes) staged by `userId` at `now`. Throws TooManyRequestsError
 * (429, Retry-After: the seconds until the window ends; the message names the files' size, the allowance and
 * the minutes to wait) when they would pass the window's allowance; nothing is counted then. Throws
 * DynamoDB's other errors.
 */
export async function limitStagedBytes(userId: string, bytes: number, now: Date = new Date()): Promise<void> {
  const { windowSeconds } = STAGED_BYTES_LIMIT;
  const allowance = STAGED_BYTES_LIMIT.bytes * config.writeLimitFactor;
  const { start, secondsLeft } = writeWindowOf(now.getTime(), windowSeconds);
  if (!(await countWithin(stagedBytesKey(userId, start), allowance, start + windowSeconds + 60, bytes))) {
    throw new TooManyRequestsError(writeLimitMessages.stagedBytes(formatBytes(bytes), formatBytes(allowance), Math.ceil(secondsLeft / 60)), secondsLeft);
  }
}
