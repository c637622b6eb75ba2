import { BOARDING_MINUTES_BEFORE } from './carriage-conditions';

// docs/rules/tickets-and-documents.md#boarding-time: travellers board 10 minutes before departure. The tickets page, the PDF, the HTML ticket,
// the e-mail and the calendar file all print this one instant.

/** When boarding closes for a departure: 10 minutes before it. */
export function boardingTime(departure: Date): Date {
  return new Date(departure.getTime() - BOARDING_MINUTES_BEFORE * 60_000);
}

/** The same for an ISO instant, kept as ISO; null stays null (an open ticket has no departure). */
export function boardingTimeIso(departure: string | null): string | null {
  if (!departure) return null;
  const at = new Date(departure);
  return Number.isNaN(at.getTime()) ? null : boardingTime(at).toISOString();
}
