/**
 * The web app on Vite's dev server (web/vite.config.ts), or its production build on Vite's preview server,
 * with `/config.json` served beside it from the local cloud's endpoints, as the stack writes it next to the
 * build on CloudFront.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { build, createServer, preview, type Plugin } from 'vite';
import type { WebConfig } from '../lambdas/domain/web-config';

/** The web app's Vite config, written by the web app's owners. */
export const viteConfigFile = join(import.meta.dirname, '..', 'web', 'vite.config.ts');

/** A Vite plugin answering `/config.json` with `config`, on the dev server and on the preview server. */
function localConfig(config: WebConfig): Plugin {
  const answer = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(config));
  };
  return {
    name: 'geotender-local-config',
    configureServer: (vite) => void vite.middlewares.use('/config.json', answer),
    configurePreviewServer: (vite) => void vite.middlewares.use('/config.json', answer),
  };
}

/**
 * Starts the web app on `port` serving `config` at /config.json; resolves with a function that stops it.
 * `built` (the end-to-end run): builds web/ into web/dist (or LOCAL_WEB_OUT_DIR, an absolute folder: each end-to-end
 * shard builds into its own) with the production settings and serves that, so each page loads a few bundled files
 * instead of every source module; otherwise Vite's dev server (`npm start`).
 */
export async function startWeb(port: number, config: WebConfig, built = false): Promise<() => Promise<void>> {
  const common = { configFile: viteConfigFile, logLevel: 'warn' as const, clearScreen: false, plugins: [localConfig(config)] };
  if (built) {
    const outDir = process.env.LOCAL_WEB_OUT_DIR;
    await build({ ...common, logLevel: 'error', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) });
    const server = await preview({ ...common, ...(outDir ? { build: { outDir } } : {}), preview: { port, strictPort: true, host: '127.0.0.1' } });
    return () => server.close();
  }
  const server = await createServer({ ...common, server: { port, strictPort: true, host: '127.0.0.1' } });
  await server.listen();
  return () => server.close();
}
