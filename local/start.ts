/**
 * `npm start`: the whole product on this machine, with no AWS account. Prints where everything is and
 * runs until Ctrl-C (SIGINT) or SIGTERM, which stops every process and server it started.
 * Environment: LOCAL_DATA_DIR (default .local-data), LOCAL_FRESH=1 (wipe it first),
 * LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD, LOCAL_LOG_REQUESTS=1.
 */
import { resolve } from 'node:path';
import { type LocalCloud, startLocalCloud } from './cloud';

const began = performance.now();
let cloud: LocalCloud | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping GeoTender...`);
  // A signal during startup: startLocalCloud finishes (or fails and cleans up), then everything stops.
  await starting.catch(() => undefined);
  await cloud?.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const starting = startLocalCloud({ logRequests: process.env.LOCAL_LOG_REQUESTS === '1' });
try {
  cloud = await starting;
} catch (error) {
  console.error(`\nGeoTender could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
if (!stopping) {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`
  GeoTender is running (ready in ${seconds} s)

  App        ${cloud.webServed ? cloud.urls.web : '(not served: web/vite.config.ts is missing)'}
  Mailbox    ${cloud.urls.mailbox}     every e-mail the product sends lands here
  API        ${cloud.urls.api}
  Admin      ${cloud.admin.email}  /  ${cloud.admin.password}

  Data is kept in ${resolve(process.env.LOCAL_DATA_DIR ?? '.local-data')} (npm run reset wipes it). Press Ctrl-C to stop.
`);
}
