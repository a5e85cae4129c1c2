/**
 * Arbitraries for the fuzzer: well-shaped inputs derived from the routes' own zod schemas
 * (through zod's JSON Schema export, so the fuzzer follows every schema change), and hostile mutations
 * of them: wrong types, missing and extra fields, 1 MB strings, deep nesting, invalid JSON, `__proto__`
 * and `constructor` keys, NUL and right-to-left characters, huge and negative numbers, path tricks.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { core } from 'zod/mini';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};

/** Strings that have broken parsers and file systems before. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Egpj.exe',
  '\u200F\u200E',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  'staging/../../tenders/x/y/z.pdf',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '😀'.repeat(50),
  '\uD800',
  'a'.repeat(10_000),
  // Control characters beyond NUL: bell, backspace, an ANSI escape, line separators, BOM.
  '\u0007\u0008\u001b[2J',
  'line\u2028break\u2029\u0085',
  '\uFEFFtab\tnew\nline\r',
] as const;

/** Dates no person means: past year 9999 (stored '+010000-…'), before year 1, the epoch's limits. */
export const HOSTILE_DATES = [
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '0001-01-01',
  '0000-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01',
] as const;

/** Numbers at the edges: huge, negative, fractional, and what JSON turns into null. */
export const HOSTILE_NUMBERS = [0, -1, -0.001, 0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 123.456789, Number.NaN, Number.POSITIVE_INFINITY] as const;

/** The JSON Schema of a zod schema's input side. */
export function jsonSchemaOf(schema: core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/** A fast-check arbitrary producing values that satisfy (most of) `schema`; `depth` bounds recursion. */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time' || schema.format === 'date')
        return fc.oneof(
          {
            weight: 4,
            arbitrary: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, schema.format === 'date' ? 10 : undefined)),
          },
          { weight: 1, arbitrary: fc.constantFrom<string>(...HOSTILE_DATES) },
        );
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300), unit: 'grapheme' });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER), max: Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, depth + 1) : fc.anything(), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = arbitraryOf(v, depth + 1);
      const base = fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
      if (schema.propertyNames?.enum && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.constantFrom(...(schema.propertyNames.enum as string[])), arbitraryOf(schema.additionalProperties, depth + 1), { maxKeys: 5 });
      }
      return base;
    }
    default:
      return depth > 2 ? fc.constant('x') : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Nested arrays `depth` levels deep, as JSON text. */
export function deepNesting(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** A request body as raw text: a well-shaped value, or one of the hostile mutations of it. */
export function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<{ kind: string; text: string }> {
  const valid = arbitraryOf(schema);
  const asJson = (kind: string) => (v: unknown) => ({ kind, text: JSON.stringify(v) });
  const fields = Object.keys(schema.properties ?? {});
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x');
  const hostileValue = fc.oneof(fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_DATES, ...HOSTILE_NUMBERS, null, true, [], {}, [[[]]], { $ne: null }), fc.anything({ maxDepth: 3 }));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(asJson('valid')) },
    // one field of a valid body replaced by a hostile or wrongly typed value
    { weight: 4, arbitrary: fc.tuple(valid, field, hostileValue).map(([v, f, h]) => asJson('hostile field')({ ...(v as object), [f]: h })) },
    // a required field missing
    {
      weight: 1,
      arbitrary: fc.tuple(valid, field).map(([v, f]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[f];
        return asJson('missing field')(copy);
      }),
    },
    // extra fields, including prototype keys (written as JSON text so they reach the server as own keys)
    {
      weight: 2,
      arbitrary: valid.map((v) => ({
        kind: 'prototype keys',
        text: JSON.stringify(v).replace(/^\{/, '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},"extra":"field",').replace(/,\}$/, '}'),
      })),
    },
    // a 1 MB string in a field
    { weight: 1, arbitrary: fc.tuple(valid, field).map(([v, f]) => asJson('1 MB string')({ ...(v as object), [f]: 'x'.repeat(1024 * 1024) })) },
    // not an object, deep nesting, invalid JSON
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('null', '[]', '"text"', '42', 'true', '{', '{"a":', '\u0000', '{"a":1,}', "{'a':1}", deepNesting(5_000), deepNesting(100_000))
        .map((text) => ({ kind: 'not an object', text })),
    },
  );
}

/** `encodeURIComponent`, with a lone surrogate (which it refuses) sent as its raw UTF-8 bytes. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path parameter: a plausible id, or a hostile one (URL-encoded as the browser would send it). */
export const pathParamArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== '').map((s) => s.slice(0, 300)), 'undefined', 'null', '0', '-1', 'a'.repeat(101), '%00', '..', '.').map(encodeSegment),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeSegment),
);

/** `decodeURIComponent` that leaves a segment it cannot decode as it is. */
export function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A query string: well-shaped values from the schema, or hostile ones, possibly repeated keys. */
export function queryArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const keys = Object.keys(schema.properties ?? {});
  const value = fc.oneof(
    arbitraryOf({ type: 'object', properties: schema.properties }).map((v) => v as Record<string, unknown>),
    fc.dictionary(
      fc.constantFrom(...keys, '__proto__', 'constructor', 'x'),
      fc.oneof(fc.constantFrom<unknown>(...HOSTILE_STRINGS.slice(0, 14)), fc.string({ maxLength: 30 }), fc.base64String({ maxLength: 200 })),
      { maxKeys: 4 },
    ),
  );
  // Tampered cursors: valid base64 of JSON whose key values are empty, of another item, or of another shape.
  const tamperedCursor = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom<unknown>([{ pk: '', sk: '' }], { pk: '$geotender#tenderid_x', sk: '' }, [{ gsi1pk: 'x', gsi1sk: 'y', pk: 'z', sk: 'w' }], [null], { __proto__: { pk: 1 } }),
    )
    .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url'));
  const withCursor = keys.includes('cursor') ? fc.tuple(value, fc.option(tamperedCursor, { nil: undefined })).map(([v, c]) => (c ? { ...v, cursor: c } : v)) : value;
  return fc.tuple(withCursor, fc.boolean()).map(([v, repeat]) => {
    const params = new URLSearchParams();
    for (const [k, val] of Object.entries(v)) if (val !== undefined && val !== null) params.append(k, String(val));
    if (repeat && keys[0]) params.append(keys[0], 'again');
    return params.toString();
  });
}

/**
 * Cursors anyone can make without the key, 40 kinds: the readable cursors of before (base64
 * JSON of keys, empty, foreign, over-long or of another shape), bytes that are not base64url, and `real` (a
 * cursor the server sealed for another request) cut, lengthened, with one bit flipped in each part, or
 * re-encoded. Every one must be answered 400 'Invalid cursor'.
 */
export function tamperedCursors(real: string): string[] {
  const json = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const bytes = Buffer.from(real, 'base64url');
  const flipped = (i: number) => {
    const copy = Buffer.from(bytes);
    copy[i % copy.length]! ^= 0x01;
    return copy.toString('base64url');
  };
  return [
    json({ v: 1, p: [{ pk: '', sk: '', gsi1pk: '', gsi1sk: '' }] }),
    json({ v: 1, p: [{ pk: 'x', sk: 'y', gsi1pk: '$geotender#status_open', gsi1sk: 'z' }] }),
    json({ v: 1, p: [null, null, null, null] }),
    json({ v: 1, p: [false] }),
    json({ v: 1, k: { pk: '$geotender#tenderid_x', sk: '$bid_1' }, n: 0 }),
    json({ v: 1, k: { pk: 'a', sk: 'b', gsi1pk: 'c', gsi1sk: 'd' }, n: -1 }),
    json({ v: 1, k: { pk: 'a'.repeat(5000) }, n: 1e9 }),
    json({ v: 2 }),
    json({ pk: { S: 'x' }, sk: { S: 'y' } }),
    json({ __proto__: { pk: 1 }, constructor: { prototype: {} } }),
    json([]),
    json(null),
    json('cursor'),
    json(42),
    Buffer.from('{"v":1,').toString('base64url'),
    Buffer.from('\u0000\u0001\u0002').toString('base64url'),
    'bm90LWEtY3Vyc29y',
    'forged',
    'A',
    'AAAA',
    '%00',
    '../../etc/passwd',
    '{"v":1}',
    'not base64!',
    `${real}=`,
    `${real} `,
    '-'.repeat(1999),
    'A'.repeat(2000),
    real.slice(0, -1),
    real.slice(0, 20),
    `${real}AA`,
    real.split('').reverse().join(''),
    real.toUpperCase(),
    flipped(0),
    flipped(5),
    flipped(20),
    flipped(bytes.length - 10),
    flipped(bytes.length - 1),
    Buffer.concat([bytes.subarray(0, 13), bytes.subarray(14)]).toString('base64url'),
    Buffer.from(real).toString('base64url'),
  ];
}

/**
 * Inner cursors the server never makes: sealed with the key, each reaches the list's own codec,
 * which must answer 400 'Invalid cursor', never 500, whatever DynamoDB would say of it as a start key.
 */
export function tamperedInnerCursors(partitionValues: string[]): string[] {
  const inner = (v: unknown) => JSON.stringify({ v: 1, ...(v as object) });
  const keys = (pk: string, extra: Record<string, unknown> = {}) => ({ pk: 'x', sk: 'y', gsi1pk: pk, gsi1sk: 'z', ...extra });
  const out = ['not json', '[]', 'null', '{"v":2}', inner({}), inner({ p: [] }), inner({ p: [true] }), inner({ k: null, n: 0 }), inner({ k: {}, n: 'x' })];
  for (const pk of partitionValues) {
    out.push(
      inner({ p: [keys(pk)] }),
      inner({ p: [keys(pk, { sk: '' })] }),
      inner({ p: [keys(pk, { gsi1sk: 'z'.repeat(2000) })] }),
      inner({ p: [keys(pk, { gsi1sk: '\u0000' })] }),
      inner({ k: keys(pk), n: 0 }),
      inner({ k: { pk, sk: 'outside-the-range', gsi1pk: pk, gsi1sk: '$zzz' }, n: 5 }),
      inner({ k: { pk: 'x', sk: 'y', gsi2pk: pk, gsi2sk: '~' }, n: 999_999 }),
    );
  }
  return out;
}
