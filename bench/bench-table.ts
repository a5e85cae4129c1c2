/**
 * The DynamoDB Local table the capacity benches measure on: in memory, on a port picked free, the table as the stack
 * defines it (local/emulators/dynamodb.ts), and the data layer pointed at it through the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, startDynamoDb } from '../local/emulators/dynamodb';
import { freePorts } from '../local/ports';

const TABLE = 'geotender-bench';

let port: Promise<number> | undefined;
/**
 * The DynamoDB Local port of every section of this process (the bench tables and fan-out's cloud): a port
 * the system has free at the first call, the same afterwards, because the data layer's client keeps the
 * endpoint it was first made with. Picked, not fixed, so a bench runs beside another bench or local cloud.
 */
export function benchDynamoDbPort(): Promise<number> {
  port ??= freePorts().then((free) => free.dynamodb);
  return port;
}

/**
 * Starts DynamoDB Local with an empty table, runs `measure`, then stops the emulator (SIGTERM, SIGKILL after
 * 10 s; waiting for it to exit, so the next section can use the port) and deletes its data. Returns what `measure` returns.
 */
export async function withBenchTable<T>(name: string, measure: () => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `geotender-bench-${name}-`));
  const dynamoPort = await benchDynamoDbPort();
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${dynamoPort}`,
    TABLE_NAME: TABLE,
  });
  // In memory: the table is thrown away, and the on-disk file commits every write to disk (about 60 a second here).
  const dynamo = await startDynamoDb(dynamoPort, dir, { inMemory: true });
  try {
    await ensureTable(new DynamoDBClient({}), TABLE);
    return await measure();
  } finally {
    const exited = new Promise((resolve) => (dynamo.exitCode !== null ? resolve(null) : dynamo.once('exit', resolve)));
    dynamo.kill('SIGTERM');
    // The next section starts its DynamoDB Local on the same port: this one must be gone.
    const ended = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
    if (!ended) {
      dynamo.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
