import { request as httpRequest, type Agent } from 'node:http';
import type { Socket } from 'node:net';

// A client of a real server process that tells apart what a stopping server may do to a request: answer it
// whole, refuse it before answering anything (the connection refused or closed before a byte came back,
// so nothing was done and the client may send it again), or cut an answer in the middle (never allowed).

export interface Seen {
  kind: 'answered' | 'refused' | 'cut';
  status?: number;
  /** The answer's `Connection` header. */
  connection?: string;
  body?: Buffer;
  /** When the request was sent and when its outcome came, on this process's performance.now(). */
  sentAt: number;
  settledAt: number;
  error?: string;
}

export interface Ask {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Sends the headers with `Expect: 100-continue`, calls `onContinue` when the server has taken them (the
   * request is in flight from then on), and sends the body once `release` resolves.
   */
  held?: { onContinue: () => void; release: Promise<void> };
}

/** One request over `agent` (a keep-alive agent reuses its connection). Never rejects: the outcome says what happened. */
export function ask(port: number, agent: Agent, ask: Ask): Promise<Seen> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    let bytes = 0;
    let continueBytes = 0;
    let socket: Socket | undefined;
    const countBytes = (chunk: Buffer) => (bytes += chunk.length);
    let settled = false;
    const settle = (seen: Omit<Seen, 'sentAt' | 'settledAt'>) => {
      socket?.off('data', countBytes);
      if (settled) return;
      settled = true;
      resolve({ ...seen, sentAt, settledAt: performance.now() });
    };
    const headers: Record<string, string> = { ...ask.headers };
    if (ask.body !== undefined) headers['content-length'] = String(Buffer.byteLength(ask.body));
    if (ask.held) headers.expect = '100-continue';
    const req = httpRequest({ host: '127.0.0.1', port, agent, method: ask.method ?? 'GET', path: ask.path, headers });
    req.on('socket', (s: Socket) => {
      socket = s;
      s.on('data', countBytes);
    });
    // Bytes after a `100 Continue` would be an answer begun; the interim answer alone is not.
    req.on('error', (error: NodeJS.ErrnoException) => settle({ kind: bytes > continueBytes ? 'cut' : 'refused', error: error.code ?? error.message }));
    req.on('continue', () => {
      continueBytes = bytes;
      ask.held!.onContinue();
      void ask.held!.release.then(() => req.end(ask.body));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'cut', status: res.statusCode, error: error.code ?? error.message }));
      res.on('end', () => {
        const connection = res.headers.connection;
        settle(res.complete ? { kind: 'answered', status: res.statusCode, body: Buffer.concat(chunks), ...(connection ? { connection } : {}) } : { kind: 'cut', status: res.statusCode });
      });
    });
    if (ask.held) req.flushHeaders();
    else req.end(ask.body);
  });
}
