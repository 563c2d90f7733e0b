/**
 * Issue 30.1: while no real money moves (the demo, PAYMENTS=simulated, a Stripe test key) every receipt
 * and every page says so ('Test mode: no real payments'); with a Stripe live key none does. Read as the
 * buyer reads them: the receipt email's text and HTML, its PDF, and the page HTML the server draws.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_NOTICE } from '@lfm/core';
import { ROOT_DIR } from '../../config';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { WEDNESDAY_MORNING } from '../../test/catalog-helpers';
import { mailTo } from '../../test/mail';
import { pdfText } from '../../test/pdf-text';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe';
import { addCard, addStripeCard, buyer, charge, fillCart, pickupFarm, placed } from '../../test/shop-helpers';

let dist: string;
let stripe: FakeStripe;
beforeAll(async () => {
  // A web build whose index.html carries the web app's own ribbon element (apps/web/index.html), hidden.
  const source = await readFile(path.join(ROOT_DIR, 'apps/web/index.html'), 'utf8');
  const ribbon = /<div\s+id="lfm-test-mode"[^>]*>\s*<\/div>/.exec(source)?.[0];
  if (!ribbon) throw new Error('apps/web/index.html has no #lfm-test-mode element');
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-test-mode-'));
  const page = `<!doctype html><html lang="en"><head><title>page</title></head><body>${ribbon}<div id="root"></div></body></html>`;
  for (const name of ['index', 'shell']) await writeFile(path.join(dist, `${name}.html`), page);
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
  await rm(dist, { recursive: true, force: true });
});

const STRIPE = { STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_API_BASE: '' };
const MODES = [
  { mode: 'demo', env: {}, testMode: true },
  { mode: 'simulated', env: { PAYMENTS: 'simulated' }, testMode: true },
  { mode: 'stripe-test', env: { ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_local' }, testMode: true },
  { mode: 'stripe-live', env: { ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_local' }, testMode: false },
] as const;

/** The ribbon's element in a page's HTML: its text, and whether it is hidden. */
function ribbonOf(html: string) {
  const m = /<div\s+id="lfm-test-mode"([^>]*)>([^<]*)<\/div>/.exec(html);
  if (!m) throw new Error('no #lfm-test-mode element in the page');
  return { hidden: /\shidden\b/.test(m[1]!), text: m[2]!.trim() };
}

describe.each(MODES)('in $mode mode', ({ mode, env, testMode }) => {
  let t: TestContext;
  beforeAll(async () => {
    const withStripe = 'STRIPE_API_BASE' in env ? { ...env, STRIPE_API_BASE: stripe.url } : env;
    t = await buildTestApp(withStripe, { webDist: dist });
    t.clock.set(WEDNESDAY_MORNING);
  });
  afterAll(() => t.close());

  it(`the receipt email and its PDF ${testMode ? 'say' : 'do not say'} 'Test mode: no real payments'`, async () => {
    expect(t.config.paymentsMode).toBe(mode);
    const { user, token } = await buyer(t);
    const { farm, product } = await pickupFarm(t);
    await fillCart(t, token, product.id, farm.id, 2);
    const cardId = mode.startsWith('stripe')
      ? await addStripeCard(t, stripe, token)
      : await addCard(t, token);
    const { order } = placed(await charge(t, token, { stripeCardId: cardId }));
    await runJobsOnce(t.app.deps);

    const mail = await mailTo(t, user.email, new RegExp(`#${order._id}\\b`));
    const pdf = mail.attachments.find((a) => a.filename === `order-${order._id}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const pdfWords = pdfText(pdf!.content);
    // The receipt is there either way (so an absent notice is not an absent receipt).
    expect(mail.text).toContain(`#${order._id}`);
    expect(pdfWords).toContain(String(order._id));
    if (testMode) {
      // The first thing the buyer reads.
      expect(mail.text.split('\n')[0]).toBe(`${TEST_MODE_NOTICE}.`);
      expect(mail.html).toContain(TEST_MODE_NOTICE);
      expect(pdfWords).toContain(TEST_MODE_NOTICE);
    } else {
      expect(mail.text).not.toMatch(/test mode/i);
      expect(mail.html).not.toMatch(/test mode/i);
      expect(pdfWords).not.toMatch(/test mode/i);
    }
  });

  it(`the page HTML ${testMode ? 'shows' : 'keeps hidden and empty'} the test-mode ribbon`, async () => {
    for (const url of ['/', '/farms']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(ribbonOf(res.body), url).toEqual(
        testMode ? { hidden: false, text: TEST_MODE_NOTICE } : { hidden: true, text: '' },
      );
    }
    // Spanish readers read it in Spanish.
    const es = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'es' } });
    expect(ribbonOf(es.body)).toEqual(
      testMode
        ? { hidden: false, text: 'Modo de prueba: no se cobran pagos reales' }
        : { hidden: true, text: '' },
    );
  });
});
