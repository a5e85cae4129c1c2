/**
 * The Lambda Invoke API for cognito-local's triggers: `POST /2015-03-31/functions/<name>/invocations`
 * runs the real trigger handler (lambdas/api/functions.ts) and answers as Lambda does, including
 * `X-Amz-Function-Error: Unhandled` with `{errorMessage, errorType}` when the handler throws. The local cloud's own
 * endpoints ride on it too (`local`, by path, e.g. `POST /local/clock`: local/clock.ts), never served in the cloud.
 */
import { createServer, type Server } from 'node:http';
import { triggerFunctions } from '../../lambdas/api/functions';
import { listen } from '../ports';
import { runInvocation } from '../invocation-context';
import { lambdaContext, loadHandler } from './events';

/**
 * The groups of a user, for the Pre Token Generation event: Cognito puts them in
 * `request.groupConfiguration.groupsToOverride`, cognito-local leaves them out, so the endpoint reads
 * them from cognito-local's admin API (docs/decisions/spec-readings/cognito-console.md, "The Cognito console").
 */
export type GroupsOf = (userPoolId: string, userName: string) => Promise<string[]>;

/** A local endpoint: the JSON body in, the JSON answer out; a thrown Error answers 400 with its message. */
export type LocalEndpoint = (body: unknown) => Promise<unknown>;

/** Starts the invoke endpoint on 127.0.0.1:`port` with the `local` endpoints (filled in later is fine); resolves with the server. */
export async function startLambdaInvoke(port: number, groupsOf?: GroupsOf, local: Record<string, LocalEndpoint> = {}): Promise<Server> {
  const server = createServer(async (req, res) => {
    const endpoint = req.method === 'POST' ? local[(req.url ?? '').split('?')[0]!] : undefined;
    if (endpoint) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const answer = await endpoint(text ? JSON.parse(text) : {});
        res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(answer ?? null));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: (error as Error).message }));
      }
      return;
    }
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
    const entry = match ? triggerFunctions[decodeURIComponent(match[1]!) as keyof typeof triggerFunctions] : undefined;
    if (req.method !== 'POST' || !entry) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const handler = await loadHandler(entry);
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (entry === triggerFunctions.PreTokenGeneration && groupsOf && !event.request?.groupConfiguration?.groupsToOverride) {
        event.request.groupConfiguration = { ...event.request.groupConfiguration, groupsToOverride: await groupsOf(event.userPoolId, event.userName) };
      }
      const result = await runInvocation(`trigger-${decodeURIComponent(match![1]!)}`, () => handler(event, lambdaContext(entry, 5_000)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (error) {
      const err = error as Error;
      console.warn(`[cognito] ${match![1]} trigger refused: ${err.message}`);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify({ errorMessage: err.message, errorType: err.name }));
    }
  });
  return listen(server, port, 'Lambda invoke');
}
