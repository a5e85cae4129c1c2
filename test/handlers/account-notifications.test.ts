import './env';
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity } from '../../lambdas/features/notifications/data/notification-entities';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { logger } from '../../lambdas/kernel/logger';
import { tellApprovalDecision } from '../../lambdas/features/notifications/account-listeners';
import { dispatch } from '../../lambdas/features/notifications/event-listeners';
import { userApprovalDecided, userErased } from '../../lambdas/features/account/events';
import { emailAdmins } from '../../lambdas/features/account/admin-mail';
import { ddb, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const admin1 = profile({ userId: ids.admin, role: 'admin', email: 'first.admin@example.com' });
const admin2 = profile({ userId: '55555555-5555-4555-8555-555555555555', role: 'admin', email: 'second.admin@example.com' });

/** Answers the Query of the role index with these admins (and connection queries with none). */
function storeAdmins(...admins: Profile[]): void {
  ddb.on(QueryCommand).resolves({ Items: admins.map(profileItem) });
}
/** The e-mails queued, parsed from their queue bodies. */
const queued = () => sqs.commandCalls(SendMessageCommand).map((c) => ({ queueUrl: c.args[0].input.QueueUrl, ...JSON.parse(c.args[0].input.MessageBody!) }));

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMocks();
  ws.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  warn = vi.spyOn(logger, 'warn');
  error = vi.spyOn(logger, 'error');
});
afterEach(() => vi.restoreAllMocks());

describe('emailAdmins', () => {
  it('queues one e-mail to every admin, found by a Query of the role index, and returns how many', async () => {
    storeAdmins(admin1, admin2);
    await expect(emailAdmins('Subject line', 'Body text')).resolves.toBe(2);
    expect(queued()).toEqual([
      {
        queueUrl: 'https://sqs.eu-central-1.amazonaws.com/123456789012/email',
        to: ['first.admin@example.com', 'second.admin@example.com'],
        subject: 'Subject line',
        text: 'Body text',
        createdAtMs: expect.any(Number),
      },
    ]);
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.IndexName).toBe('gsi2');
    expect(JSON.stringify(query.ExpressionAttributeValues)).toContain('admin');
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it.each([
    [100, [50, 50]],
    [101, [50, 50, 1]],
  ])('reaches %i admins with one e-mail per 50 addresses (the per-message limit)', async (count, sizes) => {
    const many = Array.from({ length: count }, (_, i) => profile({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'admin', email: `admin${i}@example.com` }));
    storeAdmins(...many);
    await expect(emailAdmins('Contact form: help', 'T')).resolves.toBe(count);
    const sent = queued();
    expect(sent.map((m) => m.to.length)).toEqual(sizes);
    expect(sent.flatMap((m) => m.to)).toEqual(many.map((a) => a.email));
    expect(sent.every((m) => m.subject === 'Contact form: help' && m.text === 'T')).toBe(true);
  });

  it('skips admins without an e-mail address', async () => {
    storeAdmins(admin1, { ...admin2, email: '' });
    await expect(emailAdmins('S', 'T')).resolves.toBe(1);
    expect(queued()[0]!.to).toEqual(['first.admin@example.com']);
  });

  it('queues nothing, warns and returns 0 when there is no admin', async () => {
    storeAdmins();
    await expect(emailAdmins('Lonely subject', 'T')).resolves.toBe(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('No admin to e-mail');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Lonely subject'); // subjects carry names
  });

  it('returns 0 and logs, never throws, when the e-mail cannot be queued', async () => {
    storeAdmins(admin1);
    const failure = new Error('queue down');
    sqs.on(SendMessageCommand).rejects(failure);
    await expect(emailAdmins('S', 'T')).resolves.toBe(0);
    expect(error).toHaveBeenCalledWith('Could not e-mail the admins', { error: failure });
  });

  it('returns 0 when the admins cannot be read', async () => {
    ddb.on(QueryCommand).rejects(new Error('throttled'));
    await expect(emailAdmins('S', 'T')).resolves.toBe(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('Could not e-mail the admins', expect.objectContaining({ error: expect.anything() }));
  });
});

describe('the approval decision listener (user_approval_decided)', () => {
  const gerd = profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved', email: 'gerd@example.com', firstName: 'Gerd', lastName: 'Geo' });
  function withConnection(userId: string): void {
    useTable();
    ddb.on(QueryCommand).resolves({ Items: [ConnectionEntity.create({ connectionId: 'c-1', userId, expiresAt: 4102444800 }).params().Item] });
    ws.on(PostToConnectionCommand).resolves({});
  }
  const pushed = () => ws.commandCalls(PostToConnectionCommand).map((c) => JSON.parse(new TextDecoder().decode(c.args[0].input.Data as Uint8Array)));
  const decided = (approvalStatus: 'approved' | 'rejected') => ({ ...userApprovalDecided.example, userId: ids.geodesist, approvalStatus });

  it('e-mails an approved user a sign-in link, once per event (its key), and moves their open approval page on', async () => {
    storeProfiles(gerd);
    withConnection(ids.geodesist);
    await tellApprovalDecision(decided('approved'), 'user_approval_decided:x:1');
    expect(queued()).toEqual([
      {
        queueUrl: 'https://sqs.eu-central-1.amazonaws.com/123456789012/email',
        to: ['gerd@example.com'],
        subject: 'Your GeoTender account has been approved',
        text: 'Hello Gerd Geo,\n\nyour account has been approved. Sign in at https://geotender.example/login to start.',
        dedupeKey: 'user_approval_decided:x:1:approval',
        createdAtMs: expect.any(Number),
      },
    ]);
    expect(pushed()).toEqual([{ type: 'approval', approvalStatus: 'approved' }]);
  });

  it('e-mails a rejected user how to object and tells their open sessions', async () => {
    storeProfiles({ ...gerd, approvalStatus: 'rejected' });
    withConnection(ids.geodesist);
    await tellApprovalDecision(decided('rejected'));
    expect(queued()[0]).toMatchObject({
      to: ['gerd@example.com'],
      subject: 'Your GeoTender account has been rejected',
      text: 'Hello Gerd Geo,\n\nyour account has been rejected. Reply to this e-mail or use https://geotender.example/contact if you think this is a mistake.',
    });
    expect(pushed()).toEqual([{ type: 'approval', approvalStatus: 'rejected' }]);
  });

  it('throws when the e-mail cannot be queued, so the event is retried (its key keeps the e-mail once)', async () => {
    storeProfiles(gerd);
    withConnection(ids.geodesist);
    sqs.on(SendMessageCommand).rejects(new Error('queue down'));
    await expect(tellApprovalDecision(decided('approved'), 'e-1')).rejects.toThrow('queue down');
  });

  it('tells nobody of a decision about an account that is gone or being erased', async () => {
    await tellApprovalDecision(decided('approved'));
    storeProfiles({ ...gerd, erasingAt: '2026-03-02T09:00:00.000Z' });
    await tellApprovalDecision(decided('approved'));
    expect(queued()).toEqual([]);
    expect(pushed()).toEqual([]);
  });

  it('takes the emitter’s own example through the listener table', async () => {
    storeProfiles({ ...gerd, userId: userApprovalDecided.example.userId });
    await dispatch({ type: userApprovalDecided.type, ...userApprovalDecided.example });
    expect(queued()[0]).toMatchObject({ to: ['gerd@example.com'], subject: 'Your GeoTender account has been approved' });
  });
});

describe('the erasure listener (user_erased)', () => {
  it('remembers the address hash from the erasure’s time, closes the person’s connections and deletes their preferences', async () => {
    useTable();
    const connection = ConnectionEntity.create({ connectionId: 'c-open', userId: userErased.example.userId, expiresAt: 4102444800 }).params().Item;
    ddb.on(QueryCommand).resolves({ Items: [connection] });
    ws.on(DeleteConnectionCommand).resolves({});
    await dispatch({ type: userErased.type, ...userErased.example });
    const put = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(put).toEqual([expect.objectContaining({ addressHash: userErased.example.addressHash, erasedAtMs: Date.parse(userErased.example.erasedAt) })]);
    const deleted = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key!.sk);
    expect(deleted).toEqual(['$connection_1', '$notificationpreferences_1']);
    expect(ws.commandCalls(DeleteConnectionCommand).map((c) => c.args[0].input.ConnectionId)).toEqual(['c-open']);
  });
});
