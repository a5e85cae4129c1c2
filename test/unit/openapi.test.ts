import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lambdas/api/openapi';
import { routes } from '../../lambdas/api/routes';

type Op = {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; schema: { pattern?: string } }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, { minLength?: number }>; required: string[] } } } };
  responses: Record<string, unknown>;
};

const doc = openApiDocument() as { openapi: string; security: unknown[]; paths: Record<string, Record<string, Op>>; components: { securitySchemes: Record<string, unknown> } };
const op = (method: string, path: string) => doc.paths[path]![method]!;

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per route of the route table', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(operations.sort()).toEqual(routes.map((r) => r.handler).sort());
  });

  it('needs a bearer JWT everywhere except on public routes', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(op('post', '/contact').security).toEqual([]);
    expect(op('get', '/me').security).toBeUndefined();
    expect(op('get', '/me').responses).toHaveProperty('401');
    expect(op('post', '/contact').responses).not.toHaveProperty('401');
  });

  it('describes request bodies from the shared zod schemas (input shape: defaults optional)', () => {
    const body = op('post', '/tenders').requestBody!.content['application/json'].schema;
    expect(body.required.sort()).toEqual(['attachments', 'description', 'expiryDate', 'title']);
    expect(body.properties.title!.minLength).toBe(5);
    expect(body.properties.description!.minLength).toBe(10);
    expect(op('post', '/tenders').responses).toHaveProperty('201');
  });

  it('lists query and path parameters', () => {
    expect(op('get', '/tenders').parameters.map((p) => p.name)).toEqual(['scope', 'status', 'sort', 'search', 'cursor']);
    const download = op('get', '/tenders/{tenderId}/attachments/{attachmentId}/download');
    expect(download.parameters.map((p) => [p.name, p.in])).toEqual([
      ['tenderId', 'path'],
      ['attachmentId', 'path'],
      ['disposition', 'query'],
    ]);
    expect(download.parameters[0]!.schema.pattern).toBeDefined();
    expect(download.responses).toHaveProperty('404');
  });

  it('names its server and licence, and gives records keyed by an enum one property per key', () => {
    const full = openApiDocument() as { servers: { url: string; variables: Record<string, { default: string }> }[]; info: { license: { name: string } } };
    expect(full.servers[0]!.url).toBe('{apiUrl}');
    expect(full.servers[0]!.variables.apiUrl!.default).toMatch(/^http/);
    expect(full.info.license.name).toBeTruthy();
    type Prefs = { properties: Record<string, unknown>; required?: string[]; additionalProperties: unknown; propertyNames?: unknown };
    const answer = (op('get', '/me/notification-preferences').responses['200'] as { content: { 'application/json': { schema: { properties: { preferences: Prefs } } } } }).content['application/json']
      .schema.properties.preferences;
    expect(Object.keys(answer.properties).sort()).toEqual([...(answer.required ?? [])].sort());
    expect(answer).toMatchObject({ additionalProperties: false });
    expect(answer.propertyNames).toBeUndefined();
    const update = op('put', '/me/notification-preferences').requestBody!.content['application/json'].schema.properties.preferences as unknown as Prefs;
    expect(Object.keys(update.properties)).toEqual(Object.keys(answer.properties));
    expect(update.required).toBeUndefined();
  });
});
