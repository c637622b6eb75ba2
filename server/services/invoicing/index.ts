// What other services may use of invoicing: the reservation an invoice is for, its payments and invoices, the
// engine, and the invoice's view; invoicing-v2 builds on them. Other services import only this file.
export { type InvoiceView, invoiceView } from './invoice-view';
export { reservationForInvoicing } from './invoicing-access';
export { engineOf } from './invoicing-engine-of';
export { type InvoiceRow, claimPayments, insertInvoice, invoicesByIds, paymentsOfInvoice, releasePayments, saveReceiver, takeForReplacing, updateInvoice } from './invoicing.queries';
export { invoiceRefusal, paidOn } from './payment-rows';
