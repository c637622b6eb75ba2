import { currentServiceClient } from '../../api/current-clients';
import { attachDevtools } from '../devtools/devtools-provider';
import { loadSavedTaxProfiles } from '../loyalty/loyalty-provider';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import { createInvoicingActors } from './invoicing-actors';

// The heavy half of the invoicing flow, loaded on first need: the chart and its real actors, through the
// devtools seam (path gate, inspector); the member's saved RFCs come from the frequent-traveller feature.

export function invoicingFlowStart() {
  const devtools = attachDevtools('invoicing', createInvoicingActors(currentServiceClient('invoicing'), currentServiceClient('invoicing-v2'), currentServiceClient('itinerary'), loadSavedTaxProfiles));
  return { logic: invoicingMachine.provide({ actors: devtools.actors as never }), input: undefined as never, inspect: devtools.inspect };
}
