import { everyEngine } from './support/engines';
import { badInputSuite } from './support/bad-input/suite';

// The bad-input sweep and the log check (support/bad-input/suite.ts) on the embedded PGlite, always.
badInputSuite(everyEngine.find((engine) => engine.name === 'pglite')!);
