/**
 * The reads and writes of one model of the single table over the DocumentClient: what the data modules
 * did with ElectroDB, through the item codec (table/item-codec.ts) that writes ElectroDB's items, so items written
 * either way read the same. `tableOf(model)` gives a model's operations; `transactWrite` sends the `*Item` parts of
 * several as one transaction. Every call points at TABLE_NAME at its time (useTable).
 *
 * Cursors are ElectroDB's: the LastEvaluatedKey as base64url JSON; one that does not decode is an
 * InvalidCursorError (the request pipeline seals cursors before they leave, kernel/sealed-cursor.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';
import { PK, SK, useTable } from './entity-parts';
import { getAll, type GetAllOptions, type WriteRequest } from './batch-writes';
import { allOf, Placeholders, whereText, type WhereCallback } from './expressions';
import { type ItemChange, ItemCodecError, itemOf, keyOf, type KeyRange, type ModelLiteral, queryOf, recordOf, updateOf } from './item-codec';

/** One part of a TransactWriteItems request. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The options of a Query: order (default ascending), DynamoDB's Limit, the cursor to resume at, pages to read. */
export interface QueryOptions {
  order?: 'asc' | 'desc';
  /** DynamoDB's Limit: items read per page, before the filter. */
  limit?: number;
  cursor?: string | null;
  /** DynamoDB pages to read (default 1), or every page. */
  pages?: number | 'all';
  /** A filter on the items read. */
  where?: WhereCallback;
  range?: KeyRange;
  consistent?: boolean;
  /** Only these attributes (and the identifiers). */
  attributes?: readonly string[];
}

/** A page of a Query: the records of the model, and where to resume (null at the end). */
export interface QueryPage<T> {
  items: T[];
  cursor: string | null;
}

/** `key` (a LastEvaluatedKey) as a cursor: base64url JSON, null when absent. */
export function cursorOf(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A cursor the model table cannot read: not base64url JSON of a key. The lists answer it with 400. */
export class InvalidCursorError extends ItemCodecError {
  override name = 'InvalidCursorError';
}

/**
 * Whether `error`, from a query given a cursor, means the cursor is bad: one the model table cannot read
 * (InvalidCursorError), or a key DynamoDB refuses as a start (ValidationException).
 */
export function isBadCursor(error: unknown): boolean {
  return error instanceof InvalidCursorError || (error as { name?: string } | undefined)?.name === 'ValidationException';
}

/** The key a cursor holds. Throws InvalidCursorError when it is not base64url JSON of an object. */
export function keyOfCursor(cursor: string): Record<string, unknown> {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new InvalidCursorError('Invalid cursor');
}

/** The operations of one model; `T` is its record (the attributes as stored). */
export class ModelTable<T> {
  constructor(readonly model: ModelLiteral) {}

  /** The table key of the item `values` name. */
  key(values: Record<string, unknown>): Record<string, string> {
    return keyOf(this.model, values);
  }

  /** The record stored under `key`, or undefined (GetItem; `consistent` for a strong read). */
  async get(key: Record<string, unknown>, opts: { consistent?: boolean } = {}): Promise<T | undefined> {
    const out = await documentClient.send(new GetCommand({ TableName: useTable(), Key: this.key(key), ...(opts.consistent ? { ConsistentRead: true } : {}) }));
    return out.Item ? recordOf<T>(this.model, out.Item) : undefined;
  }

  /** The records of `keys` that exist, in no particular order (BatchGetItem through getAll, table/batch-writes.ts). */
  async getMany(keys: readonly Record<string, unknown>[], opts: GetAllOptions = {}): Promise<T[]> {
    if (keys.length === 0) return [];
    useTable();
    const { items } = await getAll(
      keys.map((k) => this.key(k)),
      opts,
    );
    return items.map((item) => recordOf<T>(this.model, item)).filter((r): r is T => r !== undefined);
  }

  /** A BatchWriteItem put of `values` (defaults applied), for writeAll (table/batch-writes.ts). */
  putRequest(values: Record<string, unknown>): WriteRequest {
    return { PutRequest: { Item: itemOf(this.model, values) } };
  }

  /** A BatchWriteItem delete of the item `key` names, for writeAll (table/batch-writes.ts). */
  deleteRequest(key: Record<string, unknown>): WriteRequest {
    return { DeleteRequest: { Key: this.key(key) } };
  }

  /** The Put of `values` (defaults applied); `ifAbsent` only when no item has its key (ElectroDB's create). */
  putItem(values: Record<string, unknown>, opts: { ifAbsent?: boolean; where?: WhereCallback } = {}): TransactItem {
    return { Put: this.putInput(values, opts) };
  }

  private putInput(values: Record<string, unknown>, opts: { ifAbsent?: boolean; where?: WhereCallback }) {
    const p = new Placeholders();
    const Item = itemOf(this.model, values);
    const absent = opts.ifAbsent ? `attribute_not_exists(${p.name(PK)}) AND attribute_not_exists(${p.name(SK)})` : undefined;
    const condition = allOf([absent, whereText(opts.where, this.model.attributes, p)]);
    return { TableName: useTable(), Item, ...(condition ? { ConditionExpression: condition } : {}), ...p.input() };
  }

  /**
   * Stores `values` as a new item; throws ConditionalCheckFailedException when one has its key. With `also`, one
   * TransactWriteItems of the put and those parts (TransactionCanceledException when a condition fails). Returns the record.
   */
  async create(values: Record<string, unknown>, opts: { also?: readonly TransactItem[] } = {}): Promise<T> {
    const input = this.putInput(values, { ifAbsent: true });
    if (opts.also?.length) await transactWrite([{ Put: input }, ...opts.also]);
    else await documentClient.send(new PutCommand(input));
    return recordOf<T>(this.model, input.Item)!;
  }

  /** Stores `values`, replacing any item with its key (under `where`, when given). Returns the record. */
  async put(values: Record<string, unknown>, opts: { where?: WhereCallback } = {}): Promise<T> {
    const input = this.putInput(values, opts);
    await documentClient.send(new PutCommand(input));
    return recordOf<T>(this.model, input.Item)!;
  }

  /** The UpdateItem of `change` to the item `key` names; `mustExist` for ElectroDB's patch (item-codec.ts updateOf). */
  updateItem(key: Record<string, unknown>, change: ItemChange, opts: { mustExist?: boolean } = {}): TransactItem {
    return { Update: { TableName: useTable(), ...updateOf(this.model, key, change, opts) } };
  }

  /**
   * Applies `change` to the item `key` names, which must exist (ElectroDB's patch). Returns the record as stored
   * after it. Throws ConditionalCheckFailedException when it does not exist or the condition fails.
   */
  async patch(key: Record<string, unknown>, change: ItemChange): Promise<T> {
    return (await this.send(key, change, true, 'ALL_NEW'))!;
  }

  /** Applies `change` to the item `key` names, creating it when absent. Returns the record as stored after it. */
  async update(key: Record<string, unknown>, change: ItemChange): Promise<T> {
    return (await this.send(key, change, false, 'ALL_NEW'))!;
  }

  /** patch or update (`mustExist`) without reading the item back: for writes whose caller needs nothing of it. */
  async write(key: Record<string, unknown>, change: ItemChange, opts: { mustExist?: boolean } = {}): Promise<void> {
    await this.send(key, change, opts.mustExist ?? false, 'NONE');
  }

  private async send(key: Record<string, unknown>, change: ItemChange, mustExist: boolean, returnValues: 'ALL_NEW' | 'NONE'): Promise<T | undefined> {
    const out = await documentClient.send(new UpdateCommand({ TableName: useTable(), ...updateOf(this.model, key, change, { mustExist }), ReturnValues: returnValues }));
    return out?.Attributes ? recordOf<T>(this.model, out.Attributes) : undefined;
  }

  /** The DeleteItem of the item `key` names, under `where`; `mustExist` fails when there is none. */
  deleteItem(key: Record<string, unknown>, opts: { where?: WhereCallback; mustExist?: boolean } = {}): TransactItem {
    return { Delete: this.deleteInput(key, opts) };
  }

  private deleteInput(key: Record<string, unknown>, opts: { where?: WhereCallback; mustExist?: boolean }) {
    const p = new Placeholders();
    const exists = opts.mustExist ? `attribute_exists(${p.name(PK)}) AND attribute_exists(${p.name(SK)})` : undefined;
    const condition = allOf([exists, whereText(opts.where, this.model.attributes, p)]);
    return { TableName: useTable(), Key: this.key(key), ...(condition ? { ConditionExpression: condition } : {}), ...p.input() };
  }

  /** Deletes the item `key` names (no error when there is none, unless `mustExist`); under `where` when given. */
  async delete(key: Record<string, unknown>, opts: { where?: WhereCallback; mustExist?: boolean } = {}): Promise<void> {
    await documentClient.send(new DeleteCommand(this.deleteInput(key, opts)));
  }

  /** A transaction's check that the item `key` names meets `where`. */
  checkItem(key: Record<string, unknown>, where: WhereCallback): TransactItem {
    const p = new Placeholders();
    const condition = whereText(where, this.model.attributes, p) ?? `attribute_exists(${p.name(PK)})`;
    return { ConditionCheck: { TableName: useTable(), Key: this.key(key), ConditionExpression: condition, ...p.input() } };
  }

  /** The QueryCommand input of index `indexName` for `values` and `opts` (cursor, order, limit, filter, projection). */
  queryInput(indexName: string, values: Record<string, unknown>, opts: QueryOptions = {}): QueryCommandInput {
    return queryInputOf(this.model, indexName, values, opts);
  }

  /**
   * The records index `indexName` holds for `values`: `opts.pages` DynamoDB pages (default 1) of up to
   * `opts.limit` items read, items of other models left out, and the cursor after the last page read.
   */
  async query(indexName: string, values: Record<string, unknown>, opts: QueryOptions = {}): Promise<QueryPage<T>> {
    const { raw, cursor } = await queryPages(this.queryInput(indexName, values, opts), opts.pages);
    return { items: raw.map((item) => recordOf<T>(this.model, item)).filter((r): r is T => r !== undefined), cursor };
  }

  /** Every record index `indexName` holds for `values` (all pages). */
  async queryAll(indexName: string, values: Record<string, unknown>, opts: Omit<QueryOptions, 'pages' | 'cursor'> = {}): Promise<T[]> {
    return (await this.query(indexName, values, { ...opts, pages: 'all' })).items;
  }
}

/** The QueryCommand input of `m`'s index `indexName` for `values` and `opts`. */
function queryInputOf(m: ModelLiteral, indexName: string, values: Record<string, unknown>, opts: QueryOptions): QueryCommandInput {
  const query = queryOf(m, indexName, values, opts.range);
  const p = new Placeholders();
  const filter = whereText(opts.where, m.attributes, p);
  const projection = opts.attributes ? [...opts.attributes.map((a) => m.attributes[a]?.field ?? a), '__edb_e__', '__edb_v__'].map((f) => p.name(f)).join(', ') : undefined;
  const shared = p.input();
  return {
    TableName: useTable(),
    ...query,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...shared.ExpressionAttributeNames },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...shared.ExpressionAttributeValues },
    ...(filter ? { FilterExpression: filter } : {}),
    ...(projection ? { ProjectionExpression: projection } : {}),
    ...(opts.order ? { ScanIndexForward: opts.order === 'asc' } : {}),
    ...(opts.limit !== undefined ? { Limit: opts.limit } : {}),
    ...(opts.consistent ? { ConsistentRead: true } : {}),
    ...(opts.cursor ? { ExclusiveStartKey: keyOfCursor(opts.cursor) } : {}),
  };
}

/** The raw items of `pages` pages (default 1, or 'all') of `input`, and the cursor after the last. */
export async function queryPages(input: QueryCommandInput, pages: number | 'all' = 1): Promise<{ raw: Record<string, unknown>[]; cursor: string | null }> {
  const raw: Record<string, unknown>[] = [];
  let start = input.ExclusiveStartKey;
  for (let page = 0; pages === 'all' || page < pages; page++) {
    const out = await documentClient.send(new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
    raw.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
    if (!start) break;
  }
  return { raw, cursor: cursorOf(start) };
}

/** The operations of `model` (a literal, `as const satisfies ModelLiteral`); `T` is its record. */
export function tableOf<T>(model: ModelLiteral): ModelTable<T> {
  return new ModelTable<T>(model);
}

/**
 * Every record of a collection: the items of one partition whose sort key starts with the collection's name,
 * by model (`models` by name, each a member of `collection` with the same partition key). All pages.
 */
export async function queryCollection<M extends Record<string, ModelLiteral>>(
  models: M,
  collection: string,
  values: Record<string, unknown>,
  opts: { consistent?: boolean } = {},
): Promise<{ [K in keyof M]: Record<string, unknown>[] }> {
  const first = Object.values(models)[0]!;
  const index = Object.entries(first.indexes).find(([, i]) => i.collection === collection);
  if (!index) throw new ItemCodecError(`${first.model.entity} is not in the collection ${collection}`);
  const query = queryOf(first, index[0], values);
  const prefix = `$${collection}`;
  const casing = index[1].sk.casing;
  const sortKey = casing === 'none' ? prefix : casing === 'upper' ? prefix.toUpperCase() : prefix.toLowerCase();
  const input: QueryCommandInput = {
    TableName: useTable(),
    ...query,
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':sk1': sortKey },
    ...(opts.consistent ? { ConsistentRead: true } : {}),
  };
  const { raw } = await queryPages(input, 'all');
  const out = Object.fromEntries(Object.keys(models).map((k) => [k, [] as Record<string, unknown>[]])) as { [K in keyof M]: Record<string, unknown>[] };
  for (const item of raw) {
    for (const [name, m] of Object.entries(models)) {
      const record = recordOf<Record<string, unknown>>(m, item);
      if (record) (out[name as keyof M] as Record<string, unknown>[]).push(record);
    }
  }
  return out;
}

/** Sends `items` as one TransactWriteItems (at most 100). Throws TransactionCanceledException when a condition fails. */
export async function transactWrite(items: readonly TransactItem[]): Promise<void> {
  await documentClient.send(new TransactWriteCommand({ TransactItems: [...items] }));
}
