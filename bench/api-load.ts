// A small closed-loop HTTP load generator for bench/api.ts: `clients` keep-alive connections, each sending
// its next GET as soon as the previous answer has been read in full. It runs in the bench's process, the
// server in its own, so they never share an event loop. No Accept-Encoding is sent (as autocannon does).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Measurement {
  /** Answers per second over the measured window. */
  rate: number;
  /** Latencies of the measured window in ms, sorted. */
  latencies: number[];
  /** Answers other than 200 or 304, and connection errors. */
  errors: number;
  /** Every answer read, warm-up included (what the server's CPU time over the whole run is divided by). */
  answered: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  warmupSeconds: number;
}

export function percentile(m: Measurement, p: number): number {
  const sorted = m.latencies;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function measure(opts: LoadOptions): Promise<Measurement> {
  const url = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients, maxFreeSockets: opts.clients });
  const started = performance.now();
  const measureFrom = started + opts.warmupSeconds * 1000;
  const stopAt = measureFrom + opts.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let done = 0;
  let answered = 0;
  const client = async () => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= stopAt) return;
      let status = 0;
      try {
        status = await once(agent, url, opts.headers);
      } catch {
        status = 0;
      }
      const t1 = performance.now();
      answered++;
      // An answer counts in the window it started in, so the window's rate is not inflated by the warm-up.
      if (t0 >= measureFrom && t1 <= stopAt) {
        latencies.push(t1 - t0);
        done++;
        if (status !== 200 && status !== 304) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rate: done / opts.seconds, latencies, errors, answered };
}
