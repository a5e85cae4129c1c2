/**
 * Validators of the OCDS 1.1.5 release and release package schemas (test/fixtures/ocds/, JSON Schema draft-04):
 * ajv-draft-04 with ajv-formats (date-time, uri), the release schema registered under its own id, which the package
 * schema's `releases` refer to. Not strict about the standard's own keywords (codelist, openCodelist, deprecated).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'ocds');
const read = (name: string) => JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as { id: string };

/** Validators of a release and a release package; `errorsOf(v)` prints the last refusal of `v`. */
export function ocdsValidators(): { validRelease: ValidateFunction; validPackage: ValidateFunction; errorsOf: (v: ValidateFunction) => string } {
  const releaseSchema = read('release-schema.json');
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(releaseSchema, releaseSchema.id);
  return {
    validRelease: ajv.getSchema(releaseSchema.id)!,
    validPackage: ajv.compile(read('release-package-schema.json')),
    errorsOf: (v) => JSON.stringify(v.errors, null, 1),
  };
}
