import { currentServiceClient } from '../../api/current-clients';
import { attachDevtools } from '../devtools/devtools-provider';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import { createInvoicingActors } from './invoicing-actors';

// The heavy half of the invoicing flow, loaded on first need: the chart and its real actors, through the
// devtools seam (path gate, inspector).

export function invoicingFlowStart() {
  const devtools = attachDevtools('invoicing', createInvoicingActors(currentServiceClient('invoicing'), currentServiceClient('invoicing-v2')));
  return { logic: invoicingMachine.provide({ actors: devtools.actors as never }), input: undefined as never, inspect: devtools.inspect };
}
