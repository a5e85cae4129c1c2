/**
 * The app's endpoints, read once from `/config.json` before the first render (written from the stack's
 * outputs at deploy and by `npm start` locally, so one build serves both).
 *
 * The shape is the domain's WebConfig (webConfigSchema). It is checked here without zod so the landing
 * page does not load the validation library: the list of fields below must name every field of
 * WebConfig (the compiler enforces it), each with whether it is required.
 */
import type { WebConfig } from '@domain/dto';

const FIELDS = {
  region: true,
  userPoolId: true,
  userPoolClientId: true,
  userPoolEndpoint: false,
  authFlowType: true,
  apiUrl: true,
  realtimeUrl: true,
  mailboxUrl: false,
  mailFrom: false,
  mapTiles: false,
  mapAttribution: false,
  mapPmtiles: false,
} as const satisfies Record<keyof WebConfig, boolean>;

const AUTH_FLOWS: readonly WebConfig['authFlowType'][] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];

let current: WebConfig | undefined;

/** Checks a parsed /config.json against WebConfig; returns it typed, or throws naming the bad field. */
export function parseWebConfig(value: unknown): WebConfig {
  if (!value || typeof value !== 'object') throw new Error('/config.json is not an object');
  const record = value as Record<string, unknown>;
  for (const [field, required] of Object.entries(FIELDS)) {
    const v = record[field];
    if (v === undefined && !required) continue;
    if (typeof v !== 'string' || (required && !v)) throw new Error(`/config.json: ${field} must be a string`);
  }
  if (!AUTH_FLOWS.includes(record.authFlowType as WebConfig['authFlowType'])) throw new Error('/config.json: authFlowType is not supported');
  return record as unknown as WebConfig;
}

/**
 * Fetches and checks `/config.json`.
 * Returns the config; throws when the file is missing or malformed.
 */
export async function loadWebConfig(): Promise<WebConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/config.json answered ${res.status}`);
  current = parseWebConfig(await res.json());
  return current;
}

/** The loaded config; throws when called before loadWebConfig resolved (a boot-order mistake). */
export function webConfig(): WebConfig {
  if (!current) throw new Error('Web config not loaded yet');
  return current;
}
