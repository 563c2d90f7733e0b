import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@lfm/core';
import { users } from '../db/schema';
import { CLIENT_AUTH, type TestContext } from './test-app';

export type Fields = Record<string, string | number | boolean | undefined>;
export interface FileField {
  name: string;
  filename: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart body for app.inject: light-my-request sends Node's FormData as-is. */
export function multipart(fields: Fields, files: FileField[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const f of files)
    form.append(f.name, new Blob([f.content], { type: f.type ?? 'application/octet-stream' }), f.filename);
  return form;
}

type Call = Omit<InjectOptions, 'headers' | 'payload'> & {
  token?: string;
  body?: InjectOptions['payload'];
  form?: FormData;
  headers?: Record<string, string>;
};

/** One API call with the client authorization (and the access token when given). */
export function call(t: TestContext, { token, body, form, headers, ...opts }: Call) {
  return t.app.inject({
    ...opts,
    headers: { authorization: CLIENT_AUTH, ...(token ? { accesstoken: token } : {}), ...headers },
    payload: form ?? body,
  });
}

export const post = (t: TestContext, url: string, body?: InjectOptions['payload'], token?: string) =>
  call(t, { method: 'POST', url, body, token });
export const get = (t: TestContext, url: string, token?: string) => call(t, { method: 'GET', url, token });

/** The `{ error: { errorCode, responseMessage } }` of a failed call, with its HTTP status. */
export function failure(res: LightMyRequestResponse) {
  return {
    status: res.statusCode,
    ...res.json<{ error: { errorCode: number; responseMessage: string } }>().error,
  };
}

export const expectError = (status: number, errorCode: number, responseMessage: string) => ({
  status,
  errorCode,
  responseMessage,
});

let seq = 0;
/** A unique email per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++seq}@example.com`;

export const PASSWORD = 'secret123';
/** A real zip (Kingston, NY) the offline geocoder knows, and one that does not exist. */
export const ZIP = '12401';
export const UNKNOWN_ZIP = '00000';

export const signupFields = (overrides: Fields = {}): Fields => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(),
  password: PASSWORD,
  userType: 2,
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Kingston',
  state: 'NY',
  postalCode: ZIP,
  ...overrides,
});

export function signupCall(t: TestContext, fields: Fields, files: FileField[] = []) {
  return call(t, { method: 'POST', url: '/api/user/signup', form: multipart(fields, files) });
}

/** Signs up through the API and returns the session and the email used. */
export async function signUp(t: TestContext, overrides: Fields = {}, files: FileField[] = []) {
  const fields = signupFields(overrides);
  const res = await signupCall(t, fields, files);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const session = res.json<{ responseData: SessionResponse }>().responseData;
  return { ...session, email: String(fields.email), password: String(fields.password) };
}

export async function logIn(t: TestContext, email: string, password = PASSWORD) {
  const res = await post(t, '/api/user/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ responseData: SessionResponse }>().responseData;
}

export async function disableUser(t: TestContext, userId: number) {
  await t.database.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, userId));
  forgetKeptSessions(t);
}

/**
 * After a test's own write to users or sessions: the app forgets the sessions it keeps, as the write's
 * NOTIFY makes it do a moment later (on PostgreSQL the notification comes on another connection, so the
 * test's next request could come first). http/session-cache.test.ts proves the notification itself.
 */
export function forgetKeptSessions(t: TestContext) {
  t.app.keptSessions?.clear();
}

/** Rows in a table (optionally matching `where`), to assert that a refused call wrote nothing. */
export const countRows = (t: TestContext, table: PgTable, where?: SQL) => t.database.db.$count(table, where);

/** Files under a directory tree (uploads, private documents), relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** The newest mail to `email` as text: quoted-printable soft breaks and escapes undone. */
export async function latestMail(t: TestContext, email: string) {
  const [mail] = await t.outbox(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link's token from the newest mail to `email`. */
export async function resetTokenFromOutbox(t: TestContext, email: string) {
  const match = (await latestMail(t, email)).match(/\/resetpassword\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

export const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
export const jpegBytes = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffaa00' } })
    .jpeg()
    .toBuffer();
export const SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#2F6B3B"/></svg>\n';
export const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/**
 * Asks until `pass` holds (a NOTIFY from another connection arrives within milliseconds), at most 3 s; fails
 * the test when it never does (it returned the last answer instead, and a test that did not check that answer
 * again passed without what it waited for).
 */
export async function eventually<T>(ask: () => Promise<T>, pass: (v: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const v = await ask();
    if (pass(v)) return v;
    if (Date.now() > until) throw new Error(`Still not so after 3 s: ${describe(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A value for a failure's message: an HTTP answer as its status, cache header and body's start. */
function describe(v: unknown) {
  const r = v as Partial<LightMyRequestResponse> | null;
  if (r && typeof r.statusCode === 'number' && typeof r.body === 'string')
    return `${r.statusCode} x-cache ${String(r.headers?.['x-cache'])} ${r.body.slice(0, 300)}`;
  return JSON.stringify(v)?.slice(0, 300) ?? String(v);
}
