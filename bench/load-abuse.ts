/**
 * `npm run bench -- abuse` ("Fair limits"): one signed-in user reads back to back (ABUSE_CONNECTIONS requests in
 * flight, default 2; 0: no abusive user, the others' baseline on this machine) while 50 others (ABUSE_USERS)
 * browse as in the load section (bench/load-drive.ts: think times of 2.5–7.5 s, browse, open a tender, bid or
 * read the own bid, notifications), through the local HTTP gateway for 60 s (LOAD_SECONDS) after 10 s
 * unmeasured (LOAD_WARMUP_SECONDS). The per-user read limit
 * (lambdas/features/limits/domain/write-limits.ts READ_LIMIT) must refuse the abusive user alone.
 *
 * First prints what the read limit's counter adds to the DynamoDB time of a request (counterCost). Then the
 * abusive user's requests a second and share answered 429, and the others' p50/p99 of reads and
 * writes against the load section's targets with their count of 429s, which must be 0. The local cloud is one
 * Node process on a shared machine: the abusive user's refused requests still take its CPU (the JWT check,
 * the profile read and the counter update), which Lambda would spread over containers of their own.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { drive, DEFAULT_THINK } from './load-drive';
import { percentile } from './load-figures';
import { ask, startCloud, TARGETS } from './load';
import { type LoadUser, seed } from './load-seed';
import { READ_LIMIT } from '../lambdas/features/limits/domain/write-limits';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const USERS = Number(process.env.ABUSE_USERS ?? 50);
const CONNECTIONS = Number(process.env.ABUSE_CONNECTIONS ?? 2);

/** The abusive user's answers in the measured window, by status. */
interface Abuse {
  requests: number;
  statuses: Record<number, number>;
}

/** `connections` loops of back-to-back reads of the notifications by `user` until `until`; counts answers from `from` on. */
async function hammer(api: string, user: LoadUser, connections: number, from: number, until: number): Promise<Abuse> {
  const abuse: Abuse = { requests: 0, statuses: {} };
  const loop = async () => {
    while (performance.now() < until) {
      const measured = performance.now() >= from;
      const res = await fetch(`${api}/notifications`, { headers: { authorization: `Bearer ${user.token}` } }).catch(() => undefined);
      await res?.arrayBuffer();
      if (!measured || performance.now() > until) continue;
      abuse.requests++;
      const status = res?.status ?? 0;
      abuse.statuses[status] = (abuse.statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return abuse;
}

/** Rounds of the counter's cost measurement. */
const COST_ROUNDS = Number(process.env.ABUSE_COST_ROUNDS ?? 1000);

/**
 * What the read limit adds to a request's DynamoDB time, on the cloud's DynamoDB Local: COST_ROUNDS rounds, each
 * timing (in turn, so both see the same machine) the profile read that authorization makes alone, and the same
 * read with the limit's counter update beside it as the pipeline runs them (lambdas/api/http-handler.ts). A
 * new user id each round, so every update is counted (none refused). Returns p50 and p99 of each, in ms.
 */
async function counterCost(): Promise<{ alone: { p50: number; p99: number }; withCounter: { p50: number; p99: number } }> {
  const { getProfile } = await import('../lambdas/features/account/data/profiles');
  const { limitRequests } = await import('../lambdas/features/limits/write-limit');
  const read = { handler: 'tenders-list', method: 'GET' } as const;
  const alone: number[] = [];
  const withCounter: number[] = [];
  for (let i = 0; i < COST_ROUNDS; i++) {
    const userId = randomUUID();
    let t0 = performance.now();
    await getProfile(userId);
    alone.push(performance.now() - t0);
    t0 = performance.now();
    await Promise.all([getProfile(userId), limitRequests(read, { userId })]);
    withCounter.push(performance.now() - t0);
  }
  const figures = (ms: number[]) => {
    const sorted = ms.slice(COST_ROUNDS / 5).sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  return { alone: figures(alone), withCounter: figures(withCounter) };
}

/** Prints this section of `npm run bench`; `mark` turns a check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const { child, cloud } = await startCloud();
  try {
    Object.assign(process.env, {
      AWS_REGION: cloud.region,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: cloud.urls.dynamodb,
      TABLE_NAME: cloud.ids.tableName,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    const cost = await counterCost();
    console.log(
      `\nThe read limit's counter beside the profile read (DynamoDB Local, ${COST_ROUNDS} rounds, the first fifth unmeasured): profile read alone p50 ${cost.alone.p50.toFixed(1)} ms, p99 ${cost.alone.p99.toFixed(1)} ms; ` +
        `with the counter update beside it p50 ${cost.withCounter.p50.toFixed(1)} ms, p99 ${cost.withCounter.p99.toFixed(1)} ms: ` +
        `${(cost.withCounter.p50 - cost.alone.p50).toFixed(1)} ms added at p50, ${(cost.withCounter.p99 - cost.alone.p99).toFixed(1)} ms at p99`,
    );
    const { tenderIds, geodesists } = await seed(cloud, 40, USERS + 1);
    const abuser = geodesists.pop()!;
    console.log(`\nOne user reading back to back (${CONNECTIONS} requests in flight) while ${USERS} others browse, ${WARMUP_SECONDS} s unmeasured, then ${SECONDS} s, through ${cloud.urls.api}`);
    const loadBefore = loadavg()[0]!;
    const start = performance.now();
    const fromEpochMs = Date.now() + WARMUP_SECONDS * 1000;
    const from = start + WARMUP_SECONDS * 1000;
    const until = from + SECONDS * 1000;
    const [driven, abuse] = await Promise.all([
      drive({
        api: cloud.urls.api,
        users: geodesists,
        tenderIds,
        think: DEFAULT_THINK,
        warmupMs: WARMUP_SECONDS * 1000,
        measureMs: SECONDS * 1000,
        onMeasureStart: () => ask(child, 'reset').then(() => undefined),
      }),
      hammer(cloud.urls.api, abuser, CONNECTIONS, from, until),
    ]);
    // The read limit's minute windows the measured time touched: the abusive user may have at most the limit in each.
    const windowOf = (epochMs: number) => Math.floor(epochMs / 1000 / READ_LIMIT.windowSeconds);
    const windows = windowOf(fromEpochMs + SECONDS * 1000) - windowOf(fromEpochMs) + 1;
    const refused = abuse.statuses[429] ?? 0;
    const ok = abuse.statuses[200] ?? 0;
    console.table([
      {
        who: 'abusive user',
        'requests/s': (abuse.requests / SECONDS).toFixed(1),
        answered: abuse.requests,
        '200': ok,
        '429': refused,
        '429 share': `${((100 * refused) / Math.max(1, abuse.requests)).toFixed(1)} %`,
        [`200s ≤ ${READ_LIMIT.count} × ${windows} windows`]: mark(ok <= READ_LIMIT.count * windows),
      },
    ]);
    const others = (['read', 'write'] as const).map((kind) => {
      const sorted = driven.samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return {
        [`${USERS} others`]: `${sorted.length} ${kind}s`,
        'p50 ms': percentile(sorted, 50).toFixed(0),
        'p99 ms': percentile(sorted, 99).toFixed(0),
        [`p99 ≤ ${TARGETS[kind]}`]: mark(sorted.length > 0 && percentile(sorted, 99) <= TARGETS[kind]),
        'max ms': (sorted.at(-1) ?? 0).toFixed(0),
      };
    });
    console.table(others);
    const theirs429 = driven.failures.statuses[429] ?? 0;
    const failed = driven.failures.errors + driven.failures.timeouts + Object.values(driven.failures.statuses).reduce((a, b) => a + b, 0);
    console.log(`The others' 429s: ${theirs429}: ${mark(theirs429 === 0)}; their failed requests in all: ${failed}: ${mark(failed === 0)} (${JSON.stringify(driven.failures)})`);
    // The cloud shares the machine's cores: a load average far above them means the latencies measure the sharing.
    console.log(`Load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
