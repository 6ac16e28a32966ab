import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PaymentRuntime } from '../../payments/runtime';

/**
 * The sandbox on a loopback port, for an official SDK that makes its own HTTP calls (transbank-sdk calls
 * with axios) and so must be given an origin, not the in-process path the other adapters use through
 * payments.http. Opened on the first call (127.0.0.1, a port the system picks), closed with the
 * server; it forwards only /sandbox/ requests, to the server itself (Fastify's inject), so what the SDK
 * reaches is exactly the sandbox the browser reaches. Not served in production: the sandbox plugin that
 * registers it is not.
 */
interface Served {
  app: FastifyInstance;
  origin?: Promise<string>;
  server?: Server;
}

/** Per server (its payments runtime): two servers in one process each reach their own sandbox. */
const servedBy = new WeakMap<PaymentRuntime, Served>();

export function serveSandboxOnLoopback(app: FastifyInstance): void {
  const served: Served = { app };
  servedBy.set(app.payments, served);
  app.addHook('onClose', async () => {
    servedBy.delete(app.payments);
    const server = served.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
}

/** http://127.0.0.1:<port>, where this server's /sandbox/ answers over HTTP. */
export function sandboxLoopbackOrigin(payments: PaymentRuntime): Promise<string> {
  const served = servedBy.get(payments);
  if (!served) return Promise.reject(new Error('The payment sandboxes are not served by this server'));
  served.origin ??= new Promise<string>((resolve, reject) => {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (!request.url?.startsWith('/sandbox/')) {
          response.writeHead(404).end();
          return;
        }
        served.app.inject({ method: request.method as 'GET', url: request.url, headers: forwarded(request.headers), payload: Buffer.concat(chunks) }).then(
          (answer) => {
            response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'application/json') });
            response.end(answer.rawPayload);
          },
          () => response.writeHead(502).end(),
        );
      });
    });
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      served.server = server;
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  return served.origin;
}

const forwarded = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)),
  ) as Record<string, string | string[]>;
