import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { restorePaymentActor, type StoredPaymentFlow } from './payment-persistence';
import { paymentMachine } from './payment.machine';
import type { PaymentInput } from './payment.setup';

// Test support: every actor slot is a stub whose answer the test decides, and one simulated
// clock drives both the chart's `now` and its timers.

export const T0 = Date.UTC(2026, 11, 1, 18, 0);
export const MINUTE = 60_000;
export const slotNames = ['charge', 'completeChallenge', 'confirm', 'createOrder'] as const;
export type SlotName = (typeof slotNames)[number];

export interface Call {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export type Calls = Record<SlotName, Call[]>;

export function stubbedPaymentMachine(calls: Calls) {
  const stub = (name: SlotName) =>
    fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls[name].push({ input, resolve, reject })));
  return paymentMachine.provide({
    actors: { charge: stub('charge'), completeChallenge: stub('completeChallenge'), confirm: stub('confirm'), createOrder: stub('createOrder') } as never,
  });
}

export const emptyCalls = (): Calls => ({ charge: [], completeChallenge: [], confirm: [], createOrder: [] });

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function createPaymentHarness(input: Partial<PaymentInput> = {}, options: { stored?: StoredPaymentFlow; start?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(options.start ?? T0);
  const calls = emptyCalls();
  const machine = stubbedPaymentMachine(calls);
  const now = input.now ?? (() => clock.now());
  // A restore goes through the same helper the web app uses, which re-checks the deadline.
  const actor = options.stored
    ? restorePaymentActor(machine, options.stored, { now, clock })!
    : createActor(machine, { clock, input: { reservationCode: 'ACD347', amountCents: 123450, deadline: T0 + 15 * MINUTE, ...input, now } }).start();
  if (!actor) throw new Error('stored flow was not restorable');
  return { actor, clock, calls, machine };
}

export type PaymentHarness = ReturnType<typeof createPaymentHarness>;

export const card = { type: 'card' as const, card: { number: '4242424242424242', name: 'Ana López', expiry: '12/28', cvv: '123' } };
