/**
 * The production build of the web app (web/dist) served on a loopback port the way CloudFront serves it
 * (lib/constructs/web.ts): files as built, gzip when the browser accepts it, and any path without a file
 * answered by index.html with 200 (the SPA fallback), plus a `/config.json` whose endpoints go nowhere.
 * Used by the web sections of `npm run bench` (web-size.ts, lighthouse.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

export const repoRoot = join(import.meta.dirname, '..');
export const dist = join(repoRoot, 'web', 'dist');

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

/** The config the served app boots with: a user pool and API that are never reached by a signed-out visit. */
const benchConfig = JSON.stringify({
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_bench',
  userPoolClientId: 'bench',
  authFlowType: 'USER_SRP_AUTH',
  apiUrl: 'http://127.0.0.1:9',
  realtimeUrl: 'ws://127.0.0.1:9',
});

/** Builds web/ into web/dist with the production settings of `npm run build:web`. */
export function buildWeb(): void {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit', cwd: repoRoot });
}

export interface DistServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/** Serves `root` (default web/dist) on a free loopback port until `close()`. */
export async function serveDist(root = dist): Promise<DistServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body: Buffer;
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (url.pathname === '/config.json') {
      body = Buffer.from(benchConfig);
      file = 'config.json';
    } else {
      if (!file.startsWith(root) || file === root) file = join(root, 'index.html');
      try {
        body = readFileSync(file);
      } catch {
        file = join(root, 'index.html');
        body = readFileSync(file);
      }
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    res.setHeader('content-type', type);
    if (/gzip/.test(String(req.headers['accept-encoding'] ?? '')) && type !== 'application/octet-stream') {
      res.setHeader('content-encoding', 'gzip');
      body = gzipSync(body);
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
