/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route table and its zod schemas
 * (zod 4's own JSON Schema output: request shapes as input, responses as output). Non-public routes
 * need the Cognito access token as a bearer JWT. The web app's types are generated from it
 * (`npm run api:types`) and Redocly's recommended rules check it (`npm run lint:api`).
 */
import * as z from 'zod/mini';
import { errorSchema } from '../domain/dto';
import { idSchema } from '../domain/schemas';
import { routes, type RouteDef } from './routes';

type Json = Record<string, unknown>;

/** Routes answering 201 (their handlers return `created(...)`). */
const CREATES = new Set(['tenders-create', 'contact-create']);

/**
 * A record keyed by an enum (`z.record(z.enum(...), v)`) as an object with one property per key: zod
 * writes `propertyNames` with `required` keys but no `properties`, which leaves the keys undefined for
 * OpenAPI tools (generated types would accept any key).
 */
function enumRecordAsProperties({ jsonSchema }: { jsonSchema: Json }): void {
  const keys = (jsonSchema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = jsonSchema.additionalProperties;
  if (jsonSchema.type !== 'object' || !keys?.every((k) => typeof k === 'string') || !value || typeof value !== 'object') return;
  jsonSchema.properties = Object.fromEntries((keys as string[]).map((k) => [k, value]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

const schema = (s: z.core.$ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12', override: enumRecordAsProperties }) as Json;
  return rest;
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function queryParameters(query: z.core.$ZodType): Json[] {
  const json = schema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

function operation(route: RouteDef): Json {
  const isPublic = route.roles === 'public';
  const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: schema(idSchema, 'input') }));
  const responses: Json = {
    [CREATES.has(route.handler) ? '201' : '200']: {
      description: 'Success',
      content: { 'application/json': { schema: schema(route.response, 'output') } },
    },
    '400': errorResponse('Invalid input; `fieldErrors` names each field'),
    '500': errorResponse('Internal server error'),
    // DynamoDB refusing for load after the retries (kernel/errors.ts ServiceUnavailableError).
    '503': {
      ...errorResponse('The service is busy (the table refused for load); send the same request again after Retry-After seconds'),
      headers: { 'Retry-After': { description: 'Seconds to wait before sending the request again', schema: { type: 'integer', minimum: 1 } } },
    },
  };
  if (!isPublic) {
    responses['401'] = errorResponse('No or invalid token');
    responses['403'] = errorResponse('Wrong role, awaiting approval, or not the owner');
  }
  if (pathParams.length) responses['404'] = errorResponse('Unknown id');
  if (route.method !== 'GET' && !isPublic) responses['409'] = errorResponse('The item changed at the same time; reload and try again');
  return {
    operationId: route.handler,
    summary: route.summary,
    description: isPublic ? 'Public.' : `Roles: ${(route.roles as readonly string[]).join(', ')}.${route.allowUnapproved ? ' Open to geodesists awaiting approval.' : ''}`,
    ...(isPublic ? { security: [] } : {}),
    parameters: [...pathParams, ...(route.query ? queryParameters(route.query) : [])],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document (a plain object, ready for JSON.stringify). */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes as readonly RouteDef[]) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'GeoTender API',
      version: '0.1.0',
      description: 'Land-survey tender marketplace. Money is integer euro cents; dates are ISO 8601; sizes are bytes.',
      // No licence is granted (private package, no LICENSE file): all rights reserved.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '{apiUrl}',
        description: 'A stage’s HTTP API: the `apiUrl` of the web app’s /config.json (from the stack outputs); `npm start` serves it locally',
        variables: { apiUrl: { default: 'http://localhost:4000', description: 'The API URL, without a trailing slash' } },
      },
    ],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito access token' } },
      schemas: { Error: schema(errorSchema, 'output') },
    },
  };
}
