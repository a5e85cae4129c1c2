/**
 * Stands in for the `jsonschema` package (29 KB minified) inside function bundles: lib/bundling.ts aliases
 * `jsonschema` to this module. ElectroDB, its only user, validates entity models with it when an Entity is
 * constructed, and uses the same check to tell a raw model from an Entity instance when a Service joins
 * entities (an instance lacks the model's `attributes` and `indexes`). This module checks what the second
 * needs: `type` and required properties (`required: [...]` and the draft-03 `required: true`), through
 * nested `properties`. `$ref`, `patternProperties`, formats and the other keywords are not checked, so a
 * malformed attribute or index definition is not reported here: the unbundled code that the unit and
 * handler tests run uses the real package, which checks our models in full (test/stack/bundling.test.ts).
 */

/** The part of a JSON schema this module reads. */
export interface Schema {
  type?: string | string[];
  required?: boolean | string[];
  properties?: Record<string, Schema>;
}

/** One failed check, shaped like jsonschema's ValidationError (`property` is a path such as `instance.model`). */
export interface ValidationError {
  property: string;
  message: string;
  argument: unknown;
}

export interface ValidatorResult {
  valid: boolean;
  errors: ValidationError[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: string | string[] | undefined): boolean {
  if (type === undefined || type === 'any') return true;
  if (Array.isArray(type)) return type.some((t) => hasType(value, t));
  if (type === 'object') return isObject(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

function check(value: unknown, schema: Schema, path: string, errors: ValidationError[]): void {
  if (!hasType(value, schema.type)) {
    errors.push({ property: path, message: `is not of a type(s) ${String(schema.type)}`, argument: schema.type });
    return;
  }
  if (!isObject(value)) return;
  for (const key of Array.isArray(schema.required) ? schema.required : []) {
    if (value[key] === undefined) errors.push({ property: path, message: `requires property "${key}"`, argument: key });
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (value[key] !== undefined) check(value[key], child, `${path}.${key}`, errors);
    else if (child.required === true) errors.push({ property: `${path}.${key}`, message: 'is required', argument: key });
  }
}

/** jsonschema's Validator, reduced to type and required-property checks (see the module comment). */
export class Validator {
  /** Named format checks; ElectroDB registers some on the prototype. Formats are not checked here. */
  declare customFormats: Record<string, (input: unknown) => boolean>;

  /** Registers a schema for `$ref`; references are not followed here, so this keeps nothing. */
  addSchema(_schema?: Schema, _uri?: string): void {}

  /** Checks `instance` against `schema`; returns every failure found (none means valid). Never throws. */
  validate(instance: unknown, schema: Schema): ValidatorResult {
    const errors: ValidationError[] = [];
    check(instance, schema, 'instance', errors);
    return { valid: errors.length === 0, errors };
  }
}
Validator.prototype.customFormats = {};
