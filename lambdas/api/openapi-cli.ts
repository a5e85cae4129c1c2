/**
 * The OpenAPI document on the command line:
 * - no arguments: prints it as JSON (`npm run openapi > openapi.json`);
 * - `--out <file>`: writes it as JSON to the file (`npm run lint:api` lints that copy);
 * - `--types`: writes the web app's generated API types (`npm run api:types`).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openApiDocument } from './openapi';
import { API_TYPES_FILE, openApiTypes } from './openapi-types';

const { values } = parseArgs({ options: { out: { type: 'string' }, types: { type: 'boolean' } } });

if (values.types) {
  writeFileSync(API_TYPES_FILE, await openApiTypes());
  process.stdout.write(`Wrote ${API_TYPES_FILE}\n`);
} else {
  const json = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  if (values.out) writeFileSync(values.out, json);
  else process.stdout.write(json);
}
