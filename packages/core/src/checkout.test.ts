import { describe, expect, it } from 'vitest';
import { invoiceOrderPlaced } from './checkout';

describe('invoice message (SPEC 8)', () => {
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
});
