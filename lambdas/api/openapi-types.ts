/**
 * The web app's API types: openapi-typescript's `paths` (and `components`, `operations`) for the OpenAPI
 * document of the route table, committed as web/src/lib/api/schema.d.ts and read by the typed client
 * (openapi-fetch). `npm run api:types` writes the file; a unit test fails when it is stale.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { openApiDocument } from './openapi';

/** The committed file, relative to the repository root. */
export const API_TYPES_FILE = 'web/src/lib/api/schema.d.ts';

const HEADER = `/**
 * The HTTP API's types, generated from the route table's OpenAPI document (lambdas/api/openapi.ts) by
 * \`npm run api:types\`. Do not edit: change the route table or its schemas and generate again.
 */

`;

/** The text of API_TYPES_FILE for the current route table and schemas. Throws when openapi-typescript rejects the document. */
export async function openApiTypes(): Promise<string> {
  const ast = await openapiTS(openApiDocument() as unknown as OpenAPI3, { silent: true });
  return HEADER + astToString(ast);
}
