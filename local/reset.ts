/**
 * `npm run reset`: wipes the local cloud's data folder (.local-data, or LOCAL_DATA_DIR). Refuses while
 * `npm start` is running on it (its DynamoDB Local is still alive).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.LOCAL_DATA_DIR ?? '.local-data');
const pidFile = join(dir, 'dynamodb', 'dynamodb-local.pid');
if (existsSync(pidFile)) {
  const pid = readFileSync(pidFile, 'utf8').trim();
  const command = spawnSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8' }).stdout ?? '';
  if (command.includes('DynamoDBLocal.jar')) {
    console.error(`The local cloud is still running on ${dir} (DynamoDB Local, PID ${pid}). Stop npm start (Ctrl-C) first.`);
    process.exit(1);
  }
}
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next npm start begins with empty data and a freshly seeded admin.`);
