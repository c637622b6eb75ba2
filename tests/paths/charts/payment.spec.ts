import { definePathSuite } from '../lib/suite';
import { paymentPathModel } from './payment.model';
import { paymentRunner } from './payment.paths';

definePathSuite('payment', paymentPathModel, paymentRunner);
