/**
 * Admins rejecting each other at the same moment, against DynamoDB Local: with exactly two
 * admins in force, each rejects the other concurrently; every round exactly one rejection succeeds and one
 * admin stays in force, because both rejections serialize on the admin roster's version
 * (lambdas/features/admin/data/admin-roster.ts). Repeated ADMIN_RACE_REPEATS times (default 8). The
 * handlers run in this process (as bids-races.test.ts does) on a table of their own, created here with the
 * cloud's table design, so the admins seeded for the other files do not count as admins in force.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../local/emulators/dynamodb';
import { cloud, useCloudEnv } from './support';

const REPEATS = Number(process.env.ADMIN_RACE_REPEATS ?? 8);
const table = `admin-races-${randomUUID()}`;
const dynamodb = new DynamoDBClient({ region: cloud.region, endpoint: cloud.urls.dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

let decide: (typeof import('../../lambdas/features/admin/handlers/admin-approval-decide'))['handler'];
let profiles: typeof import('../../lambdas/features/account/data/profiles');
let roster: typeof import('../../lambdas/features/admin/data/admin-roster');

/** `adminId` rejects `userId` through the handler, with the event API Gateway passes after the JWT authorizer. */
async function reject(adminId: string, userId: string): Promise<{ status: number; body: { message?: string } }> {
  const event = {
    version: '2.0',
    rawPath: `/admin/users/${userId}/approval`,
    headers: {},
    isBase64Encoded: false,
    body: JSON.stringify({ status: 'rejected' }),
    pathParameters: { userId },
    requestContext: { requestId: randomUUID(), http: { method: 'POST', path: '/' }, authorizer: { jwt: { claims: { sub: adminId, 'cognito:groups': '[admin]' }, scopes: null } } },
  };
  const res = (await decide(event as never, { awsRequestId: randomUUID(), functionName: 'admin-race' } as Context)) as { statusCode: number; body: string };
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function newAdmin(): Promise<string> {
  const userId = randomUUID();
  await profiles.createProfile({ userId, email: `${userId}@example.com`, role: 'admin', approvalStatus: 'approved', company: null, phone: null, firstName: 'Race', lastName: 'Admin' });
  return userId;
}

/** The admins in force, read strongly consistently. */
async function adminsInForce(): Promise<string[]> {
  const admins = await profiles.listProfilesByRole('admin');
  const now = await Promise.all(admins.map((a) => roster.readProfileNow(a.userId)));
  return now.filter((p) => p && roster.inForce(p)).map((p) => p!.userId);
}

beforeAll(async () => {
  useCloudEnv();
  // Approval e-mails and events are not part of this race.
  delete process.env.EMAIL_QUEUE_URL;
  delete process.env.EVENTS_QUEUE_URL;
  process.env.TABLE_NAME = table;
  await ensureTable(dynamodb, table);
  decide = (await import('../../lambdas/features/admin/handlers/admin-approval-decide')).handler;
  profiles = await import('../../lambdas/features/account/data/profiles');
  roster = await import('../../lambdas/features/admin/data/admin-roster');
});

afterAll(async () => {
  await dynamodb.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
});

describe(`two admins rejecting each other at once (${REPEATS} rounds)`, () => {
  it(
    'exactly one rejection succeeds and one admin stays in force, every round',
    async () => {
      let survivor = await newAdmin();
      for (let round = 0; round < REPEATS; round++) {
        const newcomer = await newAdmin();
        expect(await adminsInForce()).toHaveLength(2);
        const answers = await Promise.all([reject(survivor, newcomer), reject(newcomer, survivor)]);
        expect(
          answers.filter((a) => a.status === 200),
          JSON.stringify(answers),
        ).toHaveLength(1);
        // The loser is refused: 409 'last admin' (its check or its transaction lost the race), or 403 when the
        // pipeline already read its own rejection.
        for (const a of answers.filter((x) => x.status !== 200)) expect([403, 409]).toContain(a.status);
        const inForce = await adminsInForce();
        expect(inForce).toHaveLength(1);
        survivor = inForce[0]!;
      }
    },
    30_000 + REPEATS * 2_000,
  );
});
