/**
 * Erasures made again after a restore. A table restored to an earlier point holds again
 * the accounts erased since; the erasure ledger (data/erasure-ledger.ts), kept in the files bucket outside the
 * table, names them. For each record, oldest first, whose profile the restored table holds:
 *
 * - accepted at or after the restore point: the profile is marked as being erased (account/data/profiles.ts
 *   markErasing) and erased by the worker's own code (erase-user.ts eraseUser), with the eraser the ledger names,
 *   so the history reads as it did;
 * - accepted before the restore point: erased only when the restored profile still carries the erasing mark (the
 *   erasure was under way at that point and finished after it); otherwise the erasure was called off then (an open
 *   contract) and the account stays.
 *
 * eraseUser reads the contracts again and calls an erasure off when one is open in the restored table; the summary
 * names those accounts. Idempotent: a second run finds the profiles gone and changes nothing.
 *
 * Run by the operator (bin/reapply-erasures.ts) with credentials that may list and read `erasures/`, and the
 * table's, pool's and files' rights of the data-export worker.
 */
import { getProfile, markErasing } from '../account/public';
import { isConditionFailure } from '../../kernel/errors';
import { type ErasureLedgerEntry, readErasureLedger } from './data/erasure-ledger';
import { eraseUser } from './erase-user';

/** What a run did, by user id: erased again, called off (a contract open in the restored table), left (see above). */
export interface ReplaySummary {
  /** Ledger records read. */
  records: number;
  erased: string[];
  calledOff: string[];
  /** Accepted before the restore point and not under way then: the account stays. */
  left: string[];
  /** Profiles the table does not hold (erased before the restore point, or already by an earlier run). */
  gone: number;
  /** Ledger keys whose record did not parse (left alone). */
  unreadable: string[];
  elapsedMs: number;
}

/**
 * Makes again every erasure the ledger records since `sinceIso` (the restore point, ISO 8601), as described above.
 * `only` limits the work to the records it accepts (every record is still read); `log` gets a line per account
 * erased or called off. Returns what it did. Throws a RangeError for a time that does not parse, and AWS errors (running it again
 * resumes: an account marked by a failed run is erased by the next).
 */
export async function reapplyErasures(sinceIso: string, options: { only?: (entry: ErasureLedgerEntry) => boolean; log?: (line: string) => void } = {}): Promise<ReplaySummary> {
  const since = Date.parse(sinceIso);
  if (Number.isNaN(since)) throw new RangeError(`Not a time: ${sinceIso} (give an ISO 8601 time, e.g. 2026-11-20T08:00:00Z)`);
  const started = performance.now();
  const summary: ReplaySummary = { records: 0, erased: [], calledOff: [], left: [], gone: 0, unreadable: [], elapsedMs: 0 };
  const entries = (await readErasureLedger((key) => summary.unreadable.push(key))).filter((e) => !options.only || options.only(e));
  summary.records = entries.length;
  for (const entry of entries) {
    const profile = await getProfile(entry.userId);
    if (!profile) {
      summary.gone++;
      continue;
    }
    if (Date.parse(entry.acceptedAt) < since && !profile.erasingAt) {
      summary.left.push(entry.userId);
      continue;
    }
    if (!profile.erasingAt) {
      const marked = await markErasing(entry.userId).then(
        () => true,
        (error: unknown) => {
          if (isConditionFailure(error)) return false; // gone meanwhile
          throw error;
        },
      );
      if (!marked) {
        summary.gone++;
        continue;
      }
    }
    const counts = await eraseUser(entry.userId, entry.by);
    (counts ? summary.erased : summary.calledOff).push(entry.userId);
    options.log?.(`${entry.userId} (accepted ${entry.acceptedAt}): ${counts ? 'erased again' : 'called off, a contract is open'}`);
  }
  summary.elapsedMs = Math.round(performance.now() - started);
  return summary;
}
