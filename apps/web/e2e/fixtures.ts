import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_DATA_DIR, E2E_PASSWORD } from '../playwright.config';

export { expect };

export const CLIENT_AUTH = `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}`;
export const PASSWORD = E2E_PASSWORD;

// A 1×1 PNG: the server turns any photo into a WebP of its own size.
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface TestUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** 1 farmer, 2 customer, 3 wholesale buyer or school, 5 pick-up host (SPEC 3). */
  userType: number;
  accessToken: string;
}

/**
 * A new account created through the API (a customer unless `userType` says otherwise), so each test owns
 * its account and leaves nothing shared. A farmer's account still awaits an admin's approval.
 */
export async function createCustomer(
  request: APIRequestContext,
  overrides: Partial<Record<string, string>> = {},
  certificate?: Buffer,
): Promise<TestUser> {
  const fields = {
    firstName: 'Wren',
    lastName: `Tester${Math.floor(Math.random() * 1000)}`,
    email: `wren-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    userType: '2',
    addressLine1: '14 Warren Street',
    addressLine2: '',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    ...overrides,
  };
  const res = await request.post('/api/user/signup', {
    headers: { authorization: CLIENT_AUTH },
    multipart: {
      ...fields,
      ...(certificate
        ? { certificateImage: { name: 'certificate.png', mimeType: 'image/png', buffer: certificate } }
        : {}),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { accessToken, userProfile } = (await res.json()).responseData;
  return { ...fields, id: userProfile._id, userType: Number(fields.userType), accessToken };
}

/** A restaurant buying wholesale (userType 3 with its certificate), approved to pay by invoice if asked. */
export async function createWholesaleBuyer(request: APIRequestContext, opts: { invoices?: boolean } = {}) {
  const buyer = await createCustomer(
    request,
    {
      userType: '3',
      consumerType: '3',
      firstName: 'Basil',
      email: `bistro-${randomUUID().slice(0, 8)}@example.com`,
    },
    PHOTO,
  );
  if (opts.invoices) {
    const res = await request.post('/api/admin/users/invoiceStatus', {
      headers: { authorization: CLIENT_AUTH, accesstoken: await adminToken(request) },
      data: { userId: buyer.id, approved: true },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  return buyer;
}

/** A school (wholesaler type 3 with consumerType 2): no certificate, and invoices from the start (SPEC 6). */
export const createSchool = (request: APIRequestContext, overrides: Partial<Record<string, string>> = {}) =>
  createCustomer(request, { userType: '3', consumerType: '2', firstName: 'Maple', ...overrides });

export async function logIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/user/login', {
    headers: { authorization: CLIENT_AUTH },
    data: { email, password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).responseData.accessToken as string;
}

/** Holds back the app's entry script until release() (the page's HTML and CSS arrive as usual). */
export async function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The tests' own admin (the e2e server's ADMIN_EMAIL), not the demo admin. */
export const adminToken = (request: APIRequestContext) => logIn(request, E2E_ADMIN_EMAIL);

/**
 * Puts a session in the browser the way a sign-in does: the token as the server's HttpOnly session cookie
 * (issue 34.1) and SPEC 3's non-secret browser storage keys.
 */
export async function signInWithToken(
  page: Page,
  user: Pick<TestUser, 'accessToken'> & Partial<TestUser>,
  userType = user.userType ?? 2,
) {
  await page.goto('/');
  await page
    .context()
    .addCookies([
      { name: 'lfm_session', value: user.accessToken, url: page.url(), httpOnly: true, sameSite: 'Lax' },
    ]);
  await page.evaluate((type) => {
    localStorage.setItem('userType', type);
    localStorage.setItem('isLoggedIn', 'true');
    // The hint the app sets beside the session when a person signs in (lib/session.ts): the server then
    // sends the signed-in page, as it does to a person who signed in on this device.
    document.cookie = 'lfm_signed_in=1; Path=/; SameSite=Lax';
  }, String(userType));
}

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');
const mailNames = async (to: string) =>
  (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((n) => n.includes(to) && n.endsWith('.eml'))
    .sort();
const readMail = async (name: string) =>
  (await readFile(path.join(OUTBOX, name), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every email to `to` so far, oldest first (the job runner may send two of them in the same tick). */
export const allMail = async (to: string) => Promise.all((await mailNames(to)).map(readMail));

/** Who has an email holding `text` so far (the outbox keeps one file per recipient, named after them). */
export async function recipientsOf(text: string) {
  const names = await mailNames('');
  const holding = await Promise.all(names.map(async (n) => ((await readMail(n)).includes(text) ? n : null)));
  return holding
    .filter((n) => n != null)
    .map((n) => n.replace(/^\d+-\d+-\d+-/, '').replace(/\.eml$/, ''))
    .sort();
}

/**
 * The path of the newest set-password link emailed to `to` (a password reset, or an approved farmer
 * application's), once it has come.
 */
export async function emailedPasswordLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await allMail(to)).join('\n');
        link = [...mail.matchAll(/https?:\/\/[^\s"<>]+(\/resetpassword\/[A-Za-z0-9_-]+)/g)].at(-1)?.[1];
        return link;
      },
      { message: `the set-password link emailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

export const test = base;

/** The site's header (its banner landmark). */
export const header = (page: Page) => page.getByRole('banner');

/** Signs in as a customer through the header's Sign In: 'Sign in as' Local Customer, then email and password. */
export async function signInThroughModal(page: Page, email: string, password: string) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in as' })
    .getByRole('button', { name: /Local Customer/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}
