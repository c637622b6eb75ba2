// The invoicing feature's public face: the screen other features and the routes show.
export { InvoicingScreen } from './invoicing-screen';
export { invoicingFlow } from './invoicing-binding';
