import { definePathSuite } from '../lib/suite';
import { invoicingPathModel } from './invoicing.model';
import { invoicingRunner } from './invoicing.paths';

// Shorter chains than the default 30 steps: proving the contact (decision 063) waits for the outbox to write the
// code, and a path must end within the 30 s a test has.
definePathSuite('invoicing', invoicingPathModel, invoicingRunner, { chained: { maxSteps: 22 } });
