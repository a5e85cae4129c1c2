/**
 * Figures of `npm run load` (bench/load.ts): percentiles of the latencies the load generator saw (bench/load-drive.ts), the split
 * of a request's time (local/request-timing.ts records the cloud's side), and the CPU time each process of
 * the run used (Linux /proc; elsewhere none).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { RequestTiming } from '../local/request-timing';

/** The `p`th percentile (0–100) of ascending `sorted` ms, nearest rank; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * Where the mean request's time went, in ms: `jwt` the token check, `gateway` the rest of the gateway's
 * own work (routing, event, answer), `pipeline` the request pipeline and handler code (the invocation minus
 * DynamoDB and SQS), `dynamo` DynamoDB calls in flight, `sqs` SQS calls in flight (events the request
 * records), `rest` what the load generator saw beyond the cloud's own time (waiting for the cloud's event
 * loop, sockets, the load generator's own loop).
 */
export interface Breakdown {
  jwt: number;
  gateway: number;
  pipeline: number;
  dynamo: number;
  sqs: number;
  rest: number;
  dynamoCalls: number;
}

/** The mean split of `timings` (the cloud's records of one kind of request) against the load generator's mean latency `clientMeanMs`. */
export function breakdown(timings: RequestTiming[], clientMeanMs: number): Breakdown {
  const server = mean(timings.map((t) => t.serverMs));
  const handler = mean(timings.map((t) => t.handlerMs));
  const jwt = mean(timings.map((t) => t.verifyMs));
  const dynamo = mean(timings.map((t) => t.dynamoMs));
  const sqs = mean(timings.map((t) => t.sqsMs));
  return { jwt, gateway: server - handler - jwt, pipeline: handler - dynamo - sqs, dynamo, sqs, rest: clientMeanMs - server, dynamoCalls: mean(timings.map((t) => t.dynamoCalls)) };
}

/**
 * Per route: the load generator's requests with their p50 and p99 (ms, from `samples`), and the cloud's mean
 * time, DynamoDB time and DynamoDB calls per request (from `timings`, the cloud's records).
 */
export function byRoute(
  timings: RequestTiming[],
  samples: { route: string; ms: number }[],
): { route: string; requests: number; 'p50 ms': string; 'p99 ms': string; 'cloud ms': string; 'DynamoDB ms': string; 'DynamoDB calls': string }[] {
  const groups = new Map<string, { cloud: RequestTiming[]; seen: number[] }>();
  const group = (route: string) => groups.get(route) ?? groups.set(route, { cloud: [], seen: [] }).get(route)!;
  for (const t of timings) group(t.route).cloud.push(t);
  for (const s of samples) group(s.route).seen.push(s.ms);
  return [...groups].map(([route, { cloud, seen }]) => {
    const sorted = seen.sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      'p50 ms': percentile(sorted, 50).toFixed(0),
      'p99 ms': percentile(sorted, 99).toFixed(0),
      'cloud ms': mean(cloud.map((t) => t.serverMs)).toFixed(1),
      'DynamoDB ms': mean(cloud.map((t) => t.dynamoMs)).toFixed(1),
      'DynamoDB calls': mean(cloud.map((t) => t.dynamoCalls)).toFixed(2),
    };
  });
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) `pid` has used so far, or undefined when /proc has no such process. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The ids of the processes whose parent is `pid` (Linux). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((p) => {
        try {
          const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/** CPU seconds the whole machine has spent busy (not idle or waiting) so far, or undefined without /proc. */
export function machineBusySeconds(): number | undefined {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = values.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.reduce((a, b) => a + b, 0) - idle) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
