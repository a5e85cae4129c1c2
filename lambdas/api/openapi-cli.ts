/** Prints the OpenAPI document as JSON (`npm run openapi > openapi.json`). */
import { openApiDocument } from './openapi';

process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
