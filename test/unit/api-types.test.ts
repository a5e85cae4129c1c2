/**
 * The web app's API types (web/src/lib/api/schema.d.ts) match the route table: a route, parameter or
 * schema changed without `npm run api:types` fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, openApiTypes } from '../../lambdas/api/openapi-types';

describe('generated API types', () => {
  it('are current: run `npm run api:types` after changing the route table or its schemas', async () => {
    const committed = readFileSync(new URL(`../../${API_TYPES_FILE}`, import.meta.url), 'utf8');
    expect(committed, `${API_TYPES_FILE} is stale: run npm run api:types`).toBe(await openApiTypes());
  }, 30_000);
});
