/**
 * The local cloud's clock for the timers (lambdas/table/timers.ts): real time plus an offset that tests move
 * (`POST /local/clock {"advanceMs": …}` on the local Lambda endpoint, local/gateway/lambda-invoke.ts), so a wait of 14
 * days passes in a request. Kept in the data folder, so a restart keeps the time it had reached. Only the timer relay
 * reads it (its schedule's time, as EventBridge gives it in the cloud); every other handler reads real time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalClock {
  /** The clock's time, ISO instant. */
  now(): string;
  /** Moves the clock `ms` milliseconds ahead; returns the new time. */
  advance(ms: number): string;
  /** Sets how far the clock runs ahead of real time (0: real time again; a test puts it back when done). */
  setOffset(ms: number): string;
  /** Milliseconds the clock runs ahead of real time. */
  offsetMs(): number;
}

/** The clock kept in `dataDir`/clock.json (`{ "offsetMs": … }`), starting at real time. */
export function localClock(dataDir: string): LocalClock {
  const file = join(dataDir, 'clock.json');
  let offset = 0;
  if (existsSync(file)) {
    const saved = Number((JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs);
    if (Number.isFinite(saved) && saved > 0) offset = saved;
  }
  const now = () => new Date(Date.now() + offset).toISOString();
  return {
    now,
    offsetMs: () => offset,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('advanceMs must be a number of milliseconds, 0 or more');
      return this.setOffset(offset + ms);
    },
    setOffset(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('offsetMs must be a number of milliseconds, 0 or more');
      offset = ms;
      writeFileSync(file, JSON.stringify({ offsetMs: offset }));
      return now();
    },
  };
}
