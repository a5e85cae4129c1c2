/**
 * The S3 emulator (s3rver) with the files bucket, its data in `<dataDir>/s3`, and CORS for the web origin
 * like the stack's bucket. s3rver checks no signatures but does refuse expired presigned URLs.
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** Starts s3rver on `port` with `bucket` configured; resolves with a stop function. */
export async function startS3(port: number, dir: string, bucket: string, webOrigin: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${webOrigin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  await server.run();
  return () => server.close();
}
