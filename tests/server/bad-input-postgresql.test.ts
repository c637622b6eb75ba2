import { describe, it } from 'vitest';
import { everyEngine } from './support/engines';
import { badInputSuite } from './support/bad-input/suite';

// The bad-input sweep and the log check (support/bad-input/suite.ts) on PostgreSQL, when TEST_DATABASE_URL
// names one (CI sets it when one answers).
const postgresql = everyEngine.find((engine) => engine.name === 'postgresql');
if (postgresql) badInputSuite(postgresql);
else describe('bad input on PostgreSQL', () => it.skip('needs TEST_DATABASE_URL (CI sets it when PostgreSQL answers)', () => undefined));
