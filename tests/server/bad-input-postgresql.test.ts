import { describe, it } from 'vitest';
import { everyEngine } from './support/engines';
import { badInputSuite } from './support/bad-input/suite';

// The bad-input sweep and the log check (support/bad-input/suite.ts) on PostgreSQL, when TEST_DATABASE_URL
// names one (CI sets it when one answers). Skipped without it, for that written reason: there is no PostgreSQL
// to sweep, and the PGlite sweep (bad-input-pglite.test.ts) still runs. The same pattern as seat-races.test.ts.
const postgresql = everyEngine.find((engine) => engine.name === 'postgresql');
if (postgresql) badInputSuite(postgresql);
else {
  describe.skip('bad input on PostgreSQL (skipped: needs TEST_DATABASE_URL; CI sets it when PostgreSQL answers)', () => {
    it('sweeps every operation on PostgreSQL', () => undefined);
  });
}
