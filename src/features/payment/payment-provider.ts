import { activateLocale } from '../../i18n/i18n';

// The payment screens every flow that sells something shows (the reservation, the schedule change; tours and
// partner adventures next): the card form with the card checks, the bank's 3-D Secure code, and what to do
// after a decline. Their texts are one catalog of their own, loaded with the flow that shows them.
export { PaymentCardForm, PaymentChallengeForm, spacedCardNumber, typedExpiry, type PaymentCardFormProps } from './card-form';
export { CardCheckout, type CardCheckoutProps, type PaymentActorRef } from './card-checkout';
export { cardErrorMessages, declineAdvice, declineAdviceFallback, orderRefusalAdvice } from './card-messages';

/** The payment screens' compiled texts in one language (their own chunk, loaded when asked for). */
export const paymentCatalog = (locale: 'es' | 'en') => import(`./locales/${locale}.po`);

/** The payment screens' texts in the active language (and in the next one chosen). */
export const loadPaymentCatalog = () => activateLocale.addArea('payment', paymentCatalog);
