import { beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabel, formatAuditDetail } from './audit';
import { loadCatalogPart } from './i18n/translate';

// The labels are the admin part's words: the server loads every part at start, the admin pages with their code.
beforeAll(() => Promise.all([loadCatalogPart('en', 'admin'), loadCatalogPart('es', 'admin')]));

describe('audit entries as the admin reads them (issue 34.7)', () => {
  it('shows amounts in dollars, fees in percent, nested changes and missing values', () => {
    expect(
      formatAuditDetail({
        itemName: 'Kale',
        fromCents: { consumer: 350, wholesale: 250 },
        toCents: { consumer: 400, wholesale: 250 },
      }),
    ).toBe(
      'item name: Kale, from: (consumer: $3.50, wholesale: $2.50), to: (consumer: $4.00, wholesale: $2.50)',
    );
    // As the database gives it back (jsonb orders keys by length): the value before still comes first.
    expect(formatAuditDetail({ toBasisPoints: 850, fromBasisPoints: null })).toBe('from: none, to: 8.5%');
    expect(
      formatAuditDetail({
        to: { flatFeeCents: 650, deliveryFeeCentsPerMile: 50, deliveries: [{ day: 4, feeCents: 500 }] },
      }),
    ).toBe('to: (flat fee: $6.50, delivery fee per mile: $0.50, deliveries: [(day: 4, fee: $5.00)])');
    expect(formatAuditDetail({ totalCents: 2500, paymentMethod: 'card', refundedCents: 2500 })).toBe(
      'total: $25.00, payment method: card, refunded: $25.00',
    );
    expect(formatAuditDetail({})).toBe('');
  });

  it("says the details in the reader's language: the fields, our words and money; a person's words as written", () => {
    expect(formatAuditDetail({ totalCents: 2500, paymentMethod: 'invoice', refundedCents: 0 }, 'es')).toBe(
      'total: $25.00, forma de pago: factura, reembolsado: $0.00',
    );
    expect(formatAuditDetail({ toBasisPoints: 850, fromBasisPoints: null }, 'es')).toBe(
      'antes: ninguno, después: 8.5%',
    );
    expect(
      formatAuditDetail({ itemName: 'Card', fromCents: { consumer: 350 }, toCents: { consumer: 400 } }, 'es'),
    ).toBe('producto: Card, antes: (consumidor: $3.50), después: (consumidor: $4.00)');
    expect(
      formatAuditDetail({ farmId: 7, method: 'check', reference: 'Check 1042', paidOn: '2026-05-01' }, 'es'),
    ).toBe('id de granja: 7, forma: cheque, referencia: Check 1042, pagado el: 2026-05-01');
    // A field a newer module records, not in the catalogue yet: its key in words.
    expect(formatAuditDetail({ newThing: 'x' }, 'es')).toBe('new thing: x');
  });

  it("names known actions, in the reader's language, and shows an unknown one as it is", () => {
    expect(auditActionLabel('user.disable')).toBe('Disabled an account');
    expect(auditActionLabel('user.disable', 'es')).toBe('Desactivó una cuenta');
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditActionLabel('something.new', 'es')).toBe('something.new');
  });
});
