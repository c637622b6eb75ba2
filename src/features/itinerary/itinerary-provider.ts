// What other features and the routes may use of "my reservation": its router binding.
export { itineraryFlow, type ItineraryActor } from './itinerary-binding';
