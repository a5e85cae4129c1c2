/**
 * The users of `npm run load` (bench/load.ts): each user is a closed loop through the gateway
 * with Node's fetch (its keep-alive connection pool, no limit of connections per origin). A user sends one
 * request, waits for the whole answer, then reads the page for a think time (LOAD_THINK_MS, uniform between
 * its bounds) before the next step of the mix: browse the Open tenders, open one of them, bid on it (at most
 * BIDS_PER_USER_PER_MINUTE; otherwise the tender page reads the user's own bid), list their notifications.
 * Users start spread over the first think interval, not all at once. Every request's latency (ms, from the
 * call to the last byte of the answer, performance.now) is recorded with its kind and route once the
 * warm-up is over; no request is sent after the measured window, and those in flight are awaited.
 */
import type { LoadUser } from './load-seed';

/** A person bids a few times a minute at most; the API's per-user write limit (60 writes a minute) must not be what this run measures. */
export const BIDS_PER_USER_PER_MINUTE = 3;

/** Bounds of a user's think time between an answer and their next request, in ms. */
export interface ThinkTime {
  minMs: number;
  maxMs: number;
}

/** Default think time: uniform 2.5–7.5 s, a mean of 5 s between clicks. */
export const DEFAULT_THINK: ThinkTime = { minMs: 2_500, maxMs: 7_500 };

/**
 * Reads LOAD_THINK_MS: `min-max` (ms, uniform between them), one number (always that), `0` (back to back:
 * the machine's ceiling), or nothing (DEFAULT_THINK). Throws on anything else, naming the accepted forms.
 */
export function parseThinkMs(text: string | undefined): ThinkTime {
  if (text === undefined || text.trim() === '') return DEFAULT_THINK;
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  const minMs = Number(m?.[1]);
  const maxMs = m?.[2] === undefined ? minMs : Number(m[2]);
  if (!m || maxMs < minMs) throw new Error(`LOAD_THINK_MS must be 'min-max' or one number of ms (0: back to back), not '${text}'`);
  return { minMs, maxMs };
}

export type Kind = 'read' | 'write';

/** One answered request of the measured window. */
export interface Sample {
  kind: Kind;
  /** The route key as the gateway records it, e.g. `GET /tenders/{tenderId}`. */
  route: string;
  status: number;
  ms: number;
}

/** Requests without a usable answer: `errors` (the connection failed), `timeouts` (no answer within the timeout); answers from 300 up by status. */
export interface Failures {
  errors: number;
  timeouts: number;
  statuses: Record<number, number>;
}

export interface DriveOptions {
  api: string;
  users: LoadUser[];
  tenderIds: string[];
  think: ThinkTime;
  /** Unmeasured ms of the same load first (users start and warm the cloud). */
  warmupMs: number;
  /** The measured window, ms. */
  measureMs: number;
  /** A request without an answer after this many ms counts as a timeout. */
  timeoutMs?: number;
  /** Called once when the measured window opens (e.g. to reset the cloud's records). */
  onMeasureStart?: () => Promise<void> | void;
}

export interface Driven {
  samples: Sample[];
  failures: Failures;
  /** Wall ms from the window's opening to the last measured answer. */
  elapsedMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = (t: ThinkTime) => t.minMs + Math.random() * (t.maxMs - t.minMs);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One request of the mix: method, path, route key and body. */
interface Step {
  method: 'GET' | 'PUT';
  path: string;
  route: string;
  body?: string;
}

/** The steps of one user, endlessly: browse, open a tender, its bid (a new one when the pace allows, else the own bid read), notifications. */
function* stepsOf(tenderIds: string[]): Generator<Step, never> {
  const bidEveryMs = 60_000 / BIDS_PER_USER_PER_MINUTE;
  let nextBidAt = performance.now() + Math.random() * bidEveryMs;
  for (let loop = 0; ; loop++) {
    yield { method: 'GET', path: '/tenders?scope=open', route: 'GET /tenders' };
    const tenderId = pick(tenderIds);
    yield { method: 'GET', path: `/tenders/${tenderId}`, route: 'GET /tenders/{tenderId}' };
    const bidPath = `/tenders/${tenderId}/bid`;
    if (performance.now() >= nextBidAt) {
      // Spaced by bidEveryMs from this bid: never more than BIDS_PER_USER_PER_MINUTE in a minute.
      nextBidAt = performance.now() + bidEveryMs;
      yield { method: 'PUT', path: bidPath, route: 'PUT /tenders/{tenderId}/bid', body: JSON.stringify({ amount: 1000 + (loop % 500) }) };
    } else {
      yield { method: 'GET', path: bidPath, route: 'GET /tenders/{tenderId}/bid' };
    }
    yield { method: 'GET', path: '/notifications', route: 'GET /notifications' };
  }
}

/** Runs every user's loop through warm-up and the measured window; resolves once every measured request is answered. */
export async function drive(options: DriveOptions): Promise<Driven> {
  const { api, think, timeoutMs = 30_000 } = options;
  const samples: Sample[] = [];
  const failures: Failures = { errors: 0, timeouts: 0, statuses: {} };
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const measureUntil = measureFrom + options.measureMs;
  let lastAnswer = measureFrom;
  const opened = sleep(options.warmupMs).then(() => options.onMeasureStart?.());

  async function send(user: LoadUser, step: Step): Promise<void> {
    const t0 = performance.now();
    const measured = t0 >= measureFrom;
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
    if (step.body) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${api}${step.path}`, { method: step.method, headers, body: step.body, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (!measured) return;
      samples.push({ kind: step.method === 'GET' ? 'read' : 'write', route: step.route, status: res.status, ms });
      if (res.status >= 300) failures.statuses[res.status] = (failures.statuses[res.status] ?? 0) + 1;
      lastAnswer = Math.max(lastAnswer, performance.now());
    } catch (error) {
      if (!measured) return;
      if ((error as Error).name === 'TimeoutError') failures.timeouts++;
      else failures.errors++;
    }
  }

  async function user(u: LoadUser): Promise<void> {
    // Spread over the first think interval: a steady stream from the start rather than all users at once.
    await sleep(Math.random() * think.maxMs);
    for (const step of stepsOf(options.tenderIds)) {
      if (performance.now() >= measureUntil) return;
      await send(u, step);
      await sleep(Math.min(between(think), measureUntil - performance.now()));
    }
  }

  await Promise.all([opened, ...options.users.map(user)]);
  return { samples, failures, elapsedMs: lastAnswer - measureFrom };
}
