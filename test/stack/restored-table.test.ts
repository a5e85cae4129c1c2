/**
 * A stage pointed at a restored table (README, Deploy: "Restore the table"): with
 * `geotender:tableName` the data stack creates no table, and every function reads and writes the named one
 * (its name in TABLE_NAME, its ARN and its indexes in the grants), which gets deletion protection like the stack's
 * own. Without the setting the stack's own table has point-in-time recovery (storage.test.ts).
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { settingsFromContext } from '../../lib/settings';
import { appFunctions, synthesize } from './synth';

const RESTORED = 'GeoTender-restored-2026-11-25';

describe('a stage on a restored table', () => {
  const { templates, template } = synthesize({ context: { 'geotender:tableName': RESTORED } });

  it('creates no table of its own', () => {
    for (const [name, t] of Object.entries(templates)) expect(Object.keys(t.findResources('AWS::DynamoDB::Table')), name).toEqual([]);
  });

  it('gives every function that uses the table the restored table’s name, and grants only on it and its indexes', () => {
    const withTable = appFunctions(template).filter(([, p]) => p.Environment?.Variables?.TABLE_NAME !== undefined);
    expect(withTable.length).toBeGreaterThan(20);
    for (const [id, p] of withTable) expect(p.Environment.Variables.TABLE_NAME, id).toBe(RESTORED);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    // The outbox relay's event source reads the table's stream: its ARN as the stack read it (ListStreams takes no resource).
    const streamRead = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
    const onStream = statements.filter((s) => ([] as string[]).concat(s.Action).every((a) => streamRead.includes(a)));
    for (const s of onStream) expect(JSON.stringify(s.Resource)).toMatch(/^"\*"$|TableStreamArn|"Table\.LatestStreamArn"/);
    const onTable = statements.filter((s) => !onStream.includes(s) && ([] as string[]).concat(s.Action).some((a) => a.startsWith('dynamodb:')));
    expect(onTable.length).toBeGreaterThan(20);
    for (const s of onTable) expect(JSON.stringify(s.Resource)).toMatch(new RegExp(`:table/${RESTORED}(/index/\\*)?"`));
  });

  it('turns on the restored table’s stream of new images (a restore copies none), which the outbox relay reads', () => {
    const [stream] = Object.values(template.findResources('Custom::TableStream'));
    expect(JSON.stringify(stream!.Properties)).toContain(`\\"TableName\\":\\"${RESTORED}\\",\\"StreamSpecification\\":{\\"StreamEnabled\\":true,\\"StreamViewType\\":\\"NEW_IMAGE\\"}`);
    expect(Object.keys(template.findResources('Custom::TableStreamArn'))).toHaveLength(1);
  });

  it('turns on the restored table’s deletion protection', () => {
    const [protect] = Object.values(templates['GeoTender-Data']!.findResources('Custom::TableDeletionProtection'));
    expect(JSON.stringify(protect!.Properties)).toContain(`\\"TableName\\":\\"${RESTORED}\\"`);
  });
});

describe('geotender:tableName', () => {
  const settingsWith = (value: unknown) => settingsFromContext(new App({ context: { 'geotender:mailFrom': 'a@geotender.example', 'geotender:tableName': value } }).node);

  it('takes a table name as it is, and refuses one DynamoDB would not, naming the setting and an example', () => {
    expect(settingsWith('GeoTender-restored.1').tableName).toBe('GeoTender-restored.1');
    expect(settingsFromContext(new App({ context: { 'geotender:mailFrom': 'a@geotender.example' } }).node).tableName).toBeUndefined();
    expect(() => settingsWith('a b')).toThrow(/geotender:tableName: must be a DynamoDB table name.*"geotender:tableName": "GeoTender-restored-2026-11-25"/s);
  });
});
