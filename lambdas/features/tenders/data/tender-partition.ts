/**
 * The tender's partition as a whole: every item keyed by the tender alone (its attachments, bids, history, and any
 * collection a later feature adds there, such as questions or versions) shares the tender item's partition key.
 * The tender's deletion sweeps it, so a collection added later is deleted with the tender without being listed here.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../table/client';
import { writeAll } from '../../../table/batch-writes';
import { PK, SK, useTable } from '../../../table/entity-parts';
import { tableOf } from '../../../table/model-table';
import { tenderModel, tenderSiteModel } from './tender-models';

const tenders = tableOf(tenderModel);
const siteItems = tableOf(tenderSiteModel);

/** Keys read per page of the sweep (keys only, so a page is cheap). */
const SWEEP_PAGE = 500;

/**
 * Deletes every item of the tender's partition except the tender item and its site item, which the delete's last
 * transaction removes (deleteTenderItem): page by page (keys only), BatchWriteItem by 25 with unprocessed deletes
 * sent again (writeAll). Returns how many items it deleted. Throws UnprocessedItemsError (503) or DynamoDB's error:
 * the tender item is still there, so a retry of the delete resumes.
 */
export async function deletePartitionRest(tenderId: string): Promise<number> {
  const tenderKey = tenders.key({ tenderId });
  const keep = new Set([tenderKey[SK], siteItems.key({ tenderId })[SK]]);
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({
        TableName: useTable(),
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
        ExpressionAttributeValues: { ':pk': tenderKey[PK] },
        ProjectionExpression: '#pk, #sk',
        Limit: SWEEP_PAGE,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const keys = (out.Items ?? []).filter((item) => !keep.has(item[SK] as string));
    await writeAll(keys.map((item) => ({ DeleteRequest: { Key: { [PK]: item[PK], [SK]: item[SK] } } })));
    deleted += keys.length;
    start = out.LastEvaluatedKey;
  } while (start);
  return deleted;
}
