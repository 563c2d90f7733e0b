import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

export { expect };

const CLIENT_AUTH = `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}`;
export const PASSWORD = 'fresh-basil-42';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
}

/** A new customer created through the API, so each test owns its account and leaves nothing shared. */
export async function createCustomer(
  request: APIRequestContext,
  overrides: Partial<Record<string, string>> = {},
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
    multipart: fields,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { ...fields, accessToken: body.responseData.accessToken } as TestUser;
}

/** Puts a session in the browser the way a sign-in does (SPEC 3 browser storage keys). */
export async function signInWithToken(page: Page, user: TestUser, userType = 2) {
  await page.goto('/');
  await page.evaluate(
    ([token, type]) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userType', type);
      localStorage.setItem('isLoggedIn', 'true');
    },
    [user.accessToken, String(userType)] as const,
  );
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

/** The newest email to `to` from the server's outbox, decoded from quoted-printable. */
export async function latestMail(to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const newest = (await mailNames(to)).at(-1);
    if (newest) return readMail(newest);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email to ${to} in ${OUTBOX}`);
}

/** Every email to `to` so far, oldest first (the job runner may send two of them in the same tick). */
export const allMail = async (to: string) => Promise.all((await mailNames(to)).map(readMail));

export const test = base;
