/**
 * The web app on Vite's dev server (web/vite.config.ts), with `/config.json` served beside it from the
 * local cloud's endpoints, as the stack writes it next to the build on CloudFront.
 */
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { WebConfig } from '../lambdas/domain/web-config';

/** The web app's Vite config, written by the web app's owners. */
export const viteConfigFile = join(import.meta.dirname, '..', 'web', 'vite.config.ts');

/** Starts Vite on `port` serving `config` at /config.json; resolves with the server. */
export async function startWeb(port: number, config: WebConfig): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: viteConfigFile,
    logLevel: 'warn',
    clearScreen: false,
    server: { port, strictPort: true, host: '127.0.0.1' },
    plugins: [
      {
        name: 'geotender-local-config',
        configureServer(vite) {
          vite.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(JSON.stringify(config));
          });
        },
      },
    ],
  });
  await server.listen();
  return server;
}
