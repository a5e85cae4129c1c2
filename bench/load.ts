/**
 * `npm run load`, and the `load` section of `npm run bench` (issue 23, 8): drives the local cloud through
 * its HTTP gateway with autocannon, 200 users (LOAD_USERS) for 60 s (LOAD_SECONDS) after 10 s of warm-up
 * (LOAD_WARMUP_SECONDS), each user one connection sending at most one request a second (LOAD_RATE; 0: no
 * pause) and looping through a realistic mix: browse the Open tenders, open a tender, bid on it (at most
 * BIDS_PER_USER_PER_MINUTE; between bids the tender page reads the user's own bid instead), list their
 * notifications. DynamoDB Local keeps this throw-away data in memory (LOAD_DYNAMODB=disk: on disk). Prints p50 and p99 of reads (GET) and writes (PUT) against 300 and 600 ms, and where the
 * time went, measured in the same run: the JWT check, the rest of the gateway, the request pipeline and
 * handler code, DynamoDB calls (a middleware on the document client, summed per request), and the rest
 * (the load generator's view beyond the cloud's own time); and the CPU seconds of each process.
 * The cloud runs in a child process (`--cloud`), on free ports, so the load generator does not share its
 * event loop and the run fits beside another local cloud. A failed request (error, timeout, not 2xx) is a MISS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import type { RequestTiming } from '../local/request-timing';
import { breakdown, byRoute, childPids, cpuSeconds, machineBusySeconds, percentile } from './load-figures';
import { type CloudInfo, type LoadUser, seed } from './load-seed';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 200);
/** Requests a user sends a second at most (a person clicking once a second); 0: each as soon as the last is answered. */
const RATE = Number(process.env.LOAD_RATE ?? 1);
/** Unmeasured seconds of the same load first: the handlers loaded and DynamoDB Local's Java compiled to machine code, as in a warm cloud. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const TENDERS = 40;
/** A person bids a few times a minute at most; the API's per-user write limit must not be what this run measures. */
export const BIDS_PER_USER_PER_MINUTE = 3;
/** p99 targets of issue 23, 8, in ms. */
export const TARGETS = { read: 300, write: 600 } as const;

/** What the child cloud answers to `take`: its request records, and its event loop's delay. */
interface Taken {
  timings: RequestTiming[];
  loopDelayMs: { p50: number; p99: number; max: number };
}

/** Starts the child cloud; resolves with its addresses. */
function startCloud(): Promise<{ child: ChildProcess; cloud: CloudInfo }> {
  return new Promise((resolve, reject) => {
    // LOAD_CLOUD_NODE_ARGS: extra Node.js flags for the cloud's process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    const nodeArgs = (process.env.LOAD_CLOUD_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', import.meta.filename, '--cloud'], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"urls"'));
      if (line) resolve({ child, cloud: JSON.parse(line) as CloudInfo });
    });
    child.on('exit', (code) => reject(new Error(`the local cloud exited (${code})`)));
  });
}

function ask(child: ChildProcess, message: 'reset' | 'take'): Promise<Taken> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Taken));
    child.send(message);
  });
}

/** The requests of one user's connection: the mix, with bids paced to BIDS_PER_USER_PER_MINUTE from a random first moment. */
function requestsOf(user: LoadUser, userIndex: number, tenderIds: string[]): autocannon.Request[] {
  const auth = { authorization: `Bearer ${user.token}` };
  const bidEveryMs = 60_000 / BIDS_PER_USER_PER_MINUTE;
  let nextBidAt = Date.now() + Math.random() * bidEveryMs;
  let loop = 0;
  let tenderId = tenderIds[userIndex % tenderIds.length]!;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        loop++;
        tenderId = tenderIds[(loop * 7 + userIndex) % tenderIds.length]!;
        return { ...req, path: '/tenders?scope=open', headers: auth };
      },
    },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/tenders/${tenderId}`, headers: auth }) },
    {
      method: 'GET',
      setupRequest: (req) => {
        if (Date.now() < nextBidAt) return { ...req, method: 'GET', path: `/tenders/${tenderId}/bid`, headers: auth };
        nextBidAt += bidEveryMs;
        return { ...req, method: 'PUT', path: `/tenders/${tenderId}/bid`, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1000 + (loop % 500) }) };
      },
    },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: '/notifications', headers: auth }) },
  ];
}

/** Runs the mix with one connection per user for `seconds`; resolves with autocannon's result and the latencies of reads and writes (ms). */
async function drive(cloud: CloudInfo, users: LoadUser[], tenderIds: string[], seconds: number) {
  const latencies = { read: [] as number[], write: [] as number[] };
  let connection = 0;
  const instance = autocannon({
    url: cloud.urls.api,
    connections: users.length,
    duration: seconds,
    ...(RATE > 0 ? { connectionRate: RATE } : {}),
    setupClient: (client: any) => {
      const index = connection++;
      client.setRequests(requestsOf(users[index]!, index, tenderIds));
    },
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & EventEmitter;
  instance.on('response', (client: any, _status: number, _bytes: number, ms: number) => {
    // The answered request is still the client's current one (built as bytes); a PUT is the only write of the mix.
    const sent: Buffer = client.requestIterator.currentRequest.requestBuffer;
    (sent[0] === 0x50 && sent[1] === 0x55 ? latencies.write : latencies.read).push(ms);
  });
  return { result: await instance, latencies };
}

/** The figures of one run. */
export interface LoadFigures {
  users: number;
  seconds: number;
  /** Requests a user sends a second at most; 0: none waits. */
  rate: number;
  requestsPerSecond: number;
  failed: { errors: number; timeouts: number; non2xx: number };
  kinds: { kind: 'read' | 'write'; requests: number; p50: number; p99: number; meanMs: number; split: ReturnType<typeof breakdown> }[];
  routes: ReturnType<typeof byRoute>;
  cpu: { requests: number; cloud?: number; dynamoDb?: number; loadGenerator: number; machine?: number };
  loopDelayMs: Taken['loopDelayMs'];
}

/** Starts a cloud, seeds it and runs the load; resolves with the figures. */
export async function measureLoad(users = USERS, seconds = SECONDS): Promise<LoadFigures> {
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
    const { tenderIds, geodesists } = await seed(cloud, TENDERS, users);
    console.log(`\nSeeded ${tenderIds.length} tenders and ${geodesists.length} geodesists; ${users} users for ${seconds} s through ${cloud.urls.api}`);

    if (WARMUP_SECONDS > 0) await drive(cloud, geodesists, tenderIds, WARMUP_SECONDS);
    await ask(child, 'reset');
    const cpuPids = { cloud: child.pid!, dynamoDb: childPids(child.pid!) };
    const cpuBefore = { cloud: cpuSeconds(cpuPids.cloud), dynamoDb: cpuPids.dynamoDb.map(cpuSeconds), self: process.cpuUsage(), machine: machineBusySeconds() };
    const { result, latencies } = await drive(cloud, geodesists, tenderIds, seconds);
    const taken = await ask(child, 'take');
    const self = process.cpuUsage(cpuBefore.self);
    const since = (before: number | undefined, now: number | undefined) => (before === undefined || now === undefined ? undefined : now - before);
    const dynamoNow = cpuPids.dynamoDb.map(cpuSeconds);
    const cpu = {
      requests: result.requests.total,
      cloud: since(cpuBefore.cloud, cpuSeconds(cpuPids.cloud)),
      dynamoDb: cpuPids.dynamoDb.length ? cpuPids.dynamoDb.reduce((sum, _p, i) => sum + (since(cpuBefore.dynamoDb[i], dynamoNow[i]) ?? 0), 0) : undefined,
      loadGenerator: (self.user + self.system) / 1e6,
      machine: since(cpuBefore.machine, machineBusySeconds()),
    };
    const kinds = (['read', 'write'] as const).map((kind) => {
      const sorted = latencies[kind].sort((a, b) => a - b);
      const meanMs = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
      const timings = taken.timings.filter((t) => (t.method === 'GET') === (kind === 'read'));
      return { kind, requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), meanMs, split: breakdown(timings, meanMs) };
    });
    return {
      users,
      seconds,
      rate: RATE,
      requestsPerSecond: result.requests.average,
      failed: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
      kinds,
      routes: byRoute(taken.timings),
      cpu,
      loopDelayMs: taken.loopDelayMs,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const f = await measureLoad();
  const pace = f.rate > 0 ? `each at most ${f.rate} request${f.rate === 1 ? '' : 's'}/s` : 'each request as soon as the last is answered';
  console.log(`\nLoad through the local HTTP gateway: ${f.users} users for ${f.seconds} s, ${pace} (browse, open a tender, own bid or a bid, notifications): ${f.requestsPerSecond} requests/s`);
  console.table(
    f.kinds.map((k) => ({
      requests: `${k.requests} ${k.kind}s`,
      'p50 ms': k.p50.toFixed(0),
      'p99 ms': k.p99.toFixed(0),
      [`p99 ≤ ${TARGETS[k.kind]}`]: mark(k.requests > 0 && k.p99 <= TARGETS[k.kind]),
      'mean ms': k.meanMs.toFixed(1),
      'JWT ms': k.split.jwt.toFixed(1),
      'gateway ms': k.split.gateway.toFixed(1),
      'pipeline + handler ms': k.split.pipeline.toFixed(1),
      'DynamoDB ms': k.split.dynamo.toFixed(1),
      'rest ms': k.split.rest.toFixed(1),
    })),
  );
  console.log('Where the time goes, per route (in the cloud process; DynamoDB: time with a call in flight)');
  console.table(f.routes);
  const s = (v: number | undefined) => (v === undefined ? '?' : `${v.toFixed(1)} s`);
  const perRequest = (v: number | undefined) => (v === undefined ? '?' : `${((v * 1000) / Math.max(1, f.cpu.requests)).toFixed(2)} ms`);
  console.log(
    `CPU over the run: cloud (Node) ${s(f.cpu.cloud)} (${perRequest(f.cpu.cloud)} a request), DynamoDB Local (Java) ${s(f.cpu.dynamoDb)} (${perRequest(f.cpu.dynamoDb)} a request), ` +
      `load generator ${s(f.cpu.loadGenerator)}, whole machine ${s(f.cpu.machine)} of ${f.seconds * 2} s on 2 cores (the rest is other work on the machine); ` +
      `cloud event loop delay p50 ${f.loopDelayMs.p50.toFixed(1)} ms, p99 ${f.loopDelayMs.p99.toFixed(1)} ms`,
  );
  const failed = f.failed.errors + f.failed.timeouts + f.failed.non2xx;
  console.log(`Failed requests: ${failed} (errors ${f.failed.errors}, timeouts ${f.failed.timeouts}, non-2xx ${f.failed.non2xx}): ${mark(failed === 0)}`);
}

/** Child: the local cloud alone (no web app) on free ports, recording each request's time; prints where it is, stops on SIGTERM. */
async function runCloud() {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { startLocalCloud } = await import('../local/cloud');
  const { freePorts } = await import('../local/ports');
  const { RequestTimings } = await import('../local/request-timing');
  const requestTimings = new RequestTimings();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-load-'));
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: await freePorts(), requestTimings, dynamoDbInMemory: process.env.LOAD_DYNAMODB !== 'disk' });
  process.on('message', (message) => {
    if (message === 'reset') {
      requestTimings.take();
      loop.reset();
    }
    const ms = (ns: number) => ns / 1e6;
    process.send!({ timings: message === 'take' ? requestTimings.take() : [], loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) } } satisfies Taken);
  });
  process.stdout.write(`${JSON.stringify({ urls: cloud.urls, ids: cloud.ids, region: cloud.webConfig.region })}\n`);
  process.on('SIGTERM', () => {
    void cloud.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

if (process.argv.includes('--cloud')) {
  await runCloud();
} else if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  let missed = false;
  await report((ok) => {
    if (!ok) missed = true;
    return ok ? 'ok' : 'MISS';
  });
  process.exit(missed ? 1 : 0);
}
