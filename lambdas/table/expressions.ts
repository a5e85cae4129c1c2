/**
 * DynamoDB expressions of a model's attributes: placeholders for names and values, and the `where` callbacks of
 * conditions and filters (what ElectroDB's `where` did, without ElectroDB at run time). A where
 * callback takes the model's attribute references and the operations, and returns the expression text; the same
 * callbacks serve every write and query (table/conditions.ts builds them from the domain rules).
 */

/** An attribute of a model inside a where callback: opaque, only the operations read it. */
export interface AttributeRef {
  readonly name: string;
  readonly field: string;
}

/** The operations of a where callback; each returns an expression fragment. */
export interface WhereOps {
  eq: (attribute: unknown, value: unknown) => string;
  ne: (attribute: unknown, value: unknown) => string;
  gt: (attribute: unknown, value: unknown) => string;
  gte: (attribute: unknown, value: unknown) => string;
  lt: (attribute: unknown, value: unknown) => string;
  lte: (attribute: unknown, value: unknown) => string;
  between: (attribute: unknown, low: unknown, high: unknown) => string;
  begins: (attribute: unknown, prefix: unknown) => string;
  contains: (attribute: unknown, value: unknown) => string;
  notContains: (attribute: unknown, value: unknown) => string;
  exists: (attribute: unknown) => string;
  notExists: (attribute: unknown) => string;
}

/** A where callback: the model's attribute references by name, and the operations. */
export type WhereCallback = (attributes: Record<string, AttributeRef>, op: WhereOps) => string;

/** Why an expression cannot be built: an attribute the model does not have. */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

/**
 * The names and values one request's expressions share, named as ElectroDB names them (`#status`, `:status0` in a
 * condition, `:status_u0` in an update), so a request reads the same whichever wrote it. `input` is what the
 * request sends (absent when empty, as DynamoDB requires).
 */
export class Placeholders {
  private readonly names: Record<string, string> = {};
  private readonly values: Record<string, unknown> = {};
  private readonly counts: Record<string, number> = {};

  /** The placeholder of stored `field`: `#` and its attribute's name `label` (default the field), letters, digits and `_` kept. */
  name(field: string, label = field): string {
    const base = `#${safe(label)}`;
    let key = base;
    for (let n = 1; this.names[key] !== undefined && this.names[key] !== field; n++) key = `${base}_${n}`;
    this.names[key] = field;
    return key;
  }

  /** A new placeholder holding `value`: `:label0`, `:label1`… in a condition; `:label_u0`… with `update`. */
  value(value: unknown, label = 'v', update = false): string {
    const base = `:${safe(label)}${update ? '_u' : ''}`;
    const n = this.counts[base] ?? 0;
    this.counts[base] = n + 1;
    const key = `${base}${n}`;
    this.values[key] = value;
    return key;
  }

  /** ExpressionAttributeNames and ExpressionAttributeValues, each only when not empty. */
  input(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(Object.keys(this.names).length ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

function safe(label: string): string {
  return label.replace(/[^A-Za-z0-9_]/g, '_');
}

function refOf(attribute: unknown): AttributeRef {
  const ref = attribute as AttributeRef | undefined;
  if (typeof ref?.field !== 'string') throw new ExpressionError('A condition names an attribute the model does not have');
  return ref;
}

/** The operations of a where callback, writing into `p`. */
export function whereOps(p: Placeholders): WhereOps {
  const name = (a: unknown) => {
    const ref = refOf(a);
    return p.name(ref.field, ref.name);
  };
  const value = (a: unknown, v: unknown) => p.value(v, refOf(a).name);
  const compare = (symbol: string) => (a: unknown, v: unknown) => `${name(a)} ${symbol} ${value(a, v)}`;
  return {
    eq: compare('='),
    ne: compare('<>'),
    gt: compare('>'),
    gte: compare('>='),
    lt: compare('<'),
    lte: compare('<='),
    between: (a, low, high) => `(${name(a)} between ${value(a, low)} and ${value(a, high)})`,
    begins: (a, prefix) => `begins_with(${name(a)}, ${value(a, prefix)})`,
    contains: (a, v) => `contains(${name(a)}, ${value(a, v)})`,
    notContains: (a, v) => `not contains(${name(a)}, ${value(a, v)})`,
    exists: (a) => `attribute_exists(${name(a)})`,
    notExists: (a) => `attribute_not_exists(${name(a)})`,
  };
}

/** The attribute references of a model: each attribute name to itself and its stored field. */
export function attributeRefs(attributes: Readonly<Record<string, { readonly field?: string }>>): Record<string, AttributeRef> {
  return Object.fromEntries(Object.entries(attributes).map(([name, a]) => [name, { name, field: a.field ?? name }]));
}

/** The expression of a where callback over `attributes`, its placeholders in `p`; undefined when it is empty. */
export function whereText(where: WhereCallback | undefined, attributes: Readonly<Record<string, { readonly field?: string }>>, p: Placeholders): string | undefined {
  if (!where) return undefined;
  const text = where(attributeRefs(attributes), whereOps(p)).trim();
  return text === '' ? undefined : text;
}

/** `parts` joined with AND, one holding an OR in parentheses; undefined when none. */
export function allOf(parts: readonly (string | undefined)[]): string | undefined {
  const present = parts.filter((x): x is string => !!x);
  if (present.length <= 1) return present[0];
  return present.map((x) => (/\bOR\b/i.test(x) ? `(${x})` : x)).join(' AND ');
}
