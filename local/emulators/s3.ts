/**
 * The S3 emulator (s3rver) with the files bucket, its data in `<dataDir>/s3`, and CORS for the web origin
 * like the stack's bucket. s3rver checks no signatures but does refuse expired presigned URLs.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import S3rver from 's3rver';
import { listen } from '../ports';

/** Starts s3rver on 127.0.0.1:`port` with `bucket` (CORS for `webOrigins`); resolves with a stop function. */
export async function startS3(port: number, dir: string, bucket: string, webOrigins: string[]): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration>
  <CORSRule>
${webOrigins.map((o) => `    <AllowedOrigin>${o}</AllowedOrigin>\n`).join('')}    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
  const s3rver = new S3rver({ directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  await s3rver.configureBuckets();
  // s3rver is a Koa app: served from a server bound here, so a taken port is a clear error.
  const server = await listen(createServer(s3rver.callback()), port, 'S3');
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
