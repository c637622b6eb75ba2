import { describe, expect, it } from 'vitest';
import { offersInvoicing } from './main-actions';

// My reservation offers "Facturar mi compra" only for what was paid and kept (decision 073).
describe('the invoicing action on My reservation', () => {
  const paid = { method: 'card', status: 'approved' as const, charged: null, orderReference: null, orderDeadline: null };

  it('is offered for a paid reservation, and after a cancellation that gave back half', () => {
    expect(offersInvoicing({ payment: 'approved', total: 915, paid: { ...paid, amount: 915 } })).toBe(true);
    expect(offersInvoicing({ payment: 'approved', total: 915, paid: { ...paid, amount: 457.5, cancellationRefunded: 457.5 } })).toBe(true);
  });

  it('is not offered once a cancellation gave everything back, nor before the payment', () => {
    expect(offersInvoicing({ payment: 'approved', total: 915, paid: { ...paid, amount: 0, cancellationRefunded: 915 } })).toBe(false);
    expect(offersInvoicing({ payment: 'order_generated', total: 915, paid: { ...paid, method: 'oxxo', status: 'order_generated', amount: 915 } })).toBe(false);
  });
});
