import { Readable } from 'node:stream';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { ReadableStream } from '../../lambdas/kernel/readable-stream-check';

describe('the ReadableStream check middy gets in a function bundle (lambdas/kernel/readable-stream-check.ts)', () => {
  it('answers instanceof as Node’s ReadableStream does', () => {
    expect(new NodeReadableStream() instanceof ReadableStream).toBe(true);
    expect(Readable.from(['a']) instanceof ReadableStream).toBe(false);
    expect(('body' as unknown) instanceof ReadableStream).toBe(false);
    expect(({ getReader: () => undefined } as unknown) instanceof ReadableStream).toBe(false);
    expect((null as unknown) instanceof ReadableStream).toBe(false);
  });

  it('cannot be constructed: a bundle that needs a real stream fails loudly', () => {
    expect(() => new ReadableStream()).toThrow(TypeError);
  });
});
