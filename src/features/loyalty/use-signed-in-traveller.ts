import { useSyncExternalStore } from 'react';
import type { TaxProfile, TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { loyaltyFlow } from './loyalty-binding';

const none = () => () => undefined;

/**
 * The signed-in frequent traveller, or null (signed out, or the flow not loaded on this page). For other
 * features through the provider: the booking flow's contact and passengers, invoicing's saved RFCs.
 */
export function useSignedInTraveller(): TravellerProfile | null {
  const actor = useFlowActor(loyaltyFlow);
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : none,
    () => (actor?.getSnapshot().matches('signedIn') ? actor.getSnapshot().context.traveller : null),
  );
}

/** The signed-in traveller's saved tax data (RFCs), empty when signed out. */
export function useSavedTaxProfiles(): TaxProfile[] {
  return useSignedInTraveller()?.tax_profiles ?? [];
}
