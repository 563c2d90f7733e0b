import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CLIENT_AUTH, type TestContext } from './test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('refuses a call without the client authorization', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { errorCode: 3, responseMessage: 'This client is not authorized.' },
    });
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { authorization: CLIENT_AUTH },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorCode).toBe(5);
  });

  it('serves the OpenAPI document with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the security headers with every kind of answer: a call, an error, a kept answer, a page', async () => {
    const policy =
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
      "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';frame-src 'self';connect-src 'self'";
    const catalogue = '/api/farm/getAllFarmDistributionsInventory?zipCode=12534&distributionType=1&page=1';
    const urls = ['/api/site/config', '/api/nothing/here', catalogue, catalogue, '/'];
    for (const [i, url] of urls.entries()) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: CLIENT_AUTH } });
      if (i === 3) expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers, url).toMatchObject({
        'content-security-policy': policy,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });
});

describe('site config', () => {
  it('tells the web app where sellers go, in the success envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/site/config',
      headers: { authorization: CLIENT_AUTH },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 1,
      responseData: { payments: 'local', farmerSiteUrl: '/farmer', hostSiteUrl: '/pickups' },
    });
  });
});
