// The part of OCTO (the open standard API for tours and activities) this site uses: products with their
// options and units, availability (per day and per departure), and bookings reserved with a uuid and an
// expiry, then confirmed or cancelled. Prices come with the `octo/pricing` capability, in the currency's
// minor units (centavos for MXN). Field names are OCTO's; only what the site reads is typed.

export type OctoUnitType = 'ADULT' | 'YOUTH' | 'CHILD' | 'INFANT' | 'FAMILY' | 'SENIOR' | 'STUDENT' | 'MILITARY' | 'OTHER';

export type OctoBookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED' | 'PENDING' | 'REDEEMED';

export interface OctoPricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
}

export interface OctoUnit {
  id: string;
  internalName: string;
  type: OctoUnitType;
  /** With octo/pricing: the lowest price of this unit. */
  pricingFrom?: OctoPricing[];
}

export interface OctoOption {
  id: string;
  default: boolean;
  internalName: string;
  /** Local start times (HH:MM) of the option's departures. */
  availabilityLocalStartTimes: string[];
  units: OctoUnit[];
}

export interface OctoProduct {
  id: string;
  internalName: string;
  /** Not OCTO core (octo/content has richer fields): the short description this site shows. */
  description?: string;
  imageUrl?: string;
  location?: string;
  durationMinutes?: number;
  timeZone: string;
  availabilityType: 'START_TIME' | 'OPENING_HOURS';
  options: OctoOption[];
}

export interface OctoUnitPricing extends OctoPricing {
  unitId: string;
}

export interface OctoAvailability {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  allDay: boolean;
  available: boolean;
  status: 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';
  vacancies: number | null;
  capacity: number | null;
  unitPricing?: OctoUnitPricing[];
}

export interface OctoCalendarDay {
  localDate: string;
  available: boolean;
  status: OctoAvailability['status'];
  vacancies: number | null;
  capacity: number | null;
}

export interface OctoContact {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
}

export interface OctoUnitItem {
  uuid?: string;
  unitId: string;
  status?: OctoBookingStatus;
  pricing?: OctoPricing;
}

export interface OctoBooking {
  id: string;
  uuid: string;
  testMode: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: OctoBookingStatus;
  utcCreatedAt: string;
  utcUpdatedAt: string;
  utcExpiresAt: string | null;
  utcRedeemedAt: string | null;
  utcConfirmedAt: string | null;
  productId: string;
  optionId: string;
  availabilityId: string;
  availability: { id: string; localDateTimeStart: string; localDateTimeEnd: string; allDay: boolean };
  contact: OctoContact;
  notes: string | null;
  cancellable: boolean;
  unitItems: OctoUnitItem[];
  pricing?: OctoPricing;
}

export interface OctoReserveRequest {
  uuid: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  expirationMinutes: number;
  resellerReference?: string;
  notes?: string;
  unitItems: Array<{ unitId: string; uuid?: string }>;
  contact?: OctoContact;
}

export interface OctoConfirmRequest {
  resellerReference?: string;
  contact?: OctoContact;
}

/** OCTO's error body: a code such as INVALID_BOOKING_UUID or UNPROCESSABLE_ENTITY, and a message. */
export interface OctoErrorBody {
  error: string;
  errorMessage: string;
}
