import './env';
import { ApiGatewayManagementApiClient, ForbiddenException, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity } from '../../lambdas/features/notifications/data/notification-entities';
import type { RealtimeMessage } from '../../lambdas/features/notifications/domain/dto';
import { logger } from '../../lambdas/kernel/logger';
import { pushToUser } from '../../lambdas/features/notifications/realtime';
import { ddb, ids, resetMocks } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const message: RealtimeMessage = { type: 'approval', approvalStatus: 'approved' };

/** Stored connection items of the geodesist (valid until 2100). */
function connections(...connectionIds: string[]) {
  useTable();
  return connectionIds.map((connectionId) => ConnectionEntity.create({ connectionId, userId: ids.geodesist, expiresAt: 4102444800 }).params().Item);
}
const gone = () => new GoneException({ message: 'gone', $metadata: {} });
const decoded = (call: { args: [{ input: object }] }) => JSON.parse(new TextDecoder().decode((call.args[0].input as { Data: Uint8Array }).Data));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMocks();
  ws.reset();
  warn = vi.spyOn(logger, 'warn');
});
afterEach(() => vi.restoreAllMocks());

describe('pushToUser', () => {
  it('posts the message as JSON to every open connection of the user and counts them', async () => {
    ddb.on(QueryCommand).resolves({ Items: connections('c-1', 'c-2') });
    ws.on(PostToConnectionCommand).resolves({});

    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(2);

    const posts = ws.commandCalls(PostToConnectionCommand);
    expect(posts.map((p) => p.args[0].input.ConnectionId).sort()).toEqual(['c-1', 'c-2']);
    for (const post of posts) expect(decoded(post as never)).toEqual(message);
    expect(JSON.stringify(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues)).toContain(ids.geodesist);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('posts nothing and answers 0 for a user without open connections', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(0);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });

  it('answers 0 and logs a warning when the connections cannot be read', async () => {
    const error = new Error('throttled');
    ddb.on(QueryCommand).rejects(error);
    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(0);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Could not read connections', expect.objectContaining({ userId: ids.geodesist }));
  });

  it('deletes a gone connection and counts only the connections reached', async () => {
    ddb.on(QueryCommand).resolves({ Items: connections('c-live', 'c-gone') });
    ddb.on(DeleteCommand).resolves({});
    ws.on(PostToConnectionCommand, { ConnectionId: 'c-live' }).resolves({});
    ws.on(PostToConnectionCommand, { ConnectionId: 'c-gone' }).rejects(gone());

    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(1);

    const deletes = ddb.commandCalls(DeleteCommand);
    expect(deletes).toHaveLength(1);
    expect(JSON.stringify(deletes[0]!.args[0].input.Key)).toContain('c-gone');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a connection that failed for another reason and logs which one', async () => {
    ddb.on(QueryCommand).resolves({ Items: connections('c-1') });
    ws.on(PostToConnectionCommand).rejects(new ForbiddenException({ message: 'forbidden', $metadata: {} }));

    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(0);

    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Could not push to a connection', expect.objectContaining({ connectionId: 'c-1', error: expect.any(ForbiddenException) }));
  });

  it('does not throw when a gone connection cannot be deleted, and logs it', async () => {
    ddb.on(QueryCommand).resolves({ Items: connections('c-gone') });
    ddb.on(DeleteCommand).rejects(new Error('throttled'));
    ws.on(PostToConnectionCommand).rejects(gone());

    await expect(pushToUser(ids.geodesist, message)).resolves.toBe(0);

    expect(warn).toHaveBeenCalledWith('Could not delete a gone connection', expect.objectContaining({ connectionId: 'c-gone', error: expect.any(Error) }));
  });
});
