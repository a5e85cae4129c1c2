/**
 * The stand-in for the `jsonschema` package in function bundles (lambdas/kernel/jsonschema-lite.ts). ElectroDB
 * validates entity models with it and tells a raw model from an Entity by the same check, so for the type and
 * required checks it keeps, it must find what the real package finds, with the same paths and messages.
 */
import { Validator as JsonSchemaValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { Validator, type Schema } from '../../lambdas/kernel/jsonschema-lite';

/** The failures of a result as `path message`, the form ElectroDB puts into its InvalidModel error. */
const failures = (instance: unknown, schema: Schema) => new Validator().validate(instance, schema).errors.map((e) => `${e.property} ${e.message}`);

/** ElectroDB's v1 model schema, without the keywords neither validator follows here. */
const modelV1: Schema = {
  type: 'object',
  properties: {
    model: {
      type: 'object',
      required: true,
      properties: { entity: { type: 'string', required: true }, version: { type: 'string', required: true }, service: { type: 'string', required: true } },
    },
    table: { type: 'string' },
    attributes: { type: 'object' },
    indexes: { type: 'object' },
  },
  required: ['model', 'attributes', 'indexes'],
};

const validModel = { model: { entity: 'tender', version: '1', service: 'geotender' }, attributes: { tenderId: { type: 'string' } }, indexes: { byId: {} } };

describe('type checks', () => {
  it('checks each JSON type the way jsonschema does', () => {
    const cases: [unknown, string, boolean][] = [
      [{}, 'object', true],
      [[], 'object', false],
      [null, 'object', false],
      ['{}', 'object', false],
      [[], 'array', true],
      [{ length: 0 }, 'array', false],
      [3, 'integer', true],
      [3.5, 'integer', false],
      ['3', 'integer', false],
      [3.5, 'number', true],
      ['3', 'number', false],
      ['text', 'string', true],
      [1, 'string', false],
      [false, 'boolean', true],
      [0, 'boolean', false],
      [null, 'null', true],
      [0, 'null', false],
      [undefined, 'null', false],
      [Symbol('x'), 'any', true],
      [null, 'any', true],
    ];
    for (const [value, type, valid] of cases) {
      expect(new Validator().validate(value, { type }).valid, `${String(value)} as ${type}`).toBe(valid);
    }
  });

  it('accepts any of a list of types and anything when no type is given', () => {
    const schema = { type: ['string', 'null'] };
    expect(new Validator().validate('a', schema).valid).toBe(true);
    expect(new Validator().validate(null, schema).valid).toBe(true);
    expect(failures(1, schema)).toEqual(['instance is not of a type(s) string,null']);
    expect(new Validator().validate(1, {}).valid).toBe(true);
    expect(new Validator().validate([1], { type: ['object', 'array'] }).valid).toBe(true);
  });
});

describe('Validator.validate', () => {
  it('accepts a complete model and returns no errors', () => {
    expect(new Validator().validate(validModel, modelV1)).toEqual({ valid: true, errors: [] });
  });

  it('names the property that has the wrong type, with the type expected', () => {
    const result = new Validator().validate({ ...validModel, table: 7 }, modelV1);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ property: 'instance.table', message: 'is not of a type(s) string', argument: 'string' }]);
  });

  it('reports a property missing from a required list once, on the object that lacks it', () => {
    const result = new Validator().validate({ model: validModel.model, attributes: {} }, modelV1);
    expect(result.errors).toEqual([{ property: 'instance', message: 'requires property "indexes"', argument: 'indexes' }]);
  });

  it('reports a property marked required: true (draft 03) on the property itself', () => {
    const result = new Validator().validate({ ...validModel, model: { entity: 'tender', version: '1' } }, modelV1);
    expect(result.errors).toEqual([{ property: 'instance.model.service', message: 'is required', argument: 'service' }]);
  });

  it('reports every failure, at any depth', () => {
    expect(failures({ model: { entity: 1, version: '1' }, attributes: [] }, modelV1)).toEqual([
      'instance requires property "indexes"',
      'instance.model.entity is not of a type(s) string',
      'instance.model.service is required',
      'instance.attributes is not of a type(s) object',
    ]);
  });

  it('checks nothing inside a value of the wrong type', () => {
    expect(failures('tender', modelV1)).toEqual(['instance is not of a type(s) object']);
    expect(failures({ ...validModel, model: [] }, modelV1)).toEqual(['instance.model is not of a type(s) object']);
  });

  it('treats a property set to undefined as missing and one set to null as present', () => {
    expect(failures({ ...validModel, indexes: undefined }, modelV1)).toEqual(['instance requires property "indexes"']);
    expect(failures({ ...validModel, model: { ...validModel.model, service: undefined } }, modelV1)).toEqual(['instance.model.service is required']);
    expect(failures({ ...validModel, table: null }, modelV1)).toEqual(['instance.table is not of a type(s) string']);
    expect(failures({ a: null }, { type: 'object', required: ['a'], properties: { a: { required: true } } })).toEqual([]);
  });

  it('does not apply an optional property that is absent, nor object rules to a value without type', () => {
    expect(failures({ model: validModel.model, attributes: {}, indexes: {} }, modelV1)).toEqual([]);
    expect(failures([], { required: ['a'] })).toEqual([]);
    expect(failures('x', { required: ['a'], properties: { a: { required: true } } })).toEqual([]);
  });

  it('does not throw on odd instances', () => {
    for (const instance of [undefined, null, 0, '', [], Object.create(null)]) {
      expect(() => new Validator().validate(instance, modelV1)).not.toThrow();
      expect(new Validator().validate(instance, modelV1).valid).toBe(false);
    }
  });

  it('keeps format checks ElectroDB registers on the prototype without calling them, and ignores addSchema', () => {
    expect(Validator.prototype.customFormats).toEqual({});
    const v = new Validator();
    v.addSchema({ type: 'string' }, '/Attribute');
    expect(v.validate(validModel, modelV1).valid).toBe(true);
  });
});

describe('agreement with the jsonschema package', () => {
  it('finds the same failures, paths and messages for the type and required checks', () => {
    const instances: unknown[] = [
      validModel,
      {},
      'model',
      null,
      [],
      { model: { entity: 1, version: '1' }, attributes: [] },
      { ...validModel, table: null },
      { model: {}, attributes: 1, indexes: 'x', table: 't' },
      { model: { entity: 'e', version: 1, service: true }, attributes: {}, indexes: {} },
    ];
    const real = new JsonSchemaValidator();
    const sorted = (errors: { property: string; message: string }[]) => errors.map((e) => `${e.property} ${e.message}`).sort();
    for (const instance of instances) {
      const theirs = real.validate(instance, modelV1 as never);
      const ours = new Validator().validate(instance, modelV1);
      expect(ours.valid, JSON.stringify(instance)).toBe(theirs.valid);
      expect(sorted(ours.errors), JSON.stringify(instance)).toEqual(sorted(theirs.errors));
    }
  });
});
