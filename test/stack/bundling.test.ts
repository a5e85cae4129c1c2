import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionBuildOptions } from '../../lib/bundling';
import { Validator } from '../../lambdas/kernel/jsonschema-lite';
import * as service from '../../lambdas/table/entities';
import * as userEntities from '../../lambdas/features/account/data/user-entities';
import * as tenderEntities from '../../lambdas/features/tenders/data/tender-entities';
import * as notificationEntities from '../../lambdas/features/notifications/data/notification-entities';
import * as contactEntities from '../../lambdas/features/contact/data/contact-entities';

/** The entity modules the test compares, bundled from one entry that re-exports them. */
const ENTITY_MODULES = [
  'table/entities',
  'features/account/data/user-entities',
  'features/tenders/data/tender-entities',
  'features/notifications/data/notification-entities',
  'features/contact/data/contact-entities',
];
const source = { ...service, ...userEntities, ...tenderEntities, ...notificationEntities, ...contactEntities };
type Entities = typeof source;

const root = join(import.meta.dirname, '..', '..');
let out: string;
let bundled: Entities;
let inputs: string[];

beforeAll(async () => {
  // Inside the repository, so the AWS SDK (left external, as in the functions) resolves from node_modules.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  out = mkdtempSync(join(cache, 'geotender-bundling-test-'));
  const outfile = join(out, 'entities.mjs');
  const entry = join(out, 'entry.ts');
  writeFileSync(entry, ENTITY_MODULES.map((m) => `export * from ${JSON.stringify(join(root, 'lambdas', `${m}.ts`))};`).join('\n'));
  // Built as the stack builds a function that is not a route (lib/bundling.ts).
  const result = await build({ ...functionBuildOptions(), entryPoints: [entry], outfile });
  inputs = Object.keys((result.metafile as Metafile).inputs);
  bundled = (await import(pathToFileURL(outfile).href)) as Entities;
  process.env.TABLE_NAME ??= 'geotender-test';
  source.useTable();
  bundled.useTable();
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('ElectroDB in a function bundle (jsonschema replaced by lambdas/kernel/jsonschema-lite.ts)', () => {
  it('leaves the jsonschema package out of the bundle', () => {
    expect(inputs.some((p) => p.includes('node_modules/jsonschema/'))).toBe(false);
    expect(inputs).toContain('lambdas/kernel/jsonschema-lite.ts');
    expect(inputs.some((p) => p.includes('node_modules/electrodb/'))).toBe(true);
  });

  it('joins the entity instances into the service instead of rebuilding them as models', () => {
    expect(bundled.geotender.entities.profile).toBe(bundled.ProfileEntity);
    expect(bundled.geotender.entities.tender).toBe(bundled.TenderEntity);
    expect(bundled.geotender.entities.attachment).toBe(bundled.AttachmentEntity);
    expect(bundled.geotender.entities.connection).toBe(bundled.ConnectionEntity);
    expect(bundled.geotender.entities.contactMessage).toBe(bundled.ContactMessageEntity);
  });

  it('builds the same DynamoDB requests as the unbundled code with the real validator', () => {
    const requests = (e: Entities) => [
      e.ProfileEntity.get({ userId: 'u-1' }).params(),
      e.ProfileEntity.query.byApproval({ approvalStatus: 'pending' }).params(),
      e.ProfileEntity.patch({ userId: 'u-1' }).set({ approvalStatus: 'approved', updatedAt: '2026-01-01T00:00:00.000Z' }).params(),
      e.TenderEntity.query.byStatusExpiry({ status: 'Open' }).gt({ expiryDate: '2026-01-01' }).params(),
      e.TenderEntity.query.byCreator({ creatorId: 'u-2' }).params(),
      e.AttachmentEntity.query.byTender({ tenderId: 't-1' }).params(),
      e.ConnectionEntity.delete({ connectionId: 'AbC=' }).params(),
      e.ConnectionEntity.query.byUser({ userId: 'u-1' }).params(),
      e.ContactMessageEntity.get({ messageId: 'm-1' }).params(),
      e.geotender.collections.tenderFiles({ tenderId: 't-1' }).params(),
    ];
    expect(requests(bundled)).toEqual(requests(source));
  });
});

describe('jsonschema-lite Validator', () => {
  const model = {
    type: 'object',
    properties: {
      model: { type: 'object', required: true, properties: { entity: { type: 'string', required: true } } },
      attributes: { type: 'object' },
    },
    required: ['model', 'attributes', 'indexes'],
  };

  it('accepts an instance with every required property of the right type', () => {
    expect(new Validator().validate({ model: { entity: 'e' }, attributes: {}, indexes: {} }, model)).toEqual({ valid: true, errors: [] });
  });

  it('reports missing properties (both forms of required) and wrong types, with jsonschema-style paths', () => {
    const { valid, errors } = new Validator().validate({ model: { entity: 1 }, attributes: [] }, model);
    expect(valid).toBe(false);
    expect(errors.map((e) => `${e.property} ${e.message}`)).toEqual([
      'instance requires property "indexes"',
      'instance.model.entity is not of a type(s) string',
      'instance.attributes is not of a type(s) object',
    ]);
    expect(new Validator().validate({}, model).errors.map((e) => `${e.property} ${e.message}`)).toEqual([
      'instance requires property "model"',
      'instance requires property "attributes"',
      'instance requires property "indexes"',
      'instance.model is required',
    ]);
  });
});
