/**
 * Items of the single table from a model literal, without ElectroDB at run time (ElectroDB's import
 * and model building are most of a cold start's own cost). A model literal is the same object an ElectroDB
 * `Entity` is built from (one source of truth), and this module writes what ElectroDB writes for it: the
 * attributes under their fields, the keys of every index in ElectroDB's format, and the `__edb_e__`/`__edb_v__`
 * identifiers, so both read and write the same items. test/unit/item-codec.test.ts checks every function against
 * ElectroDB's own `params()` for each model that uses it.
 *
 * Supported: string, number, boolean, enum, list, map and any attributes, `required`, `default`, `field`; indexes
 * with `composite`, `casing`, `collection` and `condition` (a sparse index). Not supported (throws at the first
 * call): key templates and labels.
 */
import { allOf, Placeholders, whereText, type WhereCallback } from './expressions';

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
  /** A sparse index: an item has its keys only while this is true of its attributes. */
  readonly condition?: (attributes: never) => boolean;
  readonly pk: KeyLiteral;
  readonly sk: KeyLiteral;
}

/** An attribute of a model. */
export interface AttributeLiteral {
  readonly type: 'string' | 'number' | 'boolean' | 'list' | 'map' | 'any' | readonly string[];
  readonly items?: unknown;
  readonly properties?: unknown;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly default?: (() => unknown) | string | number | boolean;
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

function typeFits(type: AttributeLiteral['type'], value: unknown): boolean {
  if (Array.isArray(type)) return type.includes(value as string);
  if (type === 'any') return true;
  if (type === 'list') return Array.isArray(value);
  if (type === 'map') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === type;
}

function checkType(m: ModelLiteral, name: string, attribute: AttributeLiteral, value: unknown): void {
  const ok = typeFits(attribute.type, value);
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
    const value = values[name] ?? (typeof attribute.default === 'function' ? attribute.default() : attribute.default);
    if (value === undefined || value === null) {
      if (attribute.required) throw new ItemCodecError(`${m.model.entity}: ${name} is required`);
      continue;
    }
    checkType(m, name, attribute, value);
    resolved[name] = value;
    item[attribute.field ?? name] = value;
  }
  for (const index of Object.values(m.indexes)) {
    if (index.condition && !index.condition(resolved as never)) continue;
    // A secondary index's key lacking a part ends at its label, as ElectroDB writes it (e.g. `#digesthour_`).
    const partial = index.index !== undefined;
    item[index.pk.field] = composeKey(m, index, 'pk', resolved, partial);
    item[index.sk.field] = composeKey(m, index, 'sk', resolved, partial);
  }
  item[ENTITY] = m.model.entity;
  item[VERSION] = m.model.version;
  return item;
}

/** A condition on the sort key of a Query: the attributes given compose the key it compares with. */
export interface KeyRange {
  begins?: Record<string, unknown>;
  gt?: Record<string, unknown>;
  gte?: Record<string, unknown>;
  lt?: Record<string, unknown>;
  lte?: Record<string, unknown>;
}

const RANGE_SYMBOLS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/**
 * The Query input (without TableName) of index `indexName` of `m` for `values`: the partition key in full, the
 * sort key by `begins_with` of what `values` give of it, or by `range` (its attributes after those of `values`).
 * Throws ItemCodecError when a partition key part is missing.
 */
export function queryOf(m: ModelLiteral, indexName: string, values: Record<string, unknown>, range: KeyRange = {}) {
  const index = indexNamed(m, indexName);
  const [operation, bound] = (Object.entries(range).find(([, v]) => v !== undefined) ?? ['begins', undefined]) as [keyof KeyRange, Record<string, unknown> | undefined];
  const sortKey = bound === undefined ? composeKey(m, index, 'sk', values, true) : composeGiven(m, index, { ...values, ...bound });
  // Every part of the sort key given: that one key (as ElectroDB asks), not every key it begins.
  const whole = bound === undefined && index.sk.composite.every((name) => values[name] !== undefined && values[name] !== null && values[name] !== '');
  const condition = whole ? '#sk1 = :sk1' : operation === 'begins' ? 'begins_with(#sk1, :sk1)' : `#sk1 ${RANGE_SYMBOLS[operation]} :sk1`;
  return {
    ...(index.index ? { IndexName: index.index } : {}),
    KeyConditionExpression: `#pk = :pk and ${condition}`,
    ExpressionAttributeNames: { '#pk': index.pk.field, '#sk1': index.sk.field },
    ExpressionAttributeValues: { ':pk': composeKey(m, index, 'pk', values), ':sk1': sortKey },
  };
}

/** The sort key of `index` composed of the attributes `values` give, up to the first missing one (no label after). */
function composeGiven(m: ModelLiteral, index: IndexLiteral, values: Record<string, unknown>): string {
  let text = prefixOf(m, index, 'sk');
  for (const name of index.sk.composite) {
    const value = values[name];
    if (value === undefined || value === null || value === '') break;
    text += `#${name}_${String(value)}`;
  }
  return cased(text, index.sk.casing);
}

/** A change of one stored item: attributes to set, numbers to add to, attributes to remove, and its condition. */
export interface ItemChange {
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  remove?: readonly string[];
  /**
   * Attributes the change does not set but a key it rewrites is composed of (e.g. a tender's createdAt when its
   * status changes); the write is conditioned on each still being the stored value.
   */
  composite?: Record<string, unknown>;
  where?: WhereCallback;
}

/**
 * The UpdateItem input (without TableName) of `change` to the item of `m` that `key` names, as ElectroDB writes
 * it: SET the attributes, the table key's attributes and the identifiers (so an update that creates the item
 * makes one of `m`), SET every index key composed of a set attribute, REMOVE every index key one of whose
 * attributes is removed (both keys of an index one of whose attributes is set empty), ADD the numbers. The condition: the item exists (`mustExist`, ElectroDB's patch), the
 * `composite` attributes are unchanged, and `change.where`. Throws ItemCodecError for an unknown, read-only or
 * mistyped attribute, a removed required one, or a rewritten key missing one of its attributes.
 */
export function updateOf(m: ModelLiteral, key: Record<string, unknown>, change: ItemChange, opts: { mustExist?: boolean } = {}) {
  const p = new Placeholders();
  const table = tableIndex(m);
  const sets: string[] = [];
  const removes: string[] = [];
  const adds: string[] = [];
  const attribute = (name: string) => {
    const a = m.attributes[name];
    if (!a) throw new ItemCodecError(`${m.model.entity} has no attribute ${name}`);
    if (a.readOnly) throw new ItemCodecError(`${m.model.entity}: ${name} cannot be changed`);
    return a;
  };
  const set = Object.fromEntries(Object.entries(change.set ?? {}).filter(([, v]) => v !== undefined));
  for (const [name, value] of Object.entries(set)) {
    const a = attribute(name);
    checkType(m, name, a, value);
    sets.push(`${p.name(a.field ?? name, name)} = ${p.value(value, name, true)}`);
  }
  for (const [name, value] of Object.entries(change.add ?? {})) {
    const a = attribute(name);
    checkType(m, name, a, value);
    adds.push(`${p.name(a.field ?? name, name)} ${p.value(value, name, true)}`);
  }
  for (const name of change.remove ?? []) {
    const a = attribute(name);
    if (a.required) throw new ItemCodecError(`${m.model.entity}: ${name} is required`);
    removes.push(p.name(a.field ?? name, name));
  }
  const known = { ...key, ...change.composite, ...set };
  for (const index of Object.values(m.indexes)) {
    if (index === table) continue;
    const composites = [...index.pk.composite, ...index.sk.composite];
    // A sparse index whose condition the change makes false, or a key part set empty (a blanked e-mail): the item
    // leaves that index (both keys removed; an empty part is no key, as everywhere in this codec).
    const emptied = composites.some((c) => set[c] === '');
    if (emptied || (index.condition && composites.some((c) => c in set) && !index.condition(known as never))) {
      removes.push(p.name(index.pk.field), p.name(index.sk.field));
      continue;
    }
    for (const part of ['pk', 'sk'] as const) {
      const field = index[part].field;
      // A key without one of its parts is removed: the item leaves the index (it is sparse for that item).
      if (index[part].composite.some((c) => change.remove?.includes(c))) removes.push(p.name(field));
      else if (index[part].composite.some((c) => c in set)) sets.push(`${p.name(field)} = ${p.value(composeKey(m, index, part, known), field, true)}`);
    }
  }
  for (const name of [...table.pk.composite, ...table.sk.composite]) sets.push(`${p.name(m.attributes[name]?.field ?? name, name)} = ${p.value(key[name], name, true)}`);
  sets.push(`${p.name(ENTITY)} = ${p.value(m.model.entity, ENTITY, true)}`, `${p.name(VERSION)} = ${p.value(m.model.version, VERSION, true)}`);
  const exists = opts.mustExist ? `attribute_exists(${p.name(table.pk.field)}) AND attribute_exists(${p.name(table.sk.field)})` : undefined;
  const unchanged = Object.entries(change.composite ?? {}).map(([name, value]) => `${p.name(m.attributes[name]?.field ?? name, name)} = ${p.value(value, name)}`);
  const condition = allOf([exists, ...unchanged, whereText(change.where, m.attributes, p)]);
  const expression = [`SET ${sets.join(', ')}`, removes.length ? `REMOVE ${removes.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''].filter(Boolean).join(' ');
  return { Key: keyOf(m, key), UpdateExpression: expression, ...(condition ? { ConditionExpression: condition } : {}), ...p.input() };
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
