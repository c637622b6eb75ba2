import { definePathSuite } from '../lib/suite';
import { invoicingPathModel } from './invoicing.model';
import { invoicingRunner } from './invoicing.paths';

definePathSuite('invoicing', invoicingPathModel, invoicingRunner);
