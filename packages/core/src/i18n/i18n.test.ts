import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { marketSchema, recipeSchema } from '../admin';
import { cardDetailsSchema } from '../cards';
import { billingSchema } from '../checkout';
import { deliveryFeeLabel } from '../delivery-fee';
import { HOME_COUNTRY, homeCountryName, keptCountry, shownCountry } from '../fields';
import { markPaidBody, moneyReportQuery } from '../payouts';
import { distributionSchema, farmProfileSchema, inventoryItemSchema } from '../portal';
import { reportQuerySchema } from '../reports';
import { searchQuerySchema } from '../search';
import { becomeFarmerSchema, loginSchema, signupFormSchema } from '../users';
import { onlyUnitsLeft } from '../cart';
import { tryAgainMessage } from '../errors';
import { en } from './en';
import { enPortal } from './en-portal';
import {
  chooseLocale,
  cookieValue,
  localeOfAcceptLanguage,
  LOCALE_CODES,
  LOCALES,
  type Locale,
} from './locales';
import {
  CATALOG_PARTS,
  isCatalogPartLoaded,
  keepLoadedMessages,
  loadCatalogPart,
  loadLocale,
  msg,
  translate,
  translateText,
  type CatalogPart,
} from './translate';

beforeAll(() => Promise.all(LOCALE_CODES.map(loadLocale)));

const catalogues = async () =>
  Object.fromEntries(
    await Promise.all(LOCALE_CODES.map(async (l) => [l, await LOCALES[l].load()])),
  ) as Record<Locale, Record<string, string>>;

/** A message's placeholders as `name:kind` (kind: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag). */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const el of elements as {
      type: number;
      value?: unknown;
      options?: object;
      children?: unknown[];
    }[]) {
      if (el.type >= 1 && el.type <= 6) found.add(`${String(el.value)}:${el.type}`);
      if (el.type === 8) {
        found.add(`<${String(el.value)}>`);
        walk(el.children ?? []);
      }
      for (const option of Object.values(el.options ?? {}) as { value: unknown[] }[]) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en-US').getAst());
  return [...found].sort();
}

describe('the catalogues (issue 32: checked in CI)', () => {
  it('every language has every key of the English catalogue, and no other', async () => {
    const all = await catalogues();
    const keys = Object.keys(en).sort();
    for (const locale of LOCALE_CODES) {
      expect(Object.keys(all[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) expect(all[locale][key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it('every text is valid ICU MessageFormat with the same placeholders as its English', async () => {
    const all = await catalogues();
    for (const [key, english] of Object.entries(en))
      for (const locale of LOCALE_CODES)
        expect(placeholders(all[locale][key]!), `${locale} ${key}: ${all[locale][key]}`).toEqual(
          placeholders(english),
        );
  });
});

describe("the catalogue's parts (issue 32: words only some pages say, loaded by those pages)", () => {
  const parts = async (part: CatalogPart) =>
    Object.fromEntries(
      await Promise.all(LOCALE_CODES.map(async (l) => [l, await LOCALES[l].parts[part]()])),
    ) as Record<Locale, Record<string, string>>;

  it.each(CATALOG_PARTS)(
    '%s: every language has every key of its English and no other, none of them a main catalogue key',
    async (part) => {
      const all = await parts(part);
      const keys = Object.keys(all.en).sort();
      for (const locale of LOCALE_CODES) {
        expect(Object.keys(all[locale]).sort(), locale).toEqual(keys);
        for (const key of keys) expect(all[locale][key]?.trim(), `${locale} ${key}`).toBeTruthy();
      }
      expect(keys.filter((key) => Object.hasOwn(en, key))).toEqual([]);
    },
  );

  it.each(CATALOG_PARTS)(
    '%s: every text is valid ICU MessageFormat with the same placeholders as its English',
    async (part) => {
      const all = await parts(part);
      for (const [key, english] of Object.entries(all.en))
        for (const locale of LOCALE_CODES)
          expect(placeholders(all[locale][key]!), `${locale} ${key}: ${all[locale][key]}`).toEqual(
            placeholders(english),
          );
    },
  );

  it('the portal part is en-portal.ts', async () => {
    expect(await LOCALES.en.parts.portal()).toBe(enPortal);
  });

  it('translate says its words once the part is loaded, in each language', async () => {
    await Promise.all(LOCALE_CODES.map((l) => loadCatalogPart(l, 'portal')));
    expect(isCatalogPartLoaded('es', 'portal')).toBe(true);
    expect(translate('en', 'host.emptyDay', { day: 'Friday' })).toBe('No orders to hand out on Friday.');
    expect(translate('es', 'host.emptyDay', { day: 'viernes' })).toBe(
      'No hay pedidos para entregar el viernes.',
    );
    expect(translate('es', 'farmer.distribution.capacity', { n: 1 })).toBe(
      'Hasta 1 pedido por periodo de pedidos',
    );
    // The main catalogue is still there beside it.
    expect(translate('es', 'cart.empty')).toBe('Tu carrito está vacío');
  });
});

describe('translate', () => {
  it('says a key in each language with its values, plurals by the language rules', () => {
    expect(translate('en', 'orderNow.way.pickup', { zip: '12534' })).toBe('Pick up near 12534');
    expect(translate('es', 'orderNow.way.pickup', { zip: '12534' })).toBe('Recoger cerca de 12534');
    expect(translate('en', 'error.tryAgainSeconds', { n: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(translate('es', 'error.tryAgainSeconds', { n: 30 })).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 30 segundos.',
    );
    expect(translate('es', 'validation.minEntries', { label: 'Lista', n: 1 })).toBe(
      'Lista: agrega al menos 1 elemento.',
    );
  });

  it('keeps an apostrophe of plain text as it is', () => {
    expect(translate('en', 'orderNow.nothing.pickup', { zip: '08540' })).toBe(
      "There aren't currently any pick ups near 08540. Try delivery or shipping instead.",
    );
  });
});

describe('msg and translateText: core made the English, any language can say it', () => {
  it('translates a fixed message and one with values', () => {
    expect(translateText('es', msg('cart.empty'))).toBe('Tu carrito está vacío');
    expect(translateText('es', onlyUnitsLeft(3))).toBe('Solo quedan 3 unidades');
    expect(translateText('es', tryAgainMessage(90))).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 2 minutos.',
    );
    expect(translateText('en', onlyUnitsLeft(3))).toBe('Only 3 units left');
  });

  it("translates zod's answers of core's schemas, the field's name too", () => {
    const login = loginSchema.safeParse({ email: 'nobody', password: 'secret' });
    expect(login.success).toBe(false);
    const message = login.error!.issues[0]!.message;
    expect(message).toBe('Enter a valid email.');
    expect(translateText('es', message)).toBe('Escribe un correo electrónico válido.');

    const signup = signupFormSchema.safeParse({ firstName: 'A'.repeat(101) });
    const tooLong = signup.error!.issues.find((i) => i.path[0] === 'firstName')!.message;
    expect(tooLong).toBe('First name must be at most 100 characters.');
    expect(translateText('es', tooLong)).toBe('Nombre: escribe como máximo 100 caracteres.');
  });

  it("keeps the schemas' messages with values through a long-running server's thousands of answers", () => {
    const tooLong = signupFormSchema.safeParse({ firstName: 'A'.repeat(101) });
    const loaded = tooLong.error!.issues.find((i) => i.path[0] === 'firstName')!.message;
    keepLoadedMessages();
    // A day of answers, each with its own numbers.
    for (let n = 0; n < 6000; n++) onlyUnitsLeft(n + 10);
    expect(translateText('es', loaded)).toBe('Nombre: escribe como máximo 100 caracteres.');
    expect(translateText('es', onlyUnitsLeft(15))).toBe('Solo quedan 15 unidades');
  });

  it('leaves a text core did not make as it is', () => {
    expect(translateText('es', 'Green Acres Farm')).toBe('Green Acres Farm');
  });

  it("says a person's own words in a message as written, even one named like a category", () => {
    msg('category.dairy');
    expect(translate('es', 'cart.noFarmHost', { product: 'Dairy' })).toContain('Dairy');
    expect(translate('es', 'cart.noFarmHost', { product: 'Dairy' })).not.toContain('Lácteos');
  });
});

describe("core's forms say every message in Spanish too (issue 32: no English literal left in a schema)", () => {
  const window = {
    placeOrderOpen: { day: 0, time: '9:00', meridiem: 'AM' },
    placeOrderClose: { day: 4, time: '5:00', meridiem: 'PM' },
  };
  // Each input breaks as many of the schema's rules as one parse reports.
  const broken: [string, z.ZodType, unknown][] = [
    ['an empty item', inventoryItemSchema, {}],
    [
      'an item with bad figures',
      inventoryItemSchema,
      {
        itemName: 'Kale',
        inventoryType: 99,
        distributionTypes: '',
        consumerPriceCents: -1,
        wholesalePriceCents: 1.5,
        consumerUnit: 99,
        wholesaleUnit: 3,
        maximumConsumerQuantity: 'many',
        maximumWholesaleQuantity: 2_000_000,
        subscriptionInterval: 'year',
        subscriptionIntervalCount: 60,
      },
    ],
    [
      "an item's missing other names",
      inventoryItemSchema,
      {
        itemName: 'Others',
        inventoryType: 1,
        distributionTypes: '1',
        consumerPriceCents: 100,
        wholesalePriceCents: 100,
        consumerUnit: 13,
        wholesaleUnit: 13,
        maximumConsumerQuantity: 1,
        maximumWholesaleQuantity: 1,
        subscriptionInterval: 'week',
        subscriptionIntervalCount: 0,
      },
    ],
    [
      'a distribution with bad times and zones',
      distributionSchema,
      {
        selectPickDel: 5,
        deliveryPostalCodes: Array.from({ length: 501 }, () => '12401'),
        deliveryZones: 'no colon here\n12401: 3.0.0',
        flatFeeCents: -1,
        pickups: [{ day: 1, time: [] }],
        deliveries: [{ day: 1, time: '' }],
        slotCapacity: 0,
        placeOrderOpen: { day: 0, time: '25:00', meridiem: 'XM' },
        placeOrderClose: window.placeOrderClose,
      },
    ],
    ['a pickup without days', distributionSchema, { selectPickDel: 1, ...window }],
    ['a delivery without days or zips', distributionSchema, { selectPickDel: 2, ...window }],
    [
      'a zip in two zones',
      distributionSchema,
      { selectPickDel: 2, deliveryZones: '12534, 12534: 3.00', ...window },
    ],
    [
      "a zone's zip the delivery does not serve",
      distributionSchema,
      {
        selectPickDel: 2,
        deliveryPostalCodes: '12401',
        deliveries: [{ day: 1, time: '9 AM - 12 PM' }],
        deliveryZones: '12534: 3.00',
        ...window,
      },
    ],
    ['an empty farm profile', farmProfileSchema, {}],
    ['a market', marketSchema, { marketName: '', marketBackgroundColor: 'green', hostUserId: 'nobody' }],
    [
      'a recipe',
      recipeSchema,
      { recipesName: '', ingredients: `2 | lb | ${'t'.repeat(61)}\nno bars\n${'1 | x | y\n'.repeat(40)}` },
    ],
    [
      'a payment record',
      markPaidBody,
      { statementId: 1, method: 'x', reference: 'r'.repeat(101), paidOn: '1/2' },
    ],
    ['a money report', moneyReportQuery, { from: '2026-02-30', to: '2026-01-01' }],
    [
      'a report over two years',
      reportQuerySchema,
      { report: 'sales-by-farm', from: '2024-01-01', to: '2026-01-01' },
    ],
    [
      'a search',
      searchQuerySchema,
      { q: '', distributionType: 9, category: 99, sort: 'name', minPriceCents: -1 },
    ],
    [
      'a card',
      cardDetailsSchema(),
      { number: '1', name: 'n'.repeat(36), expMonth: 13, expYear: 1, cvc: 'x' },
    ],
    ['an empty application', becomeFarmerSchema, {}],
    ['an empty billing form', billingSchema, {}],
  ];

  it.each(broken)('%s', (_, schema, input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    for (const { message, path } of parsed.error!.issues)
      expect(translateText('es', message), `${path.join('.')}: ${message}`).not.toBe(message);
  });

  it("names the field in the reader's language, and keeps the English as the specification words it", () => {
    const parsed = inventoryItemSchema.safeParse({ consumerPriceCents: -1 });
    const price = parsed.error!.issues.find((i) => i.path[0] === 'consumerPriceCents')!.message;
    expect(price).toBe('Consumer price cannot be negative.');
    expect(translateText('es', price)).toBe('Precio al consumidor: no puede ser negativo.');
    expect(translateText('es', deliveryFeeLabel('distance'))).toBe('Cargo de entrega');
    expect(deliveryFeeLabel('flat')).toBe('Flat Fee');
  });
});

describe('the home country (issue 32: an address form fills it in the reader’s words, records keep one name)', () => {
  it('is named in each language, and kept as its English name whichever language wrote it', () => {
    expect(homeCountryName('en')).toBe('United States');
    expect(homeCountryName('es')).toBe('Estados Unidos');
    for (const written of ['Estados Unidos', 'estados unidos', 'United States', 'UNITED STATES'])
      expect(keptCountry(written), written).toBe(HOME_COUNTRY);
    expect(keptCountry('Canada')).toBe('Canada');
    expect(shownCountry(HOME_COUNTRY, 'es')).toBe('Estados Unidos');
    expect(shownCountry('Canada', 'es')).toBe('Canada');
  });

  it('the application and the billing form keep the country the Spanish form filled in as the English', () => {
    const application = becomeFarmerSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '5555550100',
      addressLine1: '1 Main St',
      addressLine2: 'Apt 2',
      city: 'Kingston',
      state: 'NY',
      postalCode: '12401',
      country: homeCountryName('es'),
      certifications: 'None',
      questions: 'None',
    });
    expect(application.data?.country).toBe(HOME_COUNTRY);
    const billing = billingSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      addressLine1: '1 Main St',
      postalCode: '12401',
      city: 'Kingston',
      phoneNumber: '5555550100',
      country: 'Estados Unidos',
      state: 'NY',
    });
    expect(billing.data?.country).toBe(HOME_COUNTRY);
  });
});

describe('choosing the language of a request', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr-FR', undefined],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0', undefined],
    ['', undefined],
  ])('Accept-Language %j -> %s', (header, locale) => expect(localeOfAcceptLanguage(header)).toBe(locale));

  it('the address first, then the cookie, then the saved language, then Accept-Language, else English', () => {
    expect(chooseLocale({ param: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLocale({ param: 'xx', cookie: 'es', saved: 'en' })).toBe('es');
    expect(chooseLocale({ saved: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLocale({ acceptLanguage: 'es-US' })).toBe('es');
    expect(chooseLocale({ acceptLanguage: 'de' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('reads the lang cookie', () => {
    expect(cookieValue('a=1; lang=es; b=2', 'lang')).toBe('es');
    expect(cookieValue('xlang=es', 'lang')).toBeUndefined();
  });
});
