import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@lfm/core';
import { ROOT_DIR } from '../config';
import { buildTestApp, type TestContext } from '../test/test-app';
import { TYPES_FILE, readApiDocument, typesText } from './api-types';

/** Issue 31.2: the document partners build on, its version and the client generated from it. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The newest version docs/api-changes.md names: its first `## x.y.z` heading. */
async function newestChange() {
  const changes = await readFile(path.join(ROOT_DIR, 'docs/api-changes.md'), 'utf8');
  return /^## (\d+\.\d+\.\d+)\b/m.exec(changes)?.[1];
}

describe('the public API document', () => {
  it('is served at /api/openapi.json without authorization, the same as /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json()).toEqual(docs.json());
    expect(res.json().paths['/api/geo/zip']).toBeDefined();
  });

  it('is versioned by the changelog: info.version is API_VERSION, the newest heading of docs/api-changes.md', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.json().info.version).toBe(API_VERSION);
    expect(await newestChange()).toBe(API_VERSION);
  });

  it('has its generated TypeScript types committed as they are now (else run npm run api:types)', async () => {
    const document = await readApiDocument();
    expect(document).toMatchObject({ info: { version: API_VERSION } });
    // Compared as text, so a stale file fails with the difference shown.
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(await typesText(document));
    // Building a second app and typing a 1.6 MB document takes a while on a busy machine.
  }, 120_000);
});
