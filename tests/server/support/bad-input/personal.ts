import { sandboxTestCards } from '../../../../server/payments/sandbox-card-gateway';

/**
 * Personal values the bad-input seed stores and the cases send back mutated; distinctive enough that
 * finding one in a log line can only mean it leaked there. Reservation codes are added at seed time.
 */
export const personal = {
  firstName: 'Quetzalmira',
  surname: 'Xochiquetzaltzin',
  email: 'quetzalmira.xochi7731@example.mx',
  phone: '3319988776',
  note: 'Nota privada: Xochiquetzaltzin usa silla plegable 9931',
  cardNumber: sandboxTestCards.approve,
  cardName: 'Quetzalmira Xochiquetzaltzin',
} as const;

export const contactOf = () => ({
  first_name: personal.firstName,
  last_name: personal.surname,
  cell_phone: personal.phone,
  email: personal.email,
  privacy: true,
});

/** The one passenger of a seeded reservation: the contact, who travels. */
export const travellerOf = () => ({ type: 'adult', first_name: personal.firstName, last_name: personal.surname });

export const cardOf = () => ({ number: personal.cardNumber, name: personal.cardName, expiry: '12/30', cvv: '123' });
