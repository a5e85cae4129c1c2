/**
 * Items of the single table from a model literal, without ElectroDB at run time (issue 23, 4: ElectroDB's import
 * and model building are most of a cold start's own cost). A model literal is the same object an ElectroDB
 * `Entity` is built from (one source of truth), and this module writes what ElectroDB writes for it: the
 * attributes under their fields, the keys of every index in ElectroDB's format, and the `__edb_e__`/`__edb_v__`
 * identifiers, so both read and write the same items. test/unit/item-codec.test.ts checks every function against
 * ElectroDB's own `params()` for each model that uses it.
 *
 * Supported: string, number, boolean and enum attributes, `required`, `default`, `field`; indexes with
 * `composite`, `casing` and `collection`. Not supported (throws at the first call): key templates and labels.
 */

/** One key of an index: its attribute, the attributes composed into it, and the case of the key. */
export interface KeyLiteral {
  readonly field: string;
  readonly composite: readonly string[];
  readonly casing?: 'none' | 'lower' | 'upper' | 'default';
  readonly template?: never;
}

/** An index of a model: the table's own when `index` is absent. */
export interface IndexLiteral {
  readonly index?: string;
  readonly collection?: string;
  readonly pk: KeyLiteral;
  readonly sk: KeyLiteral;
}

/** An attribute of a model. */
export interface AttributeLiteral {
  readonly type: 'string' | 'number' | 'boolean' | readonly string[];
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly default?: () => unknown;
  readonly field?: string;
}

/** A model literal as ElectroDB's `Entity` takes it. */
export interface ModelLiteral {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  readonly attributes: { readonly [name: string]: AttributeLiteral };
  readonly indexes: { readonly [name: string]: IndexLiteral };
}

const ENTITY = '__edb_e__';
const VERSION = '__edb_v__';

/** Why a value cannot be written: a missing required attribute, a wrong type, or a missing key part. */
export class ItemCodecError extends Error {
  override name = 'ItemCodecError';
}

function cased(key: string, casing: KeyLiteral['casing']): string {
  if (casing === 'none') return key;
  return casing === 'upper' ? key.toUpperCase() : key.toLowerCase();
}

function prefixOf(m: ModelLiteral, index: IndexLiteral, part: 'pk' | 'sk'): string {
  if (part === 'pk') return `$${m.model.service}`;
  const own = `$${m.model.entity}_${m.model.version}`;
  return index.collection ? `$${index.collection}#${own.slice(1)}` : own;
}

/**
 * One key of `index` from `values`. With `partial`, composes the attributes present up to the first missing one
 * and ends with that one's label (the prefix ElectroDB queries with `begins_with`); otherwise a missing part throws.
 */
function composeKey(m: ModelLiteral, index: IndexLiteral, part: 'pk' | 'sk', values: Record<string, unknown>, partial = false): string {
  const key = index[part];
  if (key.template !== undefined) throw new ItemCodecError(`Key templates are not supported (${m.model.entity})`);
  let text = prefixOf(m, index, part);
  for (const name of key.composite) {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (!partial) throw new ItemCodecError(`${m.model.entity}: ${name} is needed for the key ${key.field}`);
      text += `#${name}_`;
      break;
    }
    text += `#${name}_${String(value)}`;
  }
  return cased(text, key.casing);
}

function indexNamed(m: ModelLiteral, name: string): IndexLiteral {
  const index = m.indexes[name];
  if (!index) throw new ItemCodecError(`${m.model.entity} has no index ${name}`);
  return index;
}

function tableIndex(m: ModelLiteral): IndexLiteral {
  const index = Object.values(m.indexes).find((i) => i.index === undefined);
  if (!index) throw new ItemCodecError(`${m.model.entity} has no table index`);
  return index;
}

function checkType(m: ModelLiteral, name: string, attribute: AttributeLiteral, value: unknown): void {
  const ok = Array.isArray(attribute.type) ? attribute.type.includes(value as string) : typeof value === attribute.type;
  if (!ok) throw new ItemCodecError(`${m.model.entity}: ${name} must be ${Array.isArray(attribute.type) ? `one of ${attribute.type.join(', ')}` : attribute.type}`);
}

/**
 * The table key ({ pk, sk } under the table's key fields) of the item of `m` that `values` name.
 * Throws ItemCodecError when a key part is missing.
 */
export function keyOf(m: ModelLiteral, values: Record<string, unknown>): Record<string, string> {
  const index = tableIndex(m);
  return { [index.pk.field]: composeKey(m, index, 'pk', values), [index.sk.field]: composeKey(m, index, 'sk', values) };
}

/**
 * The whole item of `m` for a Put: each attribute (its default when absent) under its field, the keys of every
 * index and the identifiers. Throws ItemCodecError for a missing required attribute, a value of the wrong type or a
 * missing key part.
 */
export function itemOf(m: ModelLiteral, values: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const resolved: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(m.attributes)) {
    const value = values[name] ?? attribute.default?.();
    if (value === undefined || value === null) {
      if (attribute.required) throw new ItemCodecError(`${m.model.entity}: ${name} is required`);
      continue;
    }
    checkType(m, name, attribute, value);
    resolved[name] = value;
    item[attribute.field ?? name] = value;
  }
  for (const index of Object.values(m.indexes)) {
    item[index.pk.field] = composeKey(m, index, 'pk', resolved);
    item[index.sk.field] = composeKey(m, index, 'sk', resolved);
  }
  item[ENTITY] = m.model.entity;
  item[VERSION] = m.model.version;
  return item;
}

/**
 * The Query input (without TableName) of index `indexName` of `m` for `values`: the partition key in full, the
 * sort key by `begins_with` of what `values` give of it. Throws ItemCodecError when a partition key part is missing.
 */
export function queryOf(m: ModelLiteral, indexName: string, values: Record<string, unknown>) {
  const index = indexNamed(m, indexName);
  return {
    ...(index.index ? { IndexName: index.index } : {}),
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    ExpressionAttributeNames: { '#pk': index.pk.field, '#sk1': index.sk.field },
    ExpressionAttributeValues: { ':pk': composeKey(m, index, 'pk', values), ':sk1': composeKey(m, index, 'sk', values, true) },
  };
}

/**
 * The attributes of a stored item of `m` (fields back to attribute names, keys and identifiers left out), or
 * undefined when the item belongs to another model or version, as ElectroDB leaves such items out of a query.
 */
export function recordOf<T>(m: ModelLiteral, item: Record<string, unknown>): T | undefined {
  if (item[ENTITY] !== m.model.entity || item[VERSION] !== m.model.version) return undefined;
  const record: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(m.attributes)) {
    const value = item[attribute.field ?? name];
    if (value !== undefined) record[name] = value;
  }
  return record as T;
}
