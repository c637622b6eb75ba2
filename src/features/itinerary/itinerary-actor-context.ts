import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { itineraryFlow, type ItineraryActor } from './itinerary-binding';

/** The "my reservation" actor: loaded by the route guard before any of its pages renders. */
export function useItineraryActor(): ItineraryActor {
  const actor = useFlowActor(itineraryFlow);
  if (!actor) throw new Error('The itinerary flow is loaded by its route before its pages render');
  return actor;
}
