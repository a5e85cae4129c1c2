/**
 * The local WebSocket API: `$connect` and `$disconnect` run the real handlers (lambdas/api/functions.ts);
 * a non-2xx `$connect` answer refuses the upgrade, as API Gateway does. The same server answers the API
 * Gateway Management API that handlers push with: `POST /@connections/{id}` sends the body to that socket
 * (410 Gone when it is not connected), `GET` describes it and `DELETE` closes it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { realtimeFunctions } from '../../lambdas/api/functions';
import { listen } from '../ports';
import { runInvocation } from '../invocation-context';
import { lambdaContext, loadHandler, webSocketEvent } from './events';

/** Starts the WebSocket gateway on 127.0.0.1:`port`; resolves with the HTTP server (close it to stop). */
export async function startWebSocketGateway(port: number): Promise<Server> {
  const sockets = new Map<string, { socket: WebSocket; connectedAt: number }>();
  const wss = new WebSocketServer({ noServer: true });

  const server = createServer(async (req, res) => {
    const match = /^\/(?:[^/]+\/)?@connections\/([^/?]+)/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const id = decodeURIComponent(match[1]!);
    const entry = sockets.get(id);
    if (!entry) {
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      entry.socket.send(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      entry.socket.close(1000);
      res.writeHead(204).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ConnectedAt: new Date(entry.connectedAt).toISOString(), Identity: { SourceIp: '127.0.0.1' } }));
    }
  });

  server.on('upgrade', async (req: IncomingMessage, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    try {
      const connect = await loadHandler(realtimeFunctions.$connect);
      const result = await runInvocation('realtime-connect', () => connect(webSocketEvent('$connect', connectionId, Object.fromEntries(url.searchParams), headers), lambdaContext('realtime-connect')));
      const status = Number(result?.statusCode ?? 200);
      if (status < 200 || status > 299) {
        socket.end(`HTTP/1.1 ${status === 401 ? '401 Unauthorized' : `${status} Refused`}\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
    } catch (error) {
      console.error('[realtime] $connect failed:', error);
      socket.end('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, { socket: ws, connectedAt: Date.now() });
      ws.on('close', async () => {
        sockets.delete(connectionId);
        try {
          const disconnect = await loadHandler(realtimeFunctions.$disconnect);
          await runInvocation('realtime-disconnect', () => disconnect(webSocketEvent('$disconnect', connectionId, {}, {}), lambdaContext('realtime-disconnect')));
        } catch (error) {
          console.error('[realtime] $disconnect failed:', error);
        }
      });
    });
  });

  server.on('close', () => {
    for (const { socket } of sockets.values()) socket.terminate();
    wss.close();
  });
  return listen(server, port, 'WebSocket API');
}
