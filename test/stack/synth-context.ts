import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The context of cdk.json (feature flags and `geotender:*` settings), so tests build what `cdk synth` builds. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** A tiny built web app (index.html and one asset). */
export const WEB_DIST_FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));
