/**
 * `npm run e2e`: the Playwright end-to-end tests in E2E_SHARDS shards (default 2) run at the same time, each with its
 * own local cloud and data (LOCAL_PORT_OFFSET moves every port: shard k uses offset k × 20000, and its own data folder,
 * playwright.config.ts), so no shard sees another's users or tenders. Each shard's output lines carry its number; the
 * run fails when any shard fails. Arguments are passed to every shard (e.g. spec files: then one shard runs them,
 * unless E2E_SHARDS says otherwise).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));

/** Runs shard `k` (1-based) of `shards`; resolves with its exit code. */
function runShard(k) {
  const shardArgs = shards > 1 ? [`--shard=${k}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
    env: { ...process.env, LOCAL_PORT_OFFSET: String((k - 1) * 20_000 + Number(process.env.LOCAL_PORT_OFFSET ?? 0)) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[${k}/${shards}] ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
codes.forEach((code, i) => code !== 0 && console.error(`Shard ${i + 1}/${shards} failed (exit ${code})`));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
