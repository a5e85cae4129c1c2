/**
 * What every ElectroDB model of the single table shares: the service name, the generic key fields pk/sk and
 * gsi1pk..gsi4sk of table-design.ts, the created/updated attributes and the client options. The TTL
 * attribute is `expiresAt` (epoch seconds). Also the registry of the models a bundle holds (`TableEntity`)
 * and `useTable`, which points them at TABLE_NAME (`onTable`): a function's bundle builds only the models its code
 * imports; entities.ts, which gathers every model into the Service, only where a collection
 * or a Service transaction is used.
 */
import { config } from '../kernel/config';
import { tableDesign } from './table-design';
import { documentClient } from './client';

export const SERVICE = 'geotender';
export const [gsi1, gsi2, gsi3, gsi4] = tableDesign.globalIndexes;
export const { partitionKey: PK, sortKey: SK } = tableDesign;

const now = () => new Date().toISOString();
/** The table name is set at first use (useTable), so importing this module needs no environment. */
export const options = () => ({ client: documentClient });

export const createdAt = { type: 'string', required: true, readOnly: true, default: now } as const;
/** Set at creation; updates that change what a person edited set it explicitly. */
export const updatedAt = { type: 'string', required: true, default: now } as const;

/** Anything whose table name useTable sets: each model, and entities.ts's Service. */
interface TableNamed {
  setTableName(name: string): void;
}

const registered: TableNamed[] = [];
let tableName: string | undefined;

/**
 * Registers the models a data module's entities file declares (and entities.ts's Service) with useTable, which
 * points each at TABLE_NAME (at once, when useTable already ran). Each *-entities.ts calls it once for its
 * models, so a bundle builds and names only the models its code imports.
 */
export function onTable(...items: TableNamed[]): void {
  for (const item of items) {
    registered.push(item);
    if (tableName !== undefined) item.setTableName(tableName);
  }
}

/** The models and services registered so far (for the test that every model is registered). */
export function tableModels(): readonly TableNamed[] {
  return registered;
}

/**
 * Points every ElectroDB model created so far (and each one created later) at TABLE_NAME, and returns the table
 * name; the model table calls it before each request (cheap: the models are renamed only when the name changed).
 */
export function useTable(): string {
  const name = config.tableName;
  if (name !== tableName) {
    for (const item of registered) item.setTableName(name);
    tableName = name;
  }
  return name;
}

/**
 * A deep copy of a model literal, functions (defaults) kept. ElectroDB adds to the literal it is built from, so an
 * `Entity` of a literal the item codec also reads (table/item-codec.ts) is built from a copy and the literal stays
 * as written.
 */
export function modelCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => modelCopy(v)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, modelCopy(v)])) as T;
  return value;
}
