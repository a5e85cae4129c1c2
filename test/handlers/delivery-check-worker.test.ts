/**
 * The delivery-check worker and its queueing (lambdas/features/deliveries/workers/delivery-check-worker.ts,
 * check-queue.ts): one message per geodata file of a submitted delivery; the worker reads the file, stores the report
 * on the file item by one conditional UpdateItem, writes nothing for a message handled again, and turns a hostile or
 * oversized file into a 'could not check' report rather than a failure.
 */
import './env';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDeliveryFile, type DeliveryFileItem } from '../../lambdas/features/deliveries/data/deliveries';
import { DeliveryEntity, DeliveryFileEntity } from '../../lambdas/features/deliveries/data/delivery-entities';
import { unreadableReport, type CheckReport } from '../../lambdas/features/deliveries/domain/check-report';
import { useTable } from '../../lambdas/table/entities';
import { TenderSiteEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { toSiteFields } from '../../lambdas/features/tenders/data/tenders';
import { describeSite, type SiteGeometry } from '../../lambdas/features/tenders/domain/site';
import { queueDeliveryChecks } from '../../lambdas/features/deliveries/check-queue';
import { checkFile, handler, OUT_OF_BOUNDS_REASON } from '../../lambdas/features/deliveries/workers/delivery-check-worker';
import { context, ddb, ids, resetMocks, s3, sqs, tender, tenderItem } from './support';
import { SWAPPED_TARTU_GEOJSON } from '../../web/src/lib/geodata/fixtures';

process.env.DELIVERY_CHECK_QUEUE_URL = 'https://sqs.eu-central-1.amazonaws.com/123456789012/delivery-checks';

const deliveryId = 'd1d1d1d1-0000-4000-8000-000000000001';
const fileId = 'f1f1f1f1-0000-4000-8000-000000000001';

function file(overrides: Partial<DeliveryFileItem> = {}): DeliveryFileItem {
  const filename = overrides.filename ?? 'parcels.geojson';
  return {
    tenderId: ids.tender,
    deliveryId,
    fileId,
    filename,
    contentType: 'application/geo+json',
    size: 2_000,
    s3Key: `deliveries/${ids.tender}/${deliveryId}/${overrides.fileId ?? fileId}/${filename}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The stored file item (GetItem) and the tender's partition (one Query), with the site item when `site` is given. */
function store(f: DeliveryFileItem | undefined, body?: Uint8Array, site?: SiteGeometry) {
  useTable();
  ddb.on(GetCommand).resolves({ Item: f ? DeliveryFileEntity.create(f).params().Item : undefined });
  const t = tender({ status: 'In Progress', contractorId: ids.geodesist });
  const fields = site && toSiteFields(site, describeSite(site));
  const siteItem = fields && TenderSiteEntity.create({ tenderId: t.tenderId, ...fields.item, createdAt: t.createdAt, updatedAt: t.updatedAt }).params().Item;
  ddb.on(QueryCommand).resolves({ Items: [tenderItem({ ...t, ...fields?.onTender }), ...(siteItem ? [siteItem] : [])] });
  ddb.on(UpdateCommand).resolves({});
  if (body) s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => body } } as never);
}

const message = (receiveCount = 1) => ({ messageId: 'm-1', body: JSON.stringify({ tenderId: ids.tender, deliveryId, fileId }), attributes: { ApproximateReceiveCount: String(receiveCount) } });
const sqsEvent = (receiveCount = 1) =>
  ({
    Records: [
      { ...message(receiveCount), receiptHandle: 'r', md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:eu-central-1:1:q', awsRegion: 'eu-central-1', messageAttributes: {} },
    ],
  }) as never;
/** The report the one UpdateItem wrote. */
function writtenReport(): CheckReport {
  const values = Object.values(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues ?? {});
  return values.find((v): v is CheckReport => typeof v === 'object' && v !== null && 'lines' in v)!;
}

beforeEach(() => resetMocks());

describe('the delivery-check worker', () => {
  it('stores the report of swapped axes once, on the file item, conditioned on no report yet', async () => {
    store(file(), strToU8(SWAPPED_TARTU_GEOJSON));
    const out = await handler(sqsEvent(), context);
    expect(out.batchItemFailures).toEqual([]);
    const updates = ddb.commandCalls(UpdateCommand);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.args[0].input.ConditionExpression).toMatch(/attribute_not_exists/);
    const report = writtenReport();
    expect(report.level).toBe('red');
    expect(report.lines.find((l) => l.check === 'axes')).toMatchObject({ level: 'red', text: expect.stringMatching(/^X and Y look swapped/) });
  });

  it("compares the data with the tender's site (read with the tender), as exchanged when swapped", async () => {
    // Tartu's parcels as WGS 84 degrees: the swapped L-EST97 square (SWAPPED_TARTU_GEOJSON) lies inside once exchanged.
    const site: SiteGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [26.6, 58.3],
          [26.9, 58.3],
          [26.9, 58.5],
          [26.6, 58.5],
          [26.6, 58.3],
        ],
      ],
    };
    store(file(), strToU8(SWAPPED_TARTU_GEOJSON), site);
    await checkFile(message());
    expect(writtenReport().lines.find((l) => l.check === 'extent')).toEqual({ check: 'extent', level: 'green', text: "Once X and Y are exchanged, the data lie inside the tender's site." });
  });

  it('reads only the first 64 KB of a point cloud, and a header it cannot read gives could not check', async () => {
    store(file({ filename: 'cloud.laz', contentType: 'application/octet-stream', size: 900 * 1024 * 1024 }), strToU8('not a point cloud'));
    await checkFile(message());
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input.Range).toBe('bytes=0-65535');
    expect(writtenReport().lines[0]!.text).toMatch(/^The file could not be checked as a LAZ point cloud: its header is not one of LAS 1.2 or 1.4/);
  });

  it('writes nothing when the message comes again after the report was stored', async () => {
    store(file({ checkReport: { level: 'green', lines: [] } }), strToU8(SWAPPED_TARTU_GEOJSON));
    await checkFile(message());
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('takes a lost race for the report as done (the conditional write is refused, nothing fails)', async () => {
    store(file(), strToU8(SWAPPED_TARTU_GEOJSON));
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(checkFile(message())).resolves.toBeUndefined();
  });

  it("gives 'could not check' for an XML entity bomb", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>&b;</name></Document></kml>`;
    store(file({ filename: 'site.kml', contentType: 'application/vnd.google-earth.kml+xml' }), strToU8(bomb));
    await checkFile(message());
    const report = writtenReport();
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatchObject({ check: 'format', level: 'red', text: expect.stringMatching(/^The file could not be checked as KML: /) });
  });

  it("gives 'could not check' for a zip bomb (more than 100 MB declared uncompressed)", async () => {
    const zeros = new Uint8Array(101 * 1024 * 1024);
    const bomb = zipSync({ 'doc.kml': [zeros, { level: 1 }] });
    store(file({ filename: 'site.kmz', contentType: 'application/vnd.google-earth.kmz', size: bomb.byteLength }), bomb);
    await checkFile(message());
    expect(writtenReport().lines[0]!.text).toMatch(/^The file could not be checked as KMZ: /);
  });

  it("gives 'could not check' for a file above 25 MB without downloading it", async () => {
    store(file({ size: 30 * 1024 * 1024 }));
    await checkFile(message());
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(writtenReport().lines[0]!.text).toBe('The file could not be checked as GeoJSON: the file is larger than the check reads (25 MB).');
  });

  it("gives 'could not check' for a malformed file", async () => {
    store(file(), strToU8('{"type": "FeatureCollection", "features": ['));
    await checkFile(message());
    expect(writtenReport().lines[0]).toMatchObject({ check: 'format', level: 'red' });
  });

  it("writes 'could not check' without reading on the message's last receive, so no file stays pending", async () => {
    store(file(), strToU8(SWAPPED_TARTU_GEOJSON));
    await checkFile(message(4));
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(writtenReport().lines[0]!.text).toBe(`The file could not be checked as GeoJSON: ${OUT_OF_BOUNDS_REASON}.`);
  });

  it('does nothing for a file that is not geodata, or is gone', async () => {
    store(file({ filename: 'report.pdf', contentType: 'application/pdf' }));
    await checkFile(message());
    store(undefined);
    await checkFile(message());
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('queueing the checks of a delivery', () => {
  it('queues one message per geodata file without a report', async () => {
    useTable();
    const d = {
      tenderId: ids.tender,
      deliveryId,
      geodesistId: ids.geodesist,
      status: 'Submitted' as const,
      submittedAt: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    const files = [
      file(),
      file({ fileId: 'f2f2f2f2-0000-4000-8000-000000000002', filename: 'report.pdf', contentType: 'application/pdf' }),
      file({ fileId: 'f3f3f3f3-0000-4000-8000-000000000003', filename: 'cloud.laz', contentType: 'application/octet-stream' }),
      file({ fileId: 'f4f4f4f4-0000-4000-8000-000000000004', filename: 'done.kml', contentType: 'application/vnd.google-earth.kml+xml', checkReport: { level: 'green', lines: [] } }),
    ];
    ddb.on(QueryCommand).resolves({ Items: [DeliveryEntity.create(d).params().Item, ...files.map((f) => DeliveryFileEntity.create(f).params().Item)] });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    expect(await queueDeliveryChecks({ tenderId: ids.tender, deliveryId })).toBe(2);
    const entries = sqs.commandCalls(SendMessageBatchCommand).flatMap((c) => c.args[0].input.Entries!);
    expect(entries.map((e) => JSON.parse(e.MessageBody!).fileId).sort()).toEqual([fileId, 'f3f3f3f3-0000-4000-8000-000000000003']);
  });
});

describe("a delivery file's check as the API shows it", () => {
  const report: CheckReport = { level: 'red', lines: [{ check: 'axes', level: 'red', text: 'X and Y look swapped: …', at: [26.72, 58.38] }] };

  it('is null for a file that is not geodata, pending before the report, then the stored report read as it is', () => {
    expect(toDeliveryFile(file({ filename: 'report.pdf', contentType: 'application/pdf' })).check).toBeNull();
    expect(toDeliveryFile(file()).check).toEqual({ status: 'pending', lines: [] });
    expect(toDeliveryFile(file({ checkReport: report })).check).toEqual({ status: 'red', lines: report.lines });
    expect(toDeliveryFile(file({ checkReport: unreadableReport('GeoJSON', 'it is not JSON') })).check).toMatchObject({ status: 'unreadable' });
  });
});
