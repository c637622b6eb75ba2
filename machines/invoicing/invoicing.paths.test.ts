import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { failed } from '../../domain/result';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { activeLeaves, missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { BAD_CP, invoicingPathModel, MODEL_INVOICE, REISSUED_INVOICE, type InvoicingPathEvent } from '../../tests/paths/charts/invoicing.model';
import { invoicingMachine } from './invoicing.machine';

// Model-based paths (decision 007) for invoicing, replayed on the real chart with stub slots: the browser model's
// moves (tests/paths/charts/invoicing.model.ts), and the refusals of replacing an invoice no seeded server gives
// (decision 070): a field refused, the proof expired meanwhile (asked again, or put off), the PAC refusing to cancel.

type Snapshot = SnapshotFrom<typeof invoicingMachine>;
type Slot = 'lookupReservation' | 'generateInvoice' | 'resendInvoice' | 'downloadInvoice' | 'findTaxData' | 'sendProofCode' | 'proveContact' | 'reissueInvoice' | 'memberTaxData';
interface Call {
  slot: Slot;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const reissueRefusals: InvoicingPathEvent[] = [
  { type: 'xstate.done.actor.reissueInvoice', output: failed('invalid_request', { field: 'cp' }) },
  { type: 'xstate.done.actor.reissueInvoice', output: failed('proof_required') },
  { type: 'xstate.done.actor.reissueInvoice', output: failed('cannot_cancel_invoice') },
];

function events(snapshot: Snapshot): InvoicingPathEvent[] {
  const base = invoicingPathModel.events(snapshot);
  if (snapshot.matches({ done: 'reissuing' })) return [...base, ...reissueRefusals];
  // Asked again while replacing: put off, the invoice stays as it is.
  if (snapshot.matches({ proving: 'choosing' }) && snapshot.context.proving?.pending === 'reissue') return [...base, { type: 'proof.dismiss' }];
  return base;
}

const plan = planPaths({ ...invoicingPathModel, events }, { cover: 'edges' });

function createHarness() {
  const calls: Call[] = [];
  const slot = (name: Slot) => fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls.push({ slot: name, input, resolve, reject }))) as never;
  const names: Slot[] = ['lookupReservation', 'generateInvoice', 'resendInvoice', 'downloadInvoice', 'findTaxData', 'sendProofCode', 'proveContact', 'reissueInvoice', 'memberTaxData'];
  const actor = createActor(invoicingMachine.provide({ actors: Object.fromEntries(names.map((n) => [n, slot(n)])) })).start();
  return { actor, calls };
}
type Harness = ReturnType<typeof createHarness>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const snap = (h: Harness) => h.actor.getSnapshot();
const lastCall = (h: Harness, slot: Slot) => h.calls.filter((c) => c.slot === slot).at(-1);

async function execute(h: Harness, event: InvoicingPathEvent) {
  const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answer) {
    const call = lastCall(h, answer[2] as Slot)!;
    if (answer[1] === 'done') call.resolve((event as { output: unknown }).output);
    else call.reject(new Error('network'));
  } else h.actor.send(event as never);
  await settle();
}

const noErrors = (h: Harness) => expect(snap(h).context.errors).toEqual([]);
const stateAssertions: Record<string, (h: Harness) => void> = {
  lookup: (h) => expect(snap(h).can({ type: 'lookup.submit' })).toBe(true),
  lookingUp: (h) => expect(lastCall(h, 'lookupReservation')!.input).toMatchObject({ code: snap(h).context.code.toUpperCase() }),
  concepts: (h) => expect(snap(h).context.reservation).not.toBeNull(),
  'proving.choosing': (h) => expect(snap(h).context.proving?.sentTo).toBeNull(),
  'proving.sending': (h) => expect(lastCall(h, 'sendProofCode')!.input).toMatchObject({ channel: 'email' }),
  'proving.entering': (h) => expect(snap(h).context.proving?.sentTo).not.toBeNull(),
  'proving.verifying': (h) => expect(lastCall(h, 'proveContact')!.input).toMatchObject({ proofCode: snap(h).context.proving?.typed }),
  taxData: (h) => expect(snap(h).context.selected.length).toBeGreaterThan(0),
  findingTaxData: (h) => expect(lastCall(h, 'findTaxData')).toBeDefined(),
  generating: (h) => expect(lastCall(h, 'generateInvoice')!.input).toMatchObject({ payments: snap(h).context.selected }),
  resending: (h) => expect(lastCall(h, 'resendInvoice')!.input).toMatchObject({ email: snap(h).context.resendEmail }),
  'done.showing': (h) => {
    expect(snap(h).context.replacing).toBeNull();
    // Replaced: the new invoice first, the old one cancelled naming it; only the new one can be said to be wrong.
    if (snap(h).context.message === 'invoice_reissued') {
      expect(snap(h).context.invoices).toEqual([REISSUED_INVOICE, { ...MODEL_INVOICE, status: 'cancelled', substitutedBy: 'A-2' }]);
      expect(snap(h).can({ type: 'invoice.reissue', invoiceId: MODEL_INVOICE.invoiceId })).toBe(false);
      expect(snap(h).can({ type: 'invoice.reissue', invoiceId: REISSUED_INVOICE.invoiceId })).toBe(true);
    }
  },
  'done.downloading': (h) => expect(lastCall(h, 'downloadInvoice')!.input).toMatchObject({ invoiceId: MODEL_INVOICE.invoiceId, format: 'pdf' }),
  // The form starts from the data the invoice was issued with; the postal code refused is said on its field.
  'done.correcting': (h) => {
    const { replacing, form, errors } = snap(h).context;
    expect(replacing).toEqual({ invoiceId: MODEL_INVOICE.invoiceId });
    expect(form.rfc).toBe(MODEL_INVOICE.rfc);
    for (const e of errors) expect(e.field).toBe('cp');
    if (form.cp === BAD_CP) expect(snap(h).can({ type: 'reissue.confirm' })).toBe(false);
  },
  'done.confirming': (h) => {
    expect(snap(h).context.replacing).toEqual({ invoiceId: MODEL_INVOICE.invoiceId });
    expect(snap(h).context.form.cp).not.toBe(BAD_CP);
  },
  // The owner's request: the invoice replaced and the corrected data, with the link token (the proof).
  'done.reissuing': (h) => {
    const { form, token } = snap(h).context;
    expect(lastCall(h, 'reissueInvoice')!.input).toEqual({ code: snap(h).context.code.toUpperCase(), lastName: snap(h).context.lastName.trim(), token, invoiceId: MODEL_INVOICE.invoiceId, form });
    expect(token).not.toBeNull();
    noErrors(h);
  },
};

const runner: MachinePathRunner<Harness, Snapshot, InvoicingPathEvent> = {
  start: async () => {
    const h = createHarness();
    await settle();
    return h;
  },
  execute,
  check: (h, expected) => {
    expect(invoicingPathModel.serializeState(snap(h))).toBe(invoicingPathModel.serializeState(expected));
    const key = invoicingPathModel.stateKey(expected);
    const assertion = stateAssertions[key];
    if (!assertion) throw new Error(`No assertion for state ${key}`);
    assertion(h);
  },
  stop: (h) => h.actor.stop(),
};

describe('invoicing chart, model-based paths', () => {
  it.each(plan.paths.map((p) => [p.title, p] as const))('walks %s', async (_, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, InvoicingPathEvent>);
  });

  it('reaches every state of the chart, replacing an invoice among them, with an assertion for each', () => {
    expect(plan.coverage.states.missing).toEqual([]);
    expect(missingAssertions(plan, stateAssertions)).toEqual([]);
    for (const leaf of ['done.correcting', 'done.confirming', 'done.reissuing']) expect(plan.reachableKeys).toContain(leaf);
    // Every transition of replacing is fired here; the rest of the chart's are also invoicing.machine.test.ts's.
    expect(plan.coverage.transitions.missing.filter((t) => /^done\.(showing|correcting|confirming|reissuing) /.test(t))).toEqual([]);
  });

  it('takes every way out of replacing an invoice: issued, a field refused, the proof asked again, a refusal said, put off', () => {
    const moves = new Set(plan.edges.map((e) => `${activeLeaves(e.source.value).join('|')} --${e.event.type}--> ${activeLeaves(e.target.value).join('|')}`));
    for (const move of [
      'done.showing --invoice.reissue--> done.correcting',
      'done.correcting --reissue.review--> done.confirming',
      'done.confirming --reissue.edit--> done.correcting',
      'done.confirming --reissue.cancel--> done.showing',
      'done.reissuing --xstate.done.actor.reissueInvoice--> done.showing',
      'done.reissuing --xstate.done.actor.reissueInvoice--> done.correcting',
      'done.reissuing --xstate.done.actor.reissueInvoice--> proving.choosing',
      'done.reissuing --xstate.done.actor.reissueInvoice--> done.confirming',
      'done.reissuing --xstate.error.actor.reissueInvoice--> done.confirming',
      'proving.verifying --xstate.done.actor.proveContact--> done.reissuing',
      'proving.choosing --proof.dismiss--> done.showing',
    ]) {
      expect(moves, move).toContain(move);
    }
  });
});
