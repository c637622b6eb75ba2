// The reservations module's public entry: what every service that sells, shows or changes a bus reservation
// shares. Access (load a reservation, check who may read or step through it, its view), seating (the bus's
// seats, live holds, holding seats) and tickets (the issued tickets, the confirmation's facts and views, the
// ticket e-mail). Other services import only this file (eslint.architecture.js, 'service-boundaries').
export { type Credentials, type Reader, flowTokenOpens, issueLinkToken, newLinkToken, notFound } from './access/reservation-access';
export { readTokenOf } from './access/read-token';
export { maskEmail, maskedContact, maskPhone } from './access/contact-mask';
export { type FlowAccess, reservationForReader, reservationForStep, stepGate } from './access/reservation-for-step';
export { type AdditionalsSelection, buildSummary, passengerCounts, readerPayload, reservationPayload, reservationView } from './access/reservation-view';
export { type LoadedReservation, type PassengerRow, type PromotionRow, type ReservationRow, type ReservationSummary, type TerminalInfo, type LegBus, abandonReservation, busOn, chosenDeparture, departureRow, type DepartureRow, findPromotionInPeriod, findTerminalsBySlug, insertReservation, reservationEnds, terminalOffsetRange } from './access/reservation.queries';
export { createdReservation, loadReservation, loadReservationById, loadReservationOpened, withScheduleChoice, withSeatRows } from './access/load-reservation.queries';
export { type CountedRules, type HoldRefusal, type LegToHold, type SeatRow, type SeatToHold, holdSeats } from './seating/seat-holds.queries';
export { holdInOneStatement, holdTappedSeatInOneStatement } from './seating/hold-in-one-statement.queries';
export { seatCells, seatPassengers } from './seating/seat-map';
export { type DepartureSeating, type LiveHold, departureSeating, liveHolds, loadLayout, seatMapReads } from './seating/seating.queries';
export { type ConfirmationFacts, confirmationFacts } from './tickets/confirmation-facts';
export { settledPayment } from './tickets/confirmation.queries';
export { queueTicketEmail } from './tickets/ticket-mail';
export { type TicketMark, ticketsWithMarksOf } from './tickets/ticket-marks.queries';
export { type WheelchairPlaces, confirmationView, ticketDocuments } from './tickets/ticket-views';
export { type TicketRow, approveOrder, changeTicketType, insertTicketsSettled, lockReservationRow, sellLiveHolds, ticketByCode, ticketsOf, updateTicket } from './tickets/tickets.queries';
export { wheelchairPlacesByLeg } from './tickets/wheelchair-places';
