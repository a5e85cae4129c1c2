/**
 * The local SES mailbox (aws-ses-v2-local): SES v1/v2 SendEmail land in its store; the web mailbox is at
 * its root URL and the sent mail as JSON at `/store`.
 */
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

// The package is CommonJS with an ES default export: under Node's ESM loader it arrives wrapped once more.
const sesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule) as typeof sesModule;

/** Starts the mailbox on 127.0.0.1:`port`; resolves with a stop function. */
export async function startSes(port: number): Promise<() => Promise<void>> {
  const server: Server = await sesServer({ host: '127.0.0.1', port });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}
