// The conditions of carriage printed on every ticket (docs/rules/tickets-and-documents.md#conditions-of-carriage, the current terms). Figures are
// constants so the texts, the ticket PDF and any checks quote the same numbers.

export const BOARDING_MINUTES_BEFORE = 10;
export const TICKET_CHANGE_MINUTES_BEFORE = 20;
export const SUITCASE_MAX_KG = 25;
export const SUITCASE_MAX_LINEAR_CM = 200;
export const HAND_BAG_CM = [40, 30, 25] as const;
export const HAND_BAG_MAX_KG = 6;
export const TICKET_VALIDITY_YEARS = 1;

export type CarriageLang = 'es' | 'en';

export interface CarriageCondition {
  key: 'boarding' | 'luggage' | 'hand_bag' | 'validity' | 'personal' | 'refusal' | 'on_board';
  text: string;
}

const handBag = HAND_BAG_CM.join('x');

const texts: Record<CarriageLang, Record<CarriageCondition['key'], string>> = {
  es: {
    boarding: `Preséntate a abordar ${BOARDING_MINUTES_BEFORE} minutos antes de la salida (${TICKET_CHANGE_MINUTES_BEFORE} minutos si cambiarás tu boleto).`,
    luggage: `Equipaje documentado: 1 maleta de hasta ${SUITCASE_MAX_KG} kg y ${SUITCASE_MAX_LINEAR_CM} cm lineales.`,
    hand_bag: `Equipaje de mano: 1 bolsa de ${handBag} cm y hasta ${HAND_BAG_MAX_KG} kg.`,
    validity: `Boleto válido por ${TICKET_VALIDITY_YEARS} año a partir de la compra; las tarifas promocionales siguen las condiciones de la promoción.`,
    personal: 'El boleto es personal e intransferible.',
    refusal: 'Se puede negar el abordaje a pasajeros en estado de ebriedad, con alcohol, drogas, explosivos o armas sin permiso, o con un boleto falso o de otra persona.',
    on_board: 'Prohibido consumir alcohol, fumar o consumir drogas a bordo. Los pasajeros son revisados y filmados antes de abordar.',
  },
  en: {
    boarding: `Be at the gate ${BOARDING_MINUTES_BEFORE} minutes before departure (${TICKET_CHANGE_MINUTES_BEFORE} minutes if you are changing your ticket).`,
    luggage: `Checked luggage: 1 suitcase up to ${SUITCASE_MAX_KG} kg and ${SUITCASE_MAX_LINEAR_CM} cm in linear dimension.`,
    hand_bag: `Hand luggage: 1 bag of ${handBag} cm and up to ${HAND_BAG_MAX_KG} kg.`,
    validity: `Ticket valid for ${TICKET_VALIDITY_YEARS} year from purchase; promotional fares follow the promotion's terms.`,
    personal: 'Tickets are personal and non-transferable.',
    refusal: 'Boarding may be refused to intoxicated passengers, passengers carrying alcohol, drugs, explosives or weapons without a permit, and passengers with a fake ticket or another person\'s ticket.',
    on_board: 'Alcohol, smoking and drugs are forbidden on board. Passengers are checked and filmed before boarding.',
  },
};

const order: CarriageCondition['key'][] = ['boarding', 'luggage', 'hand_bag', 'validity', 'personal', 'refusal', 'on_board'];

/** The summary in print order; the ticket PDF and HTML list these as bullet points. */
export function carriageConditions(lang: CarriageLang): CarriageCondition[] {
  return order.map((key) => ({ key, text: texts[lang][key] }));
}

export const carriageHeading: Record<CarriageLang, string> = {
  es: 'Condiciones de transporte',
  en: 'Conditions of carriage',
};

/**
 * What a PEND ticket must tell its holder (docs/rules/pend.md#deadlines): not valid for travel, pay by the appear-by
 * time, seat released at the hold limit. Times are already formatted by the caller.
 */
export function pendNotice(lang: CarriageLang, appearBy: string, holdUntil: string): string {
  return lang === 'es'
    ? `Reservación pendiente de pago: no es válida para viajar. Preséntate a pagar a más tardar a las ${appearBy}; después de las ${holdUntil} el asiento se libera.`
    : `Reservation awaiting payment: not valid for travel. Come and pay by ${appearBy}; after ${holdUntil} the seat is released.`;
}

/**
 * A PEND ticket to be paid at a store: its one deadline is the store's, earlier than any appear-by time
 * at the ticket office, so it alone is named, with its day (docs/rules/pend.md#deadlines: one clear deadline).
 */
export function pendStoreNotice(lang: CarriageLang, payBy: string): string {
  return lang === 'es'
    ? `Reservación pendiente de pago: no es válida para viajar. Paga antes del ${payBy}; después, el asiento se libera.`
    : `Reservation awaiting payment: not valid for travel. Pay before ${payBy}; after that, the seat is released.`;
}
