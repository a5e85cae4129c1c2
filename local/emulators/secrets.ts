/**
 * A local Secrets Manager with the one call the functions make, GetSecretValue (AWS JSON 1.1), so the code
 * that reads the list-cursor key is the cloud's (lambdas/kernel/sealed-cursor.ts). It serves the secrets it
 * is given; `localSecret` makes the cursor key: random at the first start, kept in the data folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { listen } from '../ports';

const JSON_11 = 'application/x-amz-json-1.1';

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': JSON_11 }).end(JSON.stringify(body));
}

/**
 * The secret kept in `file`: 64 random letters and digits written there on the first call (like the
 * cloud's generated secret), the same text on every later start, so cursors survive a restart.
 */
export function localSecret(file: string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const secret = [...randomBytes(64)].map((b) => alphabet[b % alphabet.length]).join('');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Starts the emulator on 127.0.0.1:`port` serving `secrets` (name to text); resolves with a stop function. */
export async function startSecrets(port: number, region: string, secrets: Record<string, string>): Promise<() => Promise<void>> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    let input: { SecretId?: unknown };
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { SecretId?: unknown };
    } catch {
      answer(res, 400, { __type: 'SerializationException', message: 'The body is not JSON' });
      return;
    }
    if (req.method !== 'POST' || target !== 'secretsmanager.GetSecretValue') {
      answer(res, 400, { __type: 'UnknownOperationException', message: `The local Secrets Manager only answers GetSecretValue, not ${target || req.method}` });
      return;
    }
    const name = String(input.SecretId ?? '');
    const text = secrets[name];
    if (text === undefined) {
      answer(res, 400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." });
      return;
    }
    answer(res, 200, {
      ARN: `arn:aws:secretsmanager:${region}:000000000000:secret:${name}`,
      Name: name,
      SecretString: text,
      VersionId: 'local',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: 0,
    });
  });
  await listen(server, port, 'Secrets Manager');
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}
