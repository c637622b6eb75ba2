import { definePathSuite } from '../lib/suite';
import { paymentOnToursModel } from './payment-tours.model';
import { paymentOnToursRunner } from './payment-tours.paths';

definePathSuite('payment (tours)', paymentOnToursModel, paymentOnToursRunner);
