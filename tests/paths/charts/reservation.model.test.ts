import { describe, expect, it } from 'vitest';
import { isPaymentSettled } from '../../../domain/reservation/step-rules';
import { planPaths } from '../lib/plan';
import { reservationBrowserPlan, reservationPathModel } from './reservation.model';

// The browser plan of the reservation chart, checked without a browser: both readings of the
// tickets-step rule must be told apart by the paths the browser runs (registry.test.ts checks
// that every state the plan reaches has its UI assertion).

const intoTicketsUnpaid = (reading: 'intended' | 'observed') =>
  planPaths(reservationPathModel(reading), reservationBrowserPlan(reading)).paths.filter((path) =>
    path.steps.some(
      (step) =>
        step.event.type === 'step.goto' &&
        step.event.step === 'tickets' &&
        step.state.matches('tickets') &&
        !isPaymentSettled(step.state.context.reservation.payment),
    ),
  );

describe('reservation browser plan', () => {
  it('runs a path into the tickets of an unpaid reservation only under the observed reading', () => {
    expect(intoTicketsUnpaid('intended')).toEqual([]);
    expect(intoTicketsUnpaid('observed').length).toBeGreaterThan(0);
  });
});
