/**
 * The physical design of the single DynamoDB table: key attribute names, global secondary indexes
 * and the TTL attribute. Read by the CDK data construct, the local table setup and the entity models
 * (lambdas/data/entities.ts), so the design lives in this one place. docs/data-model.md lists the
 * access patterns served by each index.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; items past it are deleted by DynamoDB TTL (WebSocket connections, staged records). */
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type GlobalIndexName = (typeof tableDesign.globalIndexes)[number]['indexName'];
