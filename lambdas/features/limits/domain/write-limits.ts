/**
 * Per-user request limits (6 "Abuse bounded"; "Fair limits"): the figures, the windows they count in
 * and the message of a refusal. Pure, shared by the request pipeline (features/limits/write-limit.ts) and any
 * page that wants to say how many requests a minute are allowed.
 *
 * Every read (GET) counts against the caller's budget of READ_LIMIT, so one signed-in script is refused on its
 * own instead of spending the stage's throttle, which all callers share.
 *
 * Every route whose method writes (POST, PUT, PATCH, DELETE) is limited, so a write route added later is
 * limited without a change here. Writes count against the caller's one budget of DEFAULT_WRITE_LIMIT; a
 * route in ROUTE_WRITE_LIMITS counts against a budget of its own instead. Windows are fixed (they start at a
 * multiple of their length since the epoch), so a refusal knows when the window ends: its Retry-After.
 */
import { english } from '../../../domain/i18n/english';

/** At most `count` writes in each window of `windowSeconds`. */
export interface WriteLimit {
  readonly count: number;
  readonly windowSeconds: number;
}

/** Methods of the route table that change something. */
export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Any write route: 60 a minute per user, one a second sustained; a person clicking never gets near it. */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { count: 60, windowSeconds: 60 };

/**
 * Routes with a budget of their own, by handler name:
 * - `tenders-create`: 60 new tenders an hour per poster (each one is shown to, and may notify, every geodesist);
 * - `uploads-create`: 30 presigning requests a minute (each stages up to 20 files of up to 100 MB);
 * - `unsubscribe`: 600 one-click unsubscribes a minute per source address, apart from its other writes: a mailbox
 *   provider posts its users' unsubscribes from a few addresses (RFC 8058), and each needs a token only its person has.
 */
export const ROUTE_WRITE_LIMITS: Readonly<Record<string, WriteLimit>> = {
  'tenders-create': { count: 60, windowSeconds: 3600 },
  'uploads-create': { count: 30, windowSeconds: 60 },
  unsubscribe: { count: 600, windowSeconds: 60 },
};

/** The budget every route without its own counts against. */
export const SHARED_BUDGET = 'writes';

/**
 * Any read route: 300 a minute per user, five a second sustained. The web app's heaviest normal use is far
 * below: a page opens with 1–6 reads, so a click every 2 s for a minute is at most 180, and its fastest polls
 * (the data export every 2 s, the approval every 3 s, notifications every 60 s) add 50; the load test's users
 * make about 12. A script asking back to back makes that many in a few seconds.
 */
export const READ_LIMIT: WriteLimit = { count: 300, windowSeconds: 60 };

/** The budget every read counts against. */
export const READ_BUDGET = 'reads';

/**
 * Bytes of files one user may have presigned for upload (`POST /uploads`, staged and not yet attached) in a
 * window: 4 GB an hour, two full requests of 20 deliverables of 100 MB. Staged files expire after a day
 * (lib/constructs/files.ts), so one account can keep at most 96 GB in staging instead of the over 80 TB a day that
 * 30 requests a minute of 2 GB each could stage. Counted by the sizes declared; the POST policy caps each file
 * at its declared size.
 */
export const STAGED_BYTES_LIMIT = { bytes: 4 * 1024 ** 3, windowSeconds: 3600 } as const;

/** Messages of the request limits. */
export const writeLimitMessages = {
  /** The 429 answer: `seconds` until the caller's window ends (at least 1). */
  tooMany: (seconds: number) => english('error.limit.tooMany', { seconds }),
  /** The 429 answer to files (`requested`, as text) that would pass the hourly upload allowance (`allowance`, as text), `minutes` until it renews. */
  stagedBytes: (requested: string, allowance: string, minutes: number) => english('error.limit.stagedBytes', { requested, allowance, minutes }),
} as const;

/**
 * The budget a request to `route` counts against: its name (the handler's for a route of its own, else
 * SHARED_BUDGET) and its limit; undefined for a route that only reads (GET).
 */
export function writeBudgetOf(route: { readonly handler: string; readonly method: string }): { budget: string; limit: WriteLimit } | undefined {
  if (!WRITE_METHODS.includes(route.method)) return undefined;
  const own = ROUTE_WRITE_LIMITS[route.handler];
  return own ? { budget: route.handler, limit: own } : { budget: SHARED_BUDGET, limit: DEFAULT_WRITE_LIMIT };
}

/** The budget any request to `route` counts against: its write budget (writeBudgetOf), else the reads' one. */
export function requestBudgetOf(route: { readonly handler: string; readonly method: string }): { budget: string; limit: WriteLimit } {
  return writeBudgetOf(route) ?? { budget: READ_BUDGET, limit: READ_LIMIT };
}

/**
 * The fixed window of `windowSeconds` that `nowMs` (epoch ms) falls in: its start (epoch seconds) and the
 * whole seconds left until it ends (at least 1), the Retry-After of a refusal.
 */
export function writeWindowOf(nowMs: number, windowSeconds: number): { start: number; secondsLeft: number } {
  const nowSeconds = nowMs / 1000;
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { start, secondsLeft: Math.max(1, Math.ceil(start + windowSeconds - nowSeconds)) };
}

/** The counter of `caller` (a user id, or `source#<address>` for a caller without a token) in `budget` (a write budget or READ_BUDGET) for the window starting at `start`. */
export function writeCounterKey(caller: string, budget: string, start: number): string {
  return `write#${caller}#${budget}#${start}`;
}

/** The counter of the bytes `userId` staged in the window starting at `start`. */
export function stagedBytesKey(userId: string, start: number): string {
  return `staged-bytes#${userId}#${start}`;
}
