import { definePathSuite } from '../lib/suite';
import { reservationBrowserPlan, reservationPathModel } from './reservation.model';
import { reservationRunner } from './reservation.paths';

// Both readings of the tickets-step rule (docs/rules/booking.md#the-tickets-step-rule-two-readings) run on the site; the observed reading only what
// the intended reading's paths do not take (reservationBrowserPlan).
for (const reading of ['intended', 'observed'] as const) {
  definePathSuite(`reservation (ticketsAccess=${reading})`, reservationPathModel(reading), reservationRunner(reading) as never, reservationBrowserPlan(reading));
}
