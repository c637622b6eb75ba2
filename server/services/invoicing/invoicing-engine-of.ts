import { createInvoicingEngine, type InvoicingEngine } from '../../invoicing/invoicing-engine';
import type { ResolvedDeps } from '../service-deps';

// One engine per app (both invoicing services share it): the CSD is read once, from INVOICING_* settings.
const engines = new WeakMap<object, InvoicingEngine>();

export function engineOf(deps: ResolvedDeps): InvoicingEngine {
  if (deps.invoicing) return deps.invoicing;
  let engine = engines.get(deps);
  if (!engine) {
    engine = createInvoicingEngine(deps.clock);
    engines.set(deps, engine);
  }
  return engine;
}
