/**
 * Starts the local cloud (no web app) on its own ports and a fresh temporary data folder for the
 * integration tests, and stops it afterwards. Tests reach it over HTTP only, through `inject('cloud')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalCloud, startLocalCloud } from '../../local/cloud';

export interface CloudInfo {
  urls: LocalCloud['urls'];
  ids: LocalCloud['ids'];
  admin: LocalCloud['admin'];
  region: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: CloudInfo;
  }
}

/** Ports apart from `npm start`'s, so both can run at once. */
export const INTEGRATION_PORTS = { api: 14000, realtime: 14001, lambda: 14002, dynamodb: 18000, cognito: 19229, s3: 14569, sqs: 14566, ses: 18005 };

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-it-'));
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: INTEGRATION_PORTS });
  project.provide('cloud', { urls: cloud.urls, ids: cloud.ids, admin: cloud.admin, region: cloud.webConfig.region });
  return async () => {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
