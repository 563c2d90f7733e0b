/**
 * Issue 32: every email and document the server writes is in its reader's language: the recipient's saved
 * `users.language` (English until they choose one), the farm's owner's for a farm's documents. For each
 * kind, a reader in Spanish gets Spanish (a few of its words, and none of the English sentences of that
 * email), and a reader in English gets the same English words as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DayMessagesPage, MessageKey, StatementDto } from '@lfm/core';
import { subscriptions, users } from '../db/schema';
import { runJobsOnce } from '../jobs/handlers';
import { WEDNESDAY_MORNING, okData } from '../test/catalog-helpers';
import { call, get, post, signUp, uniqueEmail } from '../test/helpers';
import { englishLeft, mailTo, type ReadMail } from '../test/mail';
import { buy, cardBuyer, closeWindow, farmerStatements, payoutFarm } from '../test/payout-helpers';
import { pdfText } from '../test/pdf-text';
import {
  addCard,
  billing,
  buyer,
  charge,
  checkoutKey,
  farmerApplication,
  farmerApplicationForm,
  fillCart,
  orderAtHostedMarket,
  pickupFarm,
  placed,
  signedInAdmin,
} from '../test/shop-helpers';
import { buildTestApp, type TestContext } from '../test/test-app';
import { orderJobs } from './orders/service';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAdmin(t)).token;
});
afterAll(() => t.close());

type Language = 'en' | 'es';
/** The signed-in person chooses their language (the header's switcher saves it to the profile). */
const speaking = async (token: string, language: Language) =>
  okData(await post(t, '/api/user/setLanguage', { language }, token));

const emailOf = async (userId: number) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/** The whole email as one text: its subject, its text and its HTML. */
const wholeMail = (m: ReadMail) => [m.subject, m.text, m.html].join('\n');

/** A buyer in `language` with a card order of one farm's item, for pickup at the farm. */
async function buyerWithOrder(language: Language) {
  t.clock.set(WEDNESDAY_MORNING);
  const b = await buyer(t, { language: language === 'en' ? null : language });
  const { farm, product } = await pickupFarm(t, {
    subscriptionInterval: 'week',
    subscriptionIntervalCount: 1,
  });
  await fillCart(t, b.token, product.id, farm.id, 1);
  const order = placed(await charge(t, b.token, { stripeCardId: await addCard(t, b.token) })).order;
  return { ...b, order };
}

describe("a buyer's emails", () => {
  it('the cancellation: in Spanish for a Spanish buyer, as before in English', async () => {
    for (const language of ['es', 'en'] as const) {
      const b = await buyerWithOrder(language);
      okData(await post(t, '/api/payment/cancelOrder', { orderId: b.order._id }, b.token));
      await runJobsOnce(t.app.deps);
      const id = b.order._id;
      if (language === 'es') {
        const mail = await mailTo(t, b.user.email, /Cancelamos/);
        expect(mail.subject).toBe(`Cancelamos tu pedido n.º ${id}`);
        expect(mail.text).toContain(`Hola, ${b.user.firstName}:`);
        expect(mail.text).toContain('Te devolvimos el pago a tu tarjeta.');
        expect(
          englishLeft(wholeMail(mail), ['mail.cancelled.subject', 'mail.cancelled.body', 'email.hello']),
        ).toEqual([]);
      } else {
        const mail = await mailTo(t, b.user.email, /cancelled/);
        expect(mail.subject).toBe(`Your order #${id} has been cancelled`);
        expect(mail.text).toBe(
          `Hello ${b.user.firstName},\n\nYour order #${id} has been cancelled. The payment has been refunded to your card.\n\nhttp://marketplace.test/orders`,
        );
        // The check the Spanish email passes finds the English one's sentences.
        expect(
          englishLeft(wholeMail(mail), ['mail.cancelled.subject', 'mail.cancelled.body', 'email.hello']),
        ).toEqual(
          expect.arrayContaining(['has been cancelled', 'The payment has been refunded to your card.']),
        );
      }
    }
  });

  it("a subscription that did not renew: in the buyer's language", async () => {
    for (const language of ['es', 'en'] as const) {
      const b = await buyerWithOrder(language);
      const [sub] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, b.user.id));
      await orderJobs['email.renewal-problem']!(t.app.deps, { subscriptionId: sub!.id, outcome: 'declined' });
      const mail = await mailTo(t, b.user.email, /renew|renovó/);
      if (language === 'es') {
        expect(mail.subject).toBe(`Tu suscripción a ${sub!.productName} no se renovó`);
        expect(mail.text).toContain('tu tarjeta fue rechazada');
        expect(
          englishLeft(wholeMail(mail), ['mail.renewal.subject', 'mail.renewal.body', 'email.hello']),
        ).toEqual([]);
      } else {
        expect(mail.subject).toBe(`Your subscription to ${sub!.productName} did not renew`);
        expect(mail.text).toContain(
          `did not renew: your card was declined, so the subscription is paused. Add a card in your profile and subscribe again.`,
        );
      }
    }
  });

  it('the order is ready, and it has shipped: in Spanish for a Spanish buyer, English otherwise', async () => {
    for (const language of ['es', 'en'] as const) {
      t.clock.set(WEDNESDAY_MORNING);
      const who = await buyer(t, { language: language === 'en' ? null : language });
      const s = await orderAtHostedMarket(t, { who });
      okData(
        await post(t, '/api/farmer/orders/harvestStatus', { groupId: s.groupId, harvestStatus: 1 }, s.farmer),
      );
      okData(
        await post(
          t,
          '/api/farmer/orders/tracking',
          { groupId: s.groupId, trackingNumbers: ['9400111899'] },
          s.farmer,
        ),
      );
      await runJobsOnce(t.app.deps);
      const id = s.order._id;
      const market = s.market.marketName;
      if (language === 'es') {
        const ready = await mailTo(t, who.user.email, /listo para recoger/);
        expect(ready.subject).toBe(`Tu pedido n.º ${id} está listo para recoger`);
        expect(ready.text).toContain(`está listo. Recoger en ${market}`);
        expect(ready.text).toContain('Tus pedidos: http://marketplace.test/orders');
        const shipped = await mailTo(t, who.user.email, /enviado/);
        expect(shipped.subject).toBe(`Tu pedido n.º ${id} ya fue enviado`);
        expect(shipped.text).toContain('ya envió tu pedido.');
        expect(shipped.text).toContain('Número de rastreo 9400111899: https://tools.usps.com/');
        const keys: MessageKey[] = [
          'email.hello',
          'mail.ready.subject',
          'mail.ready.body',
          'mail.shipped.subject',
          'mail.shipped.body',
          'mail.shipped.tracking',
          'mail.yourOrders',
          'order.line.pickup',
        ];
        expect(englishLeft(wholeMail(ready) + wholeMail(shipped), keys)).toEqual([]);
      } else {
        const ready = await mailTo(t, who.user.email, /ready for pickup/);
        expect(ready.subject).toBe(`Your order #${id} is ready for pickup`);
        expect(ready.text).toContain(`Your order from ${s.farm.farmName} is ready. Pickup at ${market}`);
        const shipped = await mailTo(t, who.user.email, /has shipped/);
        expect(shipped.text).toContain(`${s.farm.farmName} has shipped your order.`);
        expect(shipped.text).toContain('Tracking 9400111899: https://tools.usps.com/');
        expect(shipped.text).toContain('Your orders: http://marketplace.test/orders');
      }
    }
  });

  it("a farmer's message about the day: the email's words in the buyer's language, the farmer's as written", async () => {
    for (const language of ['es', 'en'] as const) {
      t.clock.set(WEDNESDAY_MORNING);
      const who = await buyer(t, { language: language === 'en' ? null : language });
      const s = await orderAtHostedMarket(t, { who });
      const { days } = okData<DayMessagesPage>(await get(t, '/api/farmer/messages', s.farmer));
      const body = 'Rain: we are under the barn roof today.';
      okData(await post(t, '/api/farmer/messages', { day: days[0]!.key, body }, s.farmer));
      await runJobsOnce(t.app.deps);
      const from = s.farm.farmName;
      if (language === 'es') {
        const mail = await mailTo(t, who.user.email, /Un mensaje de/);
        // Saturday the 21st, as es-US writes it, lowercase inside the sentence.
        expect(mail.subject).toBe(`Un mensaje de ${from} sobre el sáb, 21 de nov`);
        expect(mail.text).toContain(`${from} te escribe sobre tu pedido del sáb, 21 de nov:`);
        expect(mail.text).toContain(body);
        expect(mail.text).toContain('Mira tus pedidos: http://marketplace.test/orders');
        const keys: MessageKey[] = [
          'email.hello',
          'mail.dayMessage.subject',
          'mail.dayMessage.intro',
          'receipt.seeOrders',
        ];
        expect(englishLeft(wholeMail(mail), keys)).toEqual([]);
      } else {
        const mail = await mailTo(t, who.user.email, /A message from/);
        expect(mail.subject).toBe(`A message from ${from} about Sat, Nov 21`);
        expect(mail.text).toBe(
          `Hello ${who.user.firstName},\n\n${from} writes about your order for Sat, Nov 21:\n\n${body}\n\nSee your orders: http://marketplace.test/orders`,
        );
      }
    }
  });

  it("the order's PDF downloaded from the orders page is in the reader's language", async () => {
    const es = await buyerWithOrder('es');
    const pdf = pdfText((await get(t, `/api/payment/orderPdf?orderId=${es.order._id}`, es.token)).rawPayload);
    expect(pdf).toContain(`Pedido n.º ${es.order._id}`);
    expect(pdf).toContain('Facturado a');
    expect(englishLeft(pdf, ['receipt.billedTo', 'receipt.placed', 'receipt.status'])).toEqual([]);
    const en = await buyerWithOrder('en');
    expect(
      pdfText((await get(t, `/api/payment/orderPdf?orderId=${en.order._id}`, en.token)).rawPayload),
    ).toContain('Billed to');
  });
});

describe('the invoice the marketplace sends a school or a wholesale buyer', () => {
  it("is in the buyer's language: the answer, the email and its PDF", async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const school = await buyer(t, { userType: 3, consumerType: 2, invoiceStatus: 0, language: 'es' });
    const { farm, product } = await pickupFarm(t, { maximumWholesaleQuantity: 40 });
    await fillCart(t, school.token, product.id, farm.id, 2);
    const placedOrder = okData<{ message: string; order: { _id: number } }>(
      await post(
        t,
        '/api/payment/chargeByInvoice',
        { ...billing({ organization: 'Escuela Hudson' }), idempotencyKey: checkoutKey() },
        school.token,
      ),
    );
    expect(placedOrder.message).toBe(
      'Hicimos tu pedido. Pronto recibirás un correo de Local Food Marketplace con tu factura.',
    );
    const id = placedOrder.order._id;
    const mail = await mailTo(t, school.user.email, /Factura/);
    expect(mail.subject).toBe(`Factura de tu pedido n.º ${id} en Local Food Marketplace`);
    expect(mail.text).toContain('Vence en 30 días.');
    expect(englishLeft(wholeMail(mail), ['mail.invoice.body', 'mail.invoice.thanks', 'email.hello'])).toEqual(
      [],
    );
    const pdf = pdfText(mail.attachments[0]!.content);
    expect(pdf).toContain('Número de factura');
    expect(pdf).toContain('Facturar a');
    expect(pdf).toContain('Importe a pagar');
    expect(
      englishLeft(pdf, ['doc.invoice.billTo', 'doc.invoice.description', 'doc.invoice.amountDue']),
    ).toEqual([]);
  });
});

describe("a farmer's emails and documents", () => {
  /** A farm (owner in `language`) that sold two items for pickup at the farm. */
  async function farmWithOrder(language: Language) {
    const shop = await payoutFarm(t, 1250);
    if (language === 'es') await speaking(shop.farmerToken, 'es');
    const order = await buy(t, await cardBuyer(t), shop, { quantity: 2 });
    return { shop, order, email: await emailOf(shop.farm.userId) };
  }
  type Closed = Awaited<ReturnType<typeof farmWithOrder>> & { statement: StatementDto };
  const farms: Partial<Record<Language, Closed>> = {};

  // Both farms' order window closes once (a pass of the jobs sees each window's close once).
  beforeAll(async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const opened = { es: await farmWithOrder('es'), en: await farmWithOrder('en') };
    await closeWindow(t);
    t.clock.set(WEDNESDAY_MORNING);
    for (const language of ['es', 'en'] as const) {
      const [statement] = await farmerStatements(t, opened[language].shop.farmerToken);
      farms[language] = { ...opened[language], statement: statement! };
    }
  });
  const closedWindow = async (language: Language) => Promise.resolve(farms[language]!);

  it("the window's summary: in the farmer's language, the day in lowercase inside a Spanish line", async () => {
    const es = await closedWindow('es');
    const mail = await mailTo(t, es.email, /1 pedido en este periodo/);
    expect(mail.subject).toBe(`${es.shop.farm.farmName}: 1 pedido en este periodo`);
    expect(mail.text).toContain(
      'El periodo de pedidos de tu punto de recogida en la granja cerró el sábado, 21 de noviembre de 2026',
    );
    expect(mail.text).toContain('1 pedido, $25.00 en productos:');
    expect(mail.text).toContain('Por comprador:');
    // The buyer's pickup day inside the line: 'sábado', not 'Sábado'.
    expect(mail.text).toMatch(new RegExp(`#${es.order._id} .*\\(sábado `));
    expect(mail.text).toContain(
      'Listas de cosecha y hojas de empaque: http://marketplace.test/farmer/orders',
    );
    const keys: MessageKey[] = [
      'email.hello',
      'mail.summary.subject',
      'mail.summary.closed',
      'mail.summary.orders',
      'mail.summary.byBuyer',
      'mail.summary.sheets',
      'doc.theFarm',
    ];
    expect(englishLeft(wholeMail(mail), keys)).toEqual([]);

    const en = await closedWindow('en');
    const english = await mailTo(t, en.email, /1 order this window/);
    expect(english.subject).toBe(`${en.shop.farm.farmName}: 1 order this window`);
    expect(english.text).toContain(
      'The order window of your pickup at the farm closed Saturday November 21st 2026, 6:01am.',
    );
    expect(english.text).toContain('1 order, $25.00 in products:');
    expect(english.text).toMatch(new RegExp(`#${en.order._id} .*\\(Saturday `));
    expect(english.text).toContain('Pick lists and packing sheets: http://marketplace.test/farmer/orders');
  });

  it("the statement's CSV and PDF: in the farm's language, for the farmer and for the admin", async () => {
    const es = await closedWindow('es');
    const file = (who: string, format: string, id: number, admin = false) =>
      get(
        t,
        `/api/${admin ? 'admin/payouts' : 'farmer'}/statement/file?statementId=${id}&format=${format}`,
        who,
      );
    const csv = (await file(es.shop.farmerToken, 'csv', es.statement.id)).body;
    expect(csv.split('\r\n')[0]).toBe(
      '"Pedido","Fecha del pedido","Comprador","Tipo","Productos","Ventas de productos","Entrega","Tasa de comisión","Comisión","Se debe"',
    );
    expect(csv).toContain('"Venta"');
    expect(csv).toContain('"Monto que se te debe"');
    const pdfs = [
      pdfText((await file(es.shop.farmerToken, 'pdf', es.statement.id)).rawPayload),
      pdfText((await file(admin, 'pdf', es.statement.id, true)).rawPayload),
    ];
    for (const pdf of pdfs) {
      expect(pdf).toContain(`estado de cuenta n.º ${es.statement.id}`);
      expect(pdf).toContain('Pedidos hasta el periodo que cerró el sáb, 21 de nov');
      expect(pdf).toContain('Resumen');
      expect(pdf).toContain('Comisión del mercado');
    }
    const keys: MessageKey[] = [
      'statement.pdfTitle',
      'farmer.statement.period',
      'statement.summary',
      'farmer.statement.deliveryFees',
      'farmer.statement.amountOwed',
      'farmer.statements.fee',
    ];
    expect(englishLeft(pdfs.join('\n') + csv, keys)).toEqual([]);

    const en = await closedWindow('en');
    expect((await file(en.shop.farmerToken, 'csv', en.statement.id)).body.split('\r\n')[0]).toBe(
      '"Order","Ordered","Buyer","Line","Items","Item sales","Delivery","Fee rate","Fee","Owed"',
    );
    const english = pdfText((await file(admin, 'pdf', en.statement.id, true)).rawPayload);
    expect(english).toContain(`statement #${en.statement.id}`);
    expect(english).toContain('Orders up to the window that closed Sat, Nov 21');
    expect(english).toContain('Amount owed');
  });

  it("the pick list and packing sheet: in the farmer's language, as PDF and CSV", async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const es = await orderAtHostedMarket(t);
    await speaking(es.farmer, 'es');
    const sheet = async (kind: 'picklist' | 'packing', format: 'csv' | 'pdf', token: string) => {
      const res = await get(t, `/api/farmer/orders/${kind}?format=${format}`, token);
      return format === 'csv' ? res.body : pdfText(res.rawPayload);
    };
    expect((await sheet('picklist', 'csv', es.farmer)).split('\r\n')[0]).toBe(
      '"Producto","Variedad","Unidad","Cantidad","Pedidos"',
    );
    const packingCsv = await sheet('packing', 'csv', es.farmer);
    expect(packingCsv.split('\r\n')[0]).toBe(
      '"Pedido","Comprador","Teléfono","Dónde","Cuándo","Producto","Unidad","Cantidad"',
    );
    // The day starts its cell: a capital there.
    expect(packingCsv.split('\r\n')[1]).toContain(`"Recoger en ${es.market.marketName}","Sábado`);
    const pickPdf = await sheet('picklist', 'pdf', es.farmer);
    expect(pickPdf).toContain(`Lista de cosecha – ${es.farm.farmName}`);
    const packingPdf = await sheet('packing', 'pdf', es.farmer);
    expect(packingPdf).toContain(`Hoja de empaque – ${es.farm.farmName}`);
    expect(packingPdf).toContain('Cómo / cuándo');
    const keys: MessageKey[] = [
      'sheet.pickList.title',
      'sheet.packing.title',
      'sheet.howWhen',
      'farmer.pickupAt',
    ];
    expect(englishLeft(pickPdf + packingPdf + packingCsv, keys)).toEqual([]);

    const en = await orderAtHostedMarket(t);
    expect(await sheet('picklist', 'pdf', en.farmer)).toContain(`Pick list – ${en.farm.farmName}`);
    const english = await sheet('packing', 'pdf', en.farmer);
    expect(english).toContain(`Packing sheet – ${en.farm.farmName}`);
    expect(english).toContain('How / when');
    expect((await sheet('packing', 'csv', en.farmer)).split('\r\n')[1]).toContain(
      `"Pickup at ${en.market.marketName}","Saturday`,
    );
  });
});

describe("an applicant's emails", () => {
  const applicationMails = [
    'email.hello',
    'mail.application.received.subject',
    'mail.application.received.body',
  ] as const;

  /** The public become-a-farmer form sent from a browser in Spanish; the applicant's email address. */
  async function appliedInSpanish() {
    const email = uniqueEmail('rosa');
    okData(
      await call(t, {
        method: 'POST',
        url: '/api/admin/addFarmer',
        body: farmerApplicationForm(email),
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      }),
    );
    return email;
  }

  it("the application received: in the form's language", async () => {
    const inSpanish = await appliedInSpanish();
    const mail = await mailTo(t, inSpanish, /Recibimos/);
    expect(mail.subject).toBe('Recibimos tu solicitud para vender');
    expect(mail.text).toContain('Gracias por tu solicitud para vender en Local Food Marketplace.');
    expect(englishLeft(wholeMail(mail), [...applicationMails])).toEqual([]);

    const row = await farmerApplication(t);
    const english = await mailTo(t, row.email, /received/);
    expect(english.subject).toBe('We received your farmer application');
    expect(english.text).toBe(
      'Hello Rosa,\n\nThank you for applying to sell on the Local Food Marketplace. We received your application and our team will verify it shortly; we will write to you at this address.',
    );
  });

  /** A farmer's own sign-up in `language`, waiting for the admin, and its application's id. */
  async function signedUpFarmer(language: Language) {
    const farmer = await signUp(t, { userType: 1, firstName: 'Pilar' });
    if (language === 'es') await speaking(farmer.accessToken, 'es');
    const list = okData<{ result: { id: number; email: string }[] }>(
      await get(t, '/api/admin/farmerApplications?status=pending&page=1&limit=100', admin),
    );
    return { email: farmer.email as string, id: list.result.find((a) => a.email === farmer.email)!.id };
  }

  it("approved and declined: in the farmer's language", async () => {
    const approved = await signedUpFarmer('es');
    okData(await post(t, '/api/admin/farmerApplications/approve', { applicationId: approved.id }, admin));
    const yes = await mailTo(t, approved.email, /Aprobamos/);
    expect(yes.subject).toBe('Aprobamos tu cuenta de agricultor');
    expect(yes.text).toContain('Te damos la bienvenida a Local Food Marketplace');
    expect(yes.html).toContain('<p>Hola, Pilar:</p>');

    const declined = await signedUpFarmer('es');
    okData(await post(t, '/api/admin/farmerApplications/decline', { applicationId: declined.id }, admin));
    const no = await mailTo(t, declined.email, /solicitud/);
    expect(no.subject).toBe('Tu solicitud para vender');
    expect(no.text).toContain('Por ahora no podemos aprobarla.');
    const keys: MessageKey[] = [
      'email.hello',
      'mail.application.accountApproved.subject',
      'mail.application.accountApproved.body',
      'mail.application.listed',
      'mail.application.declined.subject',
      'mail.application.declined.body',
    ];
    expect(englishLeft(wholeMail(yes) + wholeMail(no), keys)).toEqual([]);

    const english = await signedUpFarmer('en');
    okData(await post(t, '/api/admin/farmerApplications/decline', { applicationId: english.id }, admin));
    const mail = await mailTo(t, english.email, /application/);
    expect(mail.subject).toBe('Your farmer application');
    expect(mail.text).toBe(
      'Hello Pilar,\n\nThank you for applying to sell on the Local Food Marketplace. We are not able to approve your application at this time.',
    );
  });

  it("an approved application from the form: its set-password email in the form's language, which the new account keeps", async () => {
    const email = await appliedInSpanish();
    const list = okData<{ result: { id: number; email: string }[] }>(
      await get(t, '/api/admin/farmerApplications?status=pending&page=1&limit=100', admin),
    );
    const id = list.result.find((a) => a.email === email)!.id;
    okData(await post(t, '/api/admin/farmerApplications/approve', { applicationId: id }, admin));
    const mail = await mailTo(t, email, /Aprobamos/);
    expect(mail.subject).toBe('Aprobamos tu solicitud para vender: crea tu contraseña');
    expect(mail.text).toContain('durante 7 días): http://marketplace.test/resetpassword/');
    const keys: MessageKey[] = [
      'mail.application.approved.subject',
      'mail.application.approved.body',
      'mail.application.setPassword',
      'mail.application.nextSteps',
    ];
    expect(englishLeft(wholeMail(mail), keys)).toEqual([]);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account!.language).toBe('es');

    const row = await farmerApplication(t);
    okData(await post(t, '/api/admin/farmerApplications/approve', { applicationId: row.id }, admin));
    const english = await mailTo(t, row.email, /approved/);
    expect(english.subject).toBe('Your farmer application is approved: set your password');
    expect(english.text).toMatch(
      /^Hello Rosa,\n\nWelcome to the Local Food Marketplace: your farmer application is approved\.\n\nChoose your password here \(the link works once, for 7 days\): http:\/\/marketplace\.test\/resetpassword\/\S+\n\nThen sign in as a farmer to set up your farm, your products and where you distribute them\.$/,
    );
  });
});
