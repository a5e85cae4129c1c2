/**
 * `npm run load`, and the `load` section of `npm run bench`: 200 users (LOAD_USERS) through the
 * local cloud's HTTP gateway for 60 s (LOAD_SECONDS) after 10 s of the same load unmeasured
 * (LOAD_WARMUP_SECONDS). Each user is a closed loop (bench/load-drive.ts): a request, its whole answer, then a
 * think time (LOAD_THINK_MS, default uniform 2,500–7,500 ms as people reading a page between clicks; `0`: back
 * to back, the machine's ceiling) before the next step of the mix: browse the Open tenders, open a tender, bid
 * (at most 3 a minute) or read the own bid, list notifications. DynamoDB Local keeps this throw-away data in
 * memory (LOAD_DYNAMODB=disk: on disk).
 *
 * Prints p50 and p99 of reads (GET) and writes (PUT), measured by the load generator per request, against
 * 300 and 600 ms; where the mean request's time went, from the gateway's timing hooks (local/request-timing.ts)
 * in the same run: the JWT check, the rest of the gateway, the request pipeline and handler code, DynamoDB calls
 * and SQS calls in flight, and the rest (the load generator's view beyond the cloud's own time); per route the same with
 * p50/p99; the CPU seconds of each process and of other work on the machine (with a warning past a quarter
 * of its CPU: the latencies then include waiting for a core), the cloud's event-loop delay and the load average. A
 * request that fails (connection error, timeout) or answers from 300 up is counted apart and is a MISS; a 429
 * would mean the load model broke the per-user limits, not that the product failed. Back to back (`LOAD_THINK_MS=0`)
 * a user reads far faster than a person, so that run's cloud has the per-user limits 100 times higher
 * (WRITE_LIMIT_FACTOR, as the integration tests' cloud): the counters are still written, only not reached.
 * The cloud runs in a child process (`--cloud`), on free ports, so the load generator does not share its event
 * loop and the run fits beside another local cloud.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RequestTiming } from '../local/request-timing';
import { drive, type Failures, type Kind, parseThinkMs, type ThinkTime } from './load-drive';
import { breakdown, byRoute, childPids, cpuSeconds, machineBusySeconds, percentile } from './load-figures';
import { type CloudInfo, seed } from './load-seed';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 200);
/** Unmeasured seconds of the same load first: users started, the handlers loaded and DynamoDB Local's Java compiled to machine code, as in a warm cloud. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const TENDERS = 40;
/** p99 targets of the load section, in ms. */
export const TARGETS = { read: 300, write: 600 } as const;

/** What the child cloud answers to `take`: its request records, and its event loop's delay. */
interface Taken {
  timings: RequestTiming[];
  loopDelayMs: { p50: number; p99: number; max: number };
}

/** Starts the child cloud, with `env` added to this process's environment; resolves with its addresses. */
export function startCloud(env: Record<string, string> = {}): Promise<{ child: ChildProcess; cloud: CloudInfo }> {
  return new Promise((resolve, reject) => {
    // LOAD_CLOUD_NODE_ARGS: extra Node.js flags for the cloud's process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    const nodeArgs = (process.env.LOAD_CLOUD_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', import.meta.filename, '--cloud'], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
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

/** Asks the child cloud to `reset` its records (the measured window opens) or to `take` them. */
export function ask(child: ChildProcess, message: 'reset' | 'take'): Promise<Taken> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Taken));
    child.send(message);
  });
}

/** The figures of one run. */
export interface LoadFigures {
  users: number;
  seconds: number;
  think: ThinkTime;
  requestsPerSecond: number;
  failures: Failures;
  kinds: { kind: Kind; requests: number; p50: number; p95: number; p99: number; max: number; meanMs: number; split: ReturnType<typeof breakdown> }[];
  routes: ReturnType<typeof byRoute>;
  /** CPU seconds of each process over the measured window (`wall` seconds long), and of the whole machine (`cores` cores). */
  cpu: { requests: number; wall: number; cores: number; cloud?: number; dynamoDb?: number; loadGenerator: number; machine?: number };
  loopDelayMs: Taken['loopDelayMs'];
  /** The machine's 1-minute load average when the measured window opened and when it closed. */
  loadAverage: { before: number; after: number };
}

/** Starts a cloud, seeds it and runs the load; resolves with the figures. */
export async function measureLoad(users = USERS, seconds = SECONDS, think = parseThinkMs(process.env.LOAD_THINK_MS)): Promise<LoadFigures> {
  const { child, cloud } = await startCloud(think.maxMs === 0 ? { WRITE_LIMIT_FACTOR: '100' } : {});
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
    console.log(`\nSeeded ${tenderIds.length} tenders and ${geodesists.length} geodesists; ${users} users for ${WARMUP_SECONDS} s unmeasured, then ${seconds} s, through ${cloud.urls.api}`);

    const cpuPids = { cloud: child.pid!, dynamoDb: childPids(child.pid!) };
    let before: { at: number; cloud?: number; dynamoDb: (number | undefined)[]; self: NodeJS.CpuUsage; machine?: number; load: number } | undefined;
    const driven = await drive({
      api: cloud.urls.api,
      users: geodesists,
      tenderIds,
      think,
      warmupMs: WARMUP_SECONDS * 1000,
      measureMs: seconds * 1000,
      onMeasureStart: async () => {
        await ask(child, 'reset');
        before = { at: performance.now(), cloud: cpuSeconds(cpuPids.cloud), dynamoDb: cpuPids.dynamoDb.map(cpuSeconds), self: process.cpuUsage(), machine: machineBusySeconds(), load: loadavg()[0]! };
      },
    });
    const taken = await ask(child, 'take');
    const self = process.cpuUsage(before!.self);
    const since = (then: number | undefined, now: number | undefined) => (then === undefined || now === undefined ? undefined : now - then);
    const dynamoNow = cpuPids.dynamoDb.map(cpuSeconds);
    const cpu = {
      requests: driven.samples.length,
      wall: (performance.now() - before!.at) / 1000,
      cores: availableParallelism(),
      cloud: since(before!.cloud, cpuSeconds(cpuPids.cloud)),
      dynamoDb: cpuPids.dynamoDb.length ? cpuPids.dynamoDb.reduce((sum, _p, i) => sum + (since(before!.dynamoDb[i], dynamoNow[i]) ?? 0), 0) : undefined,
      loadGenerator: (self.user + self.system) / 1e6,
      machine: since(before!.machine, machineBusySeconds()),
    };
    const kinds = (['read', 'write'] as const).map((kind) => {
      const sorted = driven.samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      const meanMs = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
      const timings = taken.timings.filter((t) => (t.method === 'GET') === (kind === 'read'));
      return {
        kind,
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        meanMs,
        split: breakdown(timings, meanMs),
      };
    });
    return {
      users,
      seconds,
      think,
      requestsPerSecond: driven.samples.length / seconds,
      failures: driven.failures,
      kinds,
      routes: byRoute(taken.timings, driven.samples),
      cpu,
      loopDelayMs: taken.loopDelayMs,
      loadAverage: { before: before!.load, after: loadavg()[0]! },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const f = await measureLoad();
  const pace = f.think.maxMs > 0 ? `each thinking ${f.think.minMs / 1000}–${f.think.maxMs / 1000} s between answer and next click` : 'each request as soon as the last is answered';
  console.log(
    `\nLoad through the local HTTP gateway: ${f.users} users for ${f.seconds} s, ${pace} (browse, open a tender, a bid or the own bid, notifications): ${f.requestsPerSecond.toFixed(1)} requests/s`,
  );
  console.table(
    f.kinds.map((k) => ({
      requests: `${k.requests} ${k.kind}s`,
      'p50 ms': k.p50.toFixed(0),
      'p95 ms': k.p95.toFixed(0),
      'p99 ms': k.p99.toFixed(0),
      [`p99 ≤ ${TARGETS[k.kind]}`]: mark(k.requests > 0 && k.p99 <= TARGETS[k.kind]),
      'max ms': k.max.toFixed(0),
      'mean ms': k.meanMs.toFixed(1),
      'JWT ms': k.split.jwt.toFixed(1),
      'gateway ms': k.split.gateway.toFixed(1),
      'pipeline + handler ms': k.split.pipeline.toFixed(1),
      'DynamoDB ms': k.split.dynamo.toFixed(1),
      'SQS ms': k.split.sqs.toFixed(1),
      'rest ms': k.split.rest.toFixed(1),
    })),
  );
  console.log('Per route (p50/p99 as the load generator saw them; cloud and DynamoDB ms: means in the cloud process, DynamoDB as time with a call in flight)');
  console.table(f.routes);
  const s = (v: number | undefined) => (v === undefined ? '?' : `${v.toFixed(1)} s`);
  const perRequest = (v: number | undefined) => (v === undefined ? '?' : `${((v * 1000) / Math.max(1, f.cpu.requests)).toFixed(2)} ms`);
  const ours = (f.cpu.cloud ?? 0) + (f.cpu.dynamoDb ?? 0) + f.cpu.loadGenerator;
  const capacity = f.cpu.wall * f.cpu.cores;
  const others = f.cpu.machine === undefined ? undefined : Math.max(0, f.cpu.machine - ours);
  console.log(
    `CPU over the run: cloud (Node) ${s(f.cpu.cloud)} (${perRequest(f.cpu.cloud)} a request), DynamoDB Local (Java) ${s(f.cpu.dynamoDb)} (${perRequest(f.cpu.dynamoDb)} a request), ` +
      `load generator ${s(f.cpu.loadGenerator)}; other work on the machine ${s(others)}; whole machine ${s(f.cpu.machine)} of ${capacity.toFixed(1)} s on ${f.cpu.cores} cores; ` +
      `load average ${f.loadAverage.before.toFixed(2)} → ${f.loadAverage.after.toFixed(2)}; ` +
      `cloud event loop delay p50 ${f.loopDelayMs.p50.toFixed(1)} ms, p99 ${f.loopDelayMs.p99.toFixed(1)} ms, max ${f.loopDelayMs.max.toFixed(1)} ms`,
  );
  // Past a quarter of the machine taken by other processes, the cloud waits for a core: the latencies then measure the sharing.
  if (others !== undefined && others > capacity / 4) {
    console.log(
      `The machine was shared: other processes used ${((100 * others) / capacity).toFixed(0)} % of its CPU during the run, so these latencies include waiting for a core. Run again on a quieter machine for the cloud's own figures.`,
    );
  }
  const answers = Object.entries(f.failures.statuses).map(([status, n]) => `${status}: ${n}`);
  const failed = f.failures.errors + f.failures.timeouts + Object.values(f.failures.statuses).reduce((a, b) => a + b, 0);
  console.log(
    `Failed requests: ${failed}: ${mark(failed === 0)} (connection errors ${f.failures.errors}, timeouts ${f.failures.timeouts}, answers from 300 up ${answers.length ? answers.join(', ') : 'none'}` +
      `${f.failures.statuses[429] ? '; a 429 means the load model broke the per-user limits' : ''})`,
  );
}

/** Child: the local cloud alone (no web app) on free ports, recording each request's time; prints where it is, stops on SIGTERM. */
async function runCloud() {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { startLocalCloud } = await import('../local/cloud');
  const { freePorts } = await import('../local/ports');
  const { RequestTimings, timeAwsCalls } = await import('../local/request-timing');
  const requestTimings = new RequestTimings();
  const LOOP_RESOLUTION_MS = 10;
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-load-'));
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: await freePorts(), requestTimings, dynamoDbInMemory: process.env.LOAD_DYNAMODB !== 'disk' });
  // The events a request records (a new bid tells its poster) go to SQS: timed apart from the request's own code.
  timeAwsCalls((await import('../lambdas/kernel/clients/sqs')).sqs, 'sqs');
  process.on('message', (message) => {
    if (message === 'reset') {
      requestTimings.take();
      loop.reset();
    }
    // The histogram holds each timer interval, the resolution included: the delay is what exceeds it.
    const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
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
