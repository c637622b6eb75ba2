import { definePathSuite } from '../lib/suite';
import { paymentOnReservationModel } from './payment-reservation.model';
import { paymentOnReservationRunner } from './payment-reservation.paths';

definePathSuite('payment (bus reservation)', paymentOnReservationModel, paymentOnReservationRunner);
