import { activateLocale } from '../../i18n/i18n';

// The payment screens every flow that sells something shows (the reservation, the schedule change; tours and
// partner adventures next): the checkout with its methods and points, the card form with the card checks, the
// bank's 3-D Secure code, and what to do after a decline or a refused order. Their texts are one catalog of their own, loaded with the flow that shows them.
export { PaymentCardForm, PaymentChallengeForm, spacedCardNumber, typedExpiry, type PaymentCardFormProps } from './card-form';
export { Checkout, type CheckoutProps, type PaymentActorRef } from './checkout';
export { methodLabels, methodHints } from './method-labels';
export { cardErrorMessages, declineAdvice, declineAdviceFallback, orderRefusalAdvice } from './card-messages';

/** The payment screens' compiled texts in one language (their own chunk, loaded when asked for). */
export const paymentCatalog = (locale: 'es' | 'en') => import(`./locales/${locale}.po`);

/** The payment screens' texts in the active language (and in the next one chosen). */
export const loadPaymentCatalog = () => activateLocale.addArea('payment', paymentCatalog);
