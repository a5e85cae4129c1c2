/**
 * `npm start`: the whole product on this machine, with no AWS account. Prints where everything is and
 * runs until Ctrl-C, which stops every process and server it started.
 */
import { startLocalCloud } from './cloud';

const began = performance.now();
let cloud: Awaited<ReturnType<typeof startLocalCloud>>;
try {
  cloud = await startLocalCloud({ logRequests: process.env.LOCAL_LOG_REQUESTS === '1' });
} catch (error) {
  console.error(`\nGeoTender could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
const seconds = ((performance.now() - began) / 1000).toFixed(1);

console.log(`
  GeoTender is running (ready in ${seconds} s)

  App        ${cloud.urls.web}
  Mailbox    ${cloud.urls.mailbox}     every e-mail the product sends lands here
  API        ${cloud.urls.api}
  Admin      ${cloud.admin.email}  /  ${cloud.admin.password}

  Data is kept in .local-data/ (npm run reset wipes it). Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping GeoTender...`);
  await cloud.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
