/**
 * Starts the local cloud (no web app) on free ports and a fresh temporary data folder for the
 * integration tests, and stops it afterwards. Tests reach it over HTTP only, through `inject('cloud')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalCloud, startLocalCloud } from '../../local/cloud';
import { freePorts } from '../../local/ports';

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

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-it-'));
  // Ports free now, apart from `npm start`'s and another test run's, so all can run at once.
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: await freePorts() });
  project.provide('cloud', { urls: cloud.urls, ids: cloud.ids, admin: cloud.admin, region: cloud.webConfig.region });
  return async () => {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
