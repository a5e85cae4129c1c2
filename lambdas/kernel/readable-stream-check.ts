/**
 * `node:stream/web` as @middy/core sees it inside a function bundle (lib/bundling.ts aliases the import here).
 * Middy imports `ReadableStream` for one test only: in its response-streaming mode, whether a handler's body is a web
 * stream. Importing `node:stream/web` makes Node load its web streams at every cold start, about 1 ms of CPU that no
 * function of ours uses (none streams its response). This `ReadableStream` answers `instanceof` with
 * Node's own class, which Node loads at its first use; it cannot be constructed (throws TypeError).
 * test/stack/bundle-budget.test.ts fails when any other module of a bundle imports `node:stream/web`.
 */
export class ReadableStream {
  constructor() {
    throw new TypeError('Only instanceof ReadableStream is available in a function bundle');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof globalThis.ReadableStream;
  }
}
