import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrderPlaced } from './checkout';
import { loadCatalogPart, translateText } from './i18n/translate';

describe('invoice message (SPEC 8)', () => {
  beforeAll(() => Promise.all([loadCatalogPart('en', 'server'), loadCatalogPart('es', 'server')]));
  it("with Stripe, is the specification's words: Stripe emails the invoice", () => {
    expect(invoiceOrderPlaced('stripe')).toBe(
      'Your order has been placed. You will receive an email from Stripe with your invoice shortly.',
    );
  });
  it('with the built-in processor, names the marketplace, which emails the invoice', () => {
    expect(invoiceOrderPlaced('local')).toBe(
      'Your order has been placed. You will receive an email from Local Food Marketplace with your invoice shortly.',
    );
  });
  it('is said in Spanish to a Spanish buyer', () => {
    expect(translateText('es', invoiceOrderPlaced('local'))).toBe(
      'Hicimos tu pedido. Pronto recibirás un correo de Local Food Marketplace con tu factura.',
    );
  });
});
