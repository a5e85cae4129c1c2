// Minimal typings for local emulator packages that ship none.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Creates the configured buckets (and applies their configs). */
    configureBuckets(): Promise<void>;
    /** The Koa request handler. */
    callback(): import('node:http').RequestListener;
  }
}
