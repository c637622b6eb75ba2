import type { AddressInfo } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { RequestLimits } from '../platform/config';
import { errorItem } from './envelope';
import { serviceOfPath } from './envelope';
import { limitEnvelope } from './request-limits';

// The Node HTTP server the app runs in (decision 016). Node's parser refuses a request line plus headers
// over `maxHeaderSize` before Hono sees it; that size is set just above the app's own URL and header limits,
// so the app answers most oversized requests itself, and what Node refuses gets the same envelope here
// instead of Node's bare 431.

export interface HttpServerOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  /** 0 picks a free port (tests). */
  port: number;
  hostname?: string;
  limits: RequestLimits;
}

export interface RunningHttpServer {
  server: Server;
  port: number;
  /**
   * From now on every answer says `Connection: close`, those in flight whose headers are not sent yet
   * included: Node then ends each connection after its answer, so a client kept alive sends its next
   * request on a new connection (to another instance, once this one stops accepting). The stop calls it.
   */
  closeConnectionsAfterAnswers(): void;
}

/** Seconds a client has to send its headers, and its whole request: a slow client cannot hold a socket for long. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

const reasons: Record<number, string> = { 400: 'Bad Request', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

function rawResponse(status: number, body: string): string {
  const length = Buffer.byteLength(body);
  return `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
}

/** What Node's parser refused, answered as the envelope of the service the request line names. */
export function clientErrorResponse(error: Error & { code?: string; rawPacket?: Buffer }, limits: RequestLimits): string {
  const head = error.rawPacket?.toString('latin1') ?? '';
  const requestLine = head.split('\r\n', 1)[0] ?? '';
  const target = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? '';
  const lang = /\r\nlang:[ \t]*en[ \t]*\r\n/i.test(head) ? 'en' : 'es';
  const path = target.startsWith('/') ? target : '/';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // A request line longer than the URL limit (or cut off before its end) is the URL's fault.
    const urlTooLong = target.length > limits.maxUrlBytes || (requestLine === head && requestLine.length > limits.maxUrlBytes);
    return rawResponse(urlTooLong ? 414 : 431, limitEnvelope(urlTooLong ? 'uri_too_long' : 'headers_too_large', path, lang));
  }
  const body = { http: { code: 400, status: 'error' }, content: { data: null, errors: [errorItem(lang, serviceOfPath(path), 'invalid_request')] } };
  return rawResponse(400, JSON.stringify(body));
}

function onClientError(limits: RequestLimits) {
  return (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => {
    const attached = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || attached?.headersSent) {
      socket.destroy();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      return;
    }
    socket.end(clientErrorResponse(error, limits));
  };
}

/** Marks answers `Connection: close` once switched on: the answers in flight then, and every later one. */
function connectionCloser(server: Server): () => void {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  // Before the app's own listener, so the header is there whatever the app answers, and however fast.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) {
      response.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () => {
    closing = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    inFlight.clear();
  };
}

/** Starts listening; resolves once the port is bound (the real one when `port` is 0). */
export function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const { limits } = options;
  const server = createAdaptorServer({
    fetch: options.fetch,
    serverOptions: {
      // Request line and headers together; the app's own limits (request-limits.ts) are the precise ones.
      maxHeaderSize: limits.maxUrlBytes + limits.maxHeaderBytes + 1024,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  }) as Server;
  server.on('clientError', onClientError(limits));
  const closeConnectionsAfterAnswers = connectionCloser(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port, closeConnectionsAfterAnswers });
    });
  });
}
