/**
 * What every ElectroDB model of the single table shares: the service name, the generic key fields pk/sk and
 * gsi1pk..gsi4sk of table-design.ts, the created/updated attributes and the client options. The TTL
 * attribute is `expiresAt` (epoch seconds).
 */
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
