import { useSyncExternalStore } from 'react';
import type { TaxProfile, TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { loyaltyFlow, type LoyaltyActor } from './loyalty-binding';

const none = () => () => undefined;

/** The traveller of a signed-in session, or null: the one reading the hooks and the loaders below share. */
function signedInOf(actor: LoyaltyActor | null | undefined): TravellerProfile | null {
  const snapshot = actor?.getSnapshot();
  return snapshot?.matches('signedIn') ? snapshot.context.traveller : null;
}

/**
 * The signed-in frequent traveller, or null (signed out, or the flow not loaded on this page). For other
 * features through the provider: the booking flow's contact and passengers, invoicing's saved RFCs.
 */
export function useSignedInTraveller(): TravellerProfile | null {
  const actor = useFlowActor(loyaltyFlow);
  return useSyncExternalStore(actor ? (listener) => actor.subscribe(listener).unsubscribe : none, () => signedInOf(actor));
}

/** The signed-in traveller's saved tax data (RFCs), empty when signed out. */
export function useSavedTaxProfiles(): TaxProfile[] {
  return useSignedInTraveller()?.tax_profiles ?? [];
}

/**
 * `useSavedTaxProfiles` for code outside React (invoicing's `memberTaxData` port, called when its chart
 * enters the tax data step): the session stored in this tab is restored (the flow loads only when one is
 * stored, so a guest never loads the chart), then read the same way.
 */
export async function loadSavedTaxProfiles(): Promise<TaxProfile[]> {
  if (typeof sessionStorage === 'undefined' || !sessionStorage.getItem('loyalty')) return [];
  return signedInOf(await loyaltyFlow.load())?.tax_profiles ?? [];
}
