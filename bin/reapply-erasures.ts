/**
 * `npm run reapply-erasures -- --since <ISO time>`: after the table was restored to `<ISO time>` (the README's
 * "Restore the table"), erases again every account whose erasure the ledger in the files bucket records since then
 * (lambdas/features/privacy/reapply-erasures.ts). Run it once the stage points at the restored table; a second run
 * changes nothing.
 *
 * Needs AWS credentials that may list and read `erasures/` in the files bucket and do what the data-export worker
 * does, AWS_REGION, TABLE_NAME, FILES_BUCKET and USER_POOL_ID (the stage's outputs TableName, FilesBucket and
 * UserPoolId); REALTIME_ENDPOINT (optional) closes open WebSockets of the accounts. Prints each account erased
 * again, the counts and the time taken.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { since: { type: 'string' } } });
const missing = ['AWS_REGION', 'TABLE_NAME', 'FILES_BUCKET', 'USER_POOL_ID'].filter((name) => !process.env[name]);
if (!values.since || Number.isNaN(Date.parse(values.since)) || missing.length > 0) {
  console.error('Usage: AWS_REGION=<region> TABLE_NAME=<TableName> FILES_BUCKET=<FilesBucket> USER_POOL_ID=<UserPoolId> npm run reapply-erasures -- --since <ISO time>');
  if (missing.length > 0) console.error(`Missing: ${missing.join(', ')}`);
  process.exit(2);
}
// Imported after the checks: the SDK clients are made from the environment when their modules load.
const { reapplyErasures } = await import('../lambdas/features/privacy/reapply-erasures');
console.log(`Erasures recorded since ${values.since}, against ${process.env.TABLE_NAME}…`);
const s = await reapplyErasures(values.since, { log: (line) => console.log(line) });
console.log(
  [
    `Ledger records: ${s.records}`,
    `Erased again: ${s.erased.length}`,
    `Called off (a contract is open in the restored table): ${s.calledOff.length}${s.calledOff.length ? ` (${s.calledOff.join(', ')})` : ''}`,
    `Left (called off before the restore point): ${s.left.length}`,
    `Not in the table: ${s.gone}`,
    ...(s.unreadable.length ? [`Unreadable records: ${s.unreadable.join(', ')}`] : []),
    `Time: ${(s.elapsedMs / 1000).toFixed(1)} s`,
  ].join('\n'),
);
