/**
 * What `npm start` checks before it starts anything: a port already in use is named and nothing is
 * started or wiped; a machine without Java is told what to install. Runs beside the suite's own cloud.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../local/cloud';
import { freePorts, isPortFree } from '../../local/ports';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'geotender-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('local cloud start-up checks', () => {
  it('refuses to start when a port is taken, naming it, and starts and wipes nothing', async () => {
    const ports = await freePorts();
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(ports.s3, '127.0.0.1', () => r()));
    const dataDir = join(scratch, 'busy');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'keep'), 'data of an earlier run');
    try {
      await expect(startLocalCloud({ dataDir, fresh: true, web: false, ports })).rejects.toThrow(`Port already in use: ${ports.s3} (s3)`);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
    expect(existsSync(join(dataDir, 'keep'))).toBe(true);
    for (const [name, port] of Object.entries(ports)) expect(await isPortFree(port), `${name} on ${port}`).toBe(true);
  });

  it('tells a machine without Java to install Java 17 and exits with 1', () => {
    const bin = join(scratch, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const run = spawnSync(join(bin, 'node'), ['--import', 'tsx', 'local/start.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 25_000,
      env: { ...process.env, PATH: bin, LOCAL_DATA_DIR: join(scratch, 'nojava') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Java 17');
    expect(run.stderr).toContain('openjdk-17-jre-headless');
    expect(existsSync(join(scratch, 'nojava'))).toBe(false);
  });
});
