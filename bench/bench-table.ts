/**
 * The DynamoDB Local table the capacity benches measure on: a fresh data folder, the table as the stack
 * defines it (local/emulators/dynamodb.ts), and the data layer pointed at it through the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, startDynamoDb } from '../local/emulators/dynamodb';

/** The port of every bench table: the data layer's client keeps the endpoint it was first made with. */
const PORT = 18_100;
const TABLE = 'geotender-bench';

/**
 * Starts DynamoDB Local with an empty table, runs `measure`, then stops the emulator (waiting up to 10 s
 * for it to exit, so the next bench can use the port) and deletes its data. Returns what `measure` returns.
 */
export async function withBenchTable<T>(name: string, measure: () => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `geotender-bench-${name}-`));
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${PORT}`,
    TABLE_NAME: TABLE,
  });
  const dynamo = await startDynamoDb(PORT, dir);
  try {
    await ensureTable(new DynamoDBClient({}), TABLE);
    return await measure();
  } finally {
    const exited = new Promise((resolve) => (dynamo.exitCode !== null ? resolve(null) : dynamo.once('exit', resolve)));
    dynamo.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dir, { recursive: true, force: true });
  }
}
