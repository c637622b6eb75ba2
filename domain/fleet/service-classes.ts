// The bus service classes (docs/rules/booking.md#service-classes: executive 2+1 and first class 2+2) and what each offers on
// board. Every bus of a class carries its class's amenities (server/db/seed/fleet.data.ts), so the
// schedules list can promise them before a bus is assigned to the departure.

export const serviceClasses = ['executive', 'first'] as const;
export type ServiceClass = (typeof serviceClasses)[number];

export const amenities = ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'] as const;
export type Amenity = (typeof amenities)[number];

export const classAmenities: Record<ServiceClass, readonly Amenity[]> = {
  executive: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'],
  first: ['wifi', 'usb', 'wc', 'ac', 'seatbelts'],
};
