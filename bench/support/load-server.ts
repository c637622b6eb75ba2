import { startServerProcess, type ServerProcess } from '../../tests/server/support/server-process';

// The server as the load benches run it (bench/funnel.ts, bench/network-growth.ts): server/index.ts in its cluster
// mode on a PostgreSQL database, travellers from 127.0.0.1 unless they say otherwise as a balancer would (so the
// per-client limits are lifted, and one proxy is trusted), answered
// once /api/ready says the database is there.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startLoadServer(databaseUrl: string, workers: string, nodeArgs: readonly string[] = []): Promise<{ server: ServerProcess; base: string }> {
  const server = await startServerProcess(
    'server/index.ts',
    {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: workers,
      RATE_LIMIT_RESERVATION_CREATES: '1000000/60',
      RATE_LIMIT_LOOKUP_FAILURES: '1000000/60',
      RATE_LIMIT_LOOKUPS: '1000000/60',
      // One balancer in front: a traveller's X-Forwarded-For is its address (bench/funnel.ts FUNNEL_ADDRESSES=each).
      TRUST_PROXY: '1',
      // The server's own default (the whole pool warm), which the tests' server processes lower to 2.
      PG_POOL_WARM: process.env.PG_POOL_WARM ?? process.env.PG_POOL_MAX ?? '20',
    },
    undefined,
    nodeArgs,
  );
  const base = `http://127.0.0.1:${server.port}`;
  for (let waited = 0; !(await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)); waited += 250) {
    if (waited > 120_000) {
      server.kill();
      throw new Error('the server never became ready');
    }
    await sleep(250);
  }
  return { server, base };
}
