/** lambdas/kernel/clients/lazy-client.ts: an SDK client is built at its first use, once. */
import { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from '../../lambdas/kernel/clients/lazy-client';

describe('lazyClient', () => {
  it('creates nothing until a member is used, then one client whose methods it answers', async () => {
    const create = vi.fn(() => ({
      region: 'eu-central-1',
      calls: 0,
      send(this: { calls: number }, n: number) {
        this.calls += n;
        return Promise.resolve(this.calls);
      },
    }));
    const client = lazyClient(create);
    expect(create).not.toHaveBeenCalled();
    expect(await client.send(2)).toBe(2);
    expect(await client.send(3)).toBe(5);
    expect(client.region).toBe('eu-central-1');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('stands for a real SDK client: its middleware stack and send', () => {
    const sqs = lazyClient(() => new SQSClient({ region: 'eu-central-1' }));
    expect(typeof sqs.middlewareStack.add).toBe('function');
    expect(typeof sqs.send).toBe('function');
  });
});
