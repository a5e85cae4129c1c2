/**
 * The local HTTP API: the route table of lambdas/api/routes.ts served by the same handlers, with API
 * Gateway's behaviour where the product relies on it — CORS for the web origin (preflight answered by
 * the gateway), the Cognito JWT authorizer on every non-public route (401 `{"message":"Unauthorized"}`),
 * payload format 2.0 events, and the 2.0 response rules (an object without statusCode is 200 JSON).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { routeEntry, type RouteDef, routes } from '../../lambdas/api/routes';
import type { TokenClaims } from '../../lambdas/kernel/token-verifier';
import { listen } from '../ports';
import { runInvocation } from '../invocation-context';
import type { RequestTimings } from '../request-timing';
import { httpApiEvent, lambdaContext, loadHandler } from './events';

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  params: string[];
}

/** API Gateway path syntax (`/tenders/{tenderId}`) to a matcher with named parameters. */
function compile(route: RouteDef): CompiledRoute {
  const params: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}+]+)\+?\}/g, (_m, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}/?$`), params };
}

/**
 * The routes in matching order: fewer path parameters first (stable), so a literal path such as `/tenders/matching`
 * wins over `/tenders/{tenderId}` wherever the route table lists it, as API Gateway prefers the more specific route.
 */
const compiled = (routes as readonly RouteDef[]).map(compile).sort((a, b) => a.params.length - b.params.length);

/** A path segment decoded; one that is not valid percent-encoding (e.g. a lone surrogate's bytes) stays as sent, for the handler's checks to refuse. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route and path parameters for a method and path, or undefined (404). */
export function matchRoute(method: string, path: string): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const m = c.pattern.exec(path);
    if (m) return { route: c.route, pathParameters: Object.fromEntries(c.params.map((p, i) => [p, decodeSegment(m[i + 1]!)])) };
  }
  return undefined;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the gateway on 127.0.0.1:`port`; `verifyToken` is the JWT authorizer's check. With `timings`, each
 * answered route request is recorded there (local/request-timing.ts).
 */
export async function startHttpGateway(options: {
  port: number;
  allowedOrigins: string[];
  verifyToken: (token: string) => Promise<TokenClaims>;
  log?: (line: string) => void;
  timings?: RequestTimings;
}): Promise<Server> {
  const server = createServer(async (req, res) => {
    const started = Date.now();
    const t0 = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    const cors: Record<string, string> = origin && options.allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};

    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res
        .writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers': 'authorization,content-type,x-correlation-id',
          'access-control-max-age': '3600',
        })
        .end();
      return;
    }

    const matched = matchRoute(req.method ?? 'GET', url.pathname);
    if (!matched) return json(res, 404, { message: 'Not Found' }, cors);
    const { route, pathParameters } = matched;

    let claims: TokenClaims | undefined;
    let verifyMs = 0;
    if (route.roles !== 'public') {
      const header = req.headers.authorization ?? '';
      const token = header.replace(/^Bearer\s+/i, '');
      try {
        if (!token) throw new Error('missing token');
        const v0 = performance.now();
        claims = await options.verifyToken(token);
        verifyMs = performance.now() - v0;
      } catch {
        options.log?.(`${req.method} ${url.pathname} 401`);
        return json(res, 401, { message: 'Unauthorized' }, { ...cors, 'www-authenticate': 'Bearer' });
      }
      // The stack's routes require the access-token scope ACCESS_TOKEN_SCOPE (lambdas/api/functions.ts), which API Gateway answers
      // with 403 when missing; Cognito puts it in every access token and in no ID token (cognito-local
      // issues no scope claim, so token_use stands in for it here).
      if (claims.token_use !== 'access') {
        options.log?.(`${req.method} ${url.pathname} 403`);
        return json(res, 403, { message: 'Forbidden' }, cors);
      }
    }

    try {
      const handler = await loadHandler(routeEntry(route));
      const event = httpApiEvent({
        req,
        url,
        routeKey: `${route.method} ${route.path}`,
        pathParameters,
        body: await readBody(req),
        claims,
        scopes: typeof claims?.scope === 'string' ? claims.scope.split(' ') : [],
      });
      const invoke = () => runInvocation(route.handler, () => handler(event, lambdaContext(route.handler, (route.timeoutSeconds ?? 10) * 1000)));
      const measured = options.timings ? await options.timings.measure(invoke) : undefined;
      const result = measured ? measured.result : await invoke();
      if (result && typeof result === 'object' && 'statusCode' in result) {
        const headers: Record<string, string> = { ...cors };
        for (const [k, v] of Object.entries((result.headers ?? {}) as Record<string, unknown>)) headers[k.toLowerCase()] = String(v);
        const body = result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(String(result.body), 'base64') : String(result.body);
        res.writeHead(Number(result.statusCode), headers);
        if (Array.isArray(result.cookies)) res.setHeader('set-cookie', result.cookies as string[]);
        res.end(body);
      } else if (typeof result === 'string') {
        res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(result);
      } else {
        json(res, 200, result ?? null, cors);
      }
      if (measured) {
        const { result: _result, ...figures } = measured;
        options.timings!.add({ route: `${route.method} ${route.path}`, method: route.method, status: res.statusCode, serverMs: performance.now() - t0, verifyMs, ...figures });
      }
      options.log?.(`${req.method} ${url.pathname} ${res.statusCode} ${Date.now() - started} ms`);
    } catch (error) {
      // The browser went away (navigation) before the request was read: nobody to answer.
      if (req.destroyed || (error as Error).message === 'aborted') return;
      // An unhandled handler error is a 500 from API Gateway too.
      console.error(`[api] ${route.handler} failed:`, error);
      json(res, 500, { message: 'Internal Server Error' }, cors);
    }
  });
  return listen(server, options.port, 'HTTP API');
}
