/**
 * The physical design of the single DynamoDB table: key attribute names, global secondary indexes
 * and the TTL attribute. Read by the CDK data construct, the local table setup and the entity models
 * (lambdas/table/entities.ts), so the design lives in this one place. docs/data-model.md lists the
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
    /**
     * Open tenders by the geohash of their site (the map): sparse, only Open tenders with a site
     * (the award removes the keys). Projects only what a map query reads and filters on (INCLUDE), so its
     * cost does not grow with the tenders' descriptions (searchText is projected, for the search filter).
     * The geometry itself is a separate item (TenderSiteEntity) that only the detail reads.
     */
    {
      indexName: 'gsi4',
      partitionKey: 'gsi4pk',
      sortKey: 'gsi4sk',
      include: ['__edb_e__', '__edb_v__', 'tenderId', 'title', 'location', 'budgetCents', 'expiryDate', 'status', 'deletingAt', 'searchText', 'siteLon', 'siteLat', 'siteAreaM2'],
    },
  ],
} as const;

/** Non-key attributes an index projects: all of the item, or only the `include` list. */
export function projectedAttributes(index: (typeof tableDesign.globalIndexes)[number]): readonly string[] | 'ALL' {
  return 'include' in index ? index.include : 'ALL';
}

export type GlobalIndexName = (typeof tableDesign.globalIndexes)[number]['indexName'];

/**
 * The key attributes of an item as a Query on `indexName` returns them in LastEvaluatedKey: the table's
 * partition and sort keys, then the index's.
 */
export function itemKeyNamesOn(indexName: GlobalIndexName): { keyNames: string[]; partitionKey: string; sortKey: string } {
  const gsi = tableDesign.globalIndexes.find((g) => g.indexName === indexName)!;
  return { keyNames: [tableDesign.partitionKey, tableDesign.sortKey, gsi.partitionKey, gsi.sortKey], partitionKey: gsi.partitionKey, sortKey: gsi.sortKey };
}
