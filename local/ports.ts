/**
 * Ports of the local cloud and the check that they are free before anything starts.
 */
import type { Server } from 'node:http';
import { createServer } from 'node:net';

export interface LocalPorts {
  web: number;
  api: number;
  realtime: number;
  lambda: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  sqs: number;
  ses: number;
  secrets: number;
}

export const DEFAULT_PORTS: LocalPorts = { web: 5173, api: 4000, realtime: 4001, lambda: 4002, dynamodb: 8000, cognito: 9229, s3: 4569, sqs: 4566, ses: 8005, secrets: 4003 };

/** The default ports, each moved by LOCAL_PORT_OFFSET when set (e.g. 10000: web on 15173, API on 14000). */
export function configuredPorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const offset = Number(env.LOCAL_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) throw new Error(`LOCAL_PORT_OFFSET must be a whole number from 0 to 50000, not ${env.LOCAL_PORT_OFFSET}`);
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset])) as unknown as LocalPorts;
}

/** Ports the system has free now, one per name (the integration tests use these to run beside `npm start`). */
export async function freePorts(): Promise<LocalPorts> {
  const probes = Object.keys(DEFAULT_PORTS).map(() => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen({ port: 0, host: '127.0.0.1' }, () => resolve((probe.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((r) => probe.close(r))));
  return Object.fromEntries(Object.keys(DEFAULT_PORTS).map((name, i) => [name, ports[i]])) as unknown as LocalPorts;
}

/** Resolves true when nothing listens on 127.0.0.1:port (and the port can be bound). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Throws an error naming every port of `ports` that is already in use (and what it is for). */
export async function assertPortsFree(ports: Partial<LocalPorts>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (port && !(await isPortFree(port))) busy.push(`${port} (${name})`);
  if (busy.length) {
    throw new Error(`Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop whatever is listening there (is another \`npm start\` running?) and try again.`);
  }
}

/** Waits until something accepts TCP connections on 127.0.0.1:port, or throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered on port ${port} within ${timeoutMs} ms`);
}

/**
 * Binds `server` to 127.0.0.1:`port`; rejects with a message naming the port (and `what` uses it) when it
 * is taken meanwhile, instead of an unhandled 'error' event.
 */
export function listen(server: Server, port: number, what: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (${what}) is already in use. Stop whatever is listening there and try again.`) : error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}
