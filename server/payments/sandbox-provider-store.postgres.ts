import pg from 'pg';
import { endPool } from '../db/open/end-pool';
import { ledgerOf, type ProviderCharge, type ProviderRecords, type ProviderRefund, type ProviderStore } from './sandbox-provider-store';

// The sandbox provider's records on PostgreSQL, shared by every server process on the database: a 3-D Secure
// challenge opened by one process is answered by another. The tables are the provider's, not ours (a real
// provider keeps them on its servers), so they are made here, as the rate limits make theirs, and no query
// of the site reads them.

export const PROVIDER_TABLES = { charges: 'sandbox_provider_charges', refunds: 'sandbox_provider_refunds' } as const;

// Any fixed number: serialises the CREATE TABLEs of processes starting together.
const CREATE_LOCK_KEY = 72_0616;

/**
 * Its own small pool, apart from the site's: the gateway is called inside a payment's transaction, which
 * holds one of the site's connections, and a hundred payments waiting on their reservation's lock can hold
 * them all; the provider's next query must not wait behind them.
 */
export async function postgresProviderStore(url: string, poolMax = 4): Promise<ProviderStore> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(JSON.stringify({ level: 'error', task: 'sandbox-provider-pool', error: error.name, code: error.code }));
  });
  await createTables(pool);

  async function atomically<T>(locks: string[], work: (records: ProviderRecords) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Sorted, so two calls naming the same locks take them in one order and never wait on each other.
      for (const lock of [...new Set(locks)].sort()) await client.query({ name: 'sandbox_lock', text: 'select pg_advisory_xact_lock(hashtextextended($1, 0))', values: [`sandbox:${lock}`] });
      const result = await work(recordsOn(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    atomically,
    async claimCharge(charge) {
      const values = [charge.idempotencyKey, charge.challengeId, chargeIdOf(charge), JSON.stringify(charge)];
      const claimed = await pool.query<{ record: ProviderCharge }>({ name: 'sandbox_claim_charge', text: CLAIM_CHARGE, values });
      if (claimed.rows[0]) return claimed.rows[0].record;
      // The key's row was committed by a concurrent claim after this statement's snapshot: read it now.
      const kept = await pool.query<{ record: ProviderCharge }>({ name: 'sandbox_charge', text: `select record from ${PROVIDER_TABLES.charges} where idempotency_key = $1`, values: [charge.idempotencyKey] });
      if (!kept.rows[0]) throw new Error('sandbox charge neither inserted nor found');
      return kept.rows[0].record;
    },
    async ledger() {
      const charges = await pool.query<{ record: ProviderCharge }>(`select record from ${PROVIDER_TABLES.charges} where charge_id is not null`);
      const refunds = await pool.query<{ record: ProviderRefund }>(`select record from ${PROVIDER_TABLES.refunds}`);
      return ledgerOf(
        charges.rows.map((row) => row.record),
        refunds.rows.map((row) => row.record),
      );
    },
    close: () => endPool(pool),
  };
}

const chargeIdOf = (charge: ProviderCharge) => (charge.result.status === 'approved' ? charge.result.chargeId : null);

/** Inserts the charge unless its key is kept; answers the row inserted, else the one kept (as of the statement's start). */
const CLAIM_CHARGE = `with claimed as (
    insert into ${PROVIDER_TABLES.charges} (idempotency_key, challenge_id, charge_id, record) values ($1, $2, $3, $4)
    on conflict (idempotency_key) do nothing
    returning record
  )
  select record from claimed
  union all
  select record from ${PROVIDER_TABLES.charges} where idempotency_key = $1 and not exists (select 1 from claimed)`;

// Named statements (parsed once per connection): every card payment of the sandbox sends them.
function recordsOn(client: pg.PoolClient): ProviderRecords {
  const one = async <R>(name: string, text: string, value: string) => (await client.query<{ record: R }>({ name, text, values: [value] })).rows[0]?.record;
  return {
    chargeByChallenge: (id) => one<ProviderCharge>('sandbox_charge_by_challenge', `select record from ${PROVIDER_TABLES.charges} where challenge_id = $1`, id),
    chargeById: (id) => one<ProviderCharge>('sandbox_charge_by_id', `select record from ${PROVIDER_TABLES.charges} where charge_id = $1`, id),
    async saveCharge(charge) {
      const chargeId = chargeIdOf(charge);
      await client.query({
        name: 'sandbox_save_charge',
        text: `insert into ${PROVIDER_TABLES.charges} (idempotency_key, challenge_id, charge_id, record) values ($1, $2, $3, $4)
         on conflict (idempotency_key) do update set challenge_id = excluded.challenge_id, charge_id = excluded.charge_id, record = excluded.record`,
        values: [charge.idempotencyKey, charge.challengeId, chargeId, JSON.stringify(charge)],
      });
    },
    refund: (key) => one<ProviderRefund>('sandbox_refund', `select record from ${PROVIDER_TABLES.refunds} where idempotency_key = $1`, key),
    async saveRefund(refund) {
      await client.query(`insert into ${PROVIDER_TABLES.refunds} (idempotency_key, record) values ($1, $2)`, [refund.idempotencyKey, JSON.stringify(refund)]);
    },
  };
}

async function createTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [CREATE_LOCK_KEY]);
    await client.query(`create table if not exists ${PROVIDER_TABLES.charges} (
      idempotency_key text primary key,
      challenge_id text unique,
      charge_id text unique,
      record jsonb not null
    )`);
    await client.query(`create table if not exists ${PROVIDER_TABLES.refunds} (idempotency_key text primary key, record jsonb not null)`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [CREATE_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
