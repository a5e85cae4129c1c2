/**
 * The Lambda Invoke API for cognito-local's triggers: `POST /2015-03-31/functions/<name>/invocations`
 * runs the real trigger handler (lambdas/api/functions.ts) and answers as Lambda does, including
 * `X-Amz-Function-Error: Unhandled` with `{errorMessage, errorType}` when the handler throws.
 */
import { createServer, type Server } from 'node:http';
import { triggerFunctions } from '../../lambdas/api/functions';
import { listen } from '../ports';
import { lambdaContext, loadHandler } from './events';

/** Starts the invoke endpoint on 127.0.0.1:`port`; resolves with the server. */
export async function startLambdaInvoke(port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
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
      const result = await handler(JSON.parse(Buffer.concat(chunks).toString('utf8')), lambdaContext(entry, 5_000));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (error) {
      const err = error as Error;
      console.warn(`[cognito] ${match![1]} trigger refused: ${err.message}`);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify({ errorMessage: err.message, errorType: err.name }));
    }
  });
  return listen(server, port, 'Lambda invoke');
}
