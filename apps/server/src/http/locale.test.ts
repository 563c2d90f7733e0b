/**
 * Issue 32: the API answers in the caller's language. A message core made (a zod schema's, a service's from
 * core's words) is said in the language of the request: `?lang=`, the `lang` cookie, the signed-in user's
 * saved language, then Accept-Language; English otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lfm/core';
import { buildTestApp, type TestContext } from '../test/test-app';
import { call, failure, get, multipart } from '../test/helpers';
import { buyer, itemFields, signedInFarmer } from '../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const badLogin = (headers: Record<string, string> = {}) =>
  call(t, {
    method: 'POST',
    url: '/api/user/login',
    body: { email: 'not an email', password: 'secret123' },
    headers,
  });
const missingRecipe = (headers: Record<string, string> = {}, token?: string) =>
  call(t, { method: 'POST', url: '/api/recipes/viewRecipes', body: { recipesId: 999999 }, headers, token });

describe('errors in the caller’s language', () => {
  it('a 400 from a zod schema answers in Spanish for Accept-Language: es, in English otherwise', async () => {
    const es = await badLogin({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.statusCode).toBe(400);
    expect(failure(es)).toMatchObject({
      errorCode: ErrorCode.Validation,
      responseMessage: 'Escribe un correo electrónico válido.',
    });
    expect(failure(await badLogin())).toMatchObject({
      errorCode: ErrorCode.Validation,
      responseMessage: 'Enter a valid email.',
    });
    expect(failure(await badLogin({ 'accept-language': 'fr-FR' })).responseMessage).toBe(
      'Enter a valid email.',
    );
  });

  it('a field-naming zod message names the field in Spanish too', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/user/login',
      body: { email: 'a@example.com' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe('Escribe tu contraseña.');
  });

  it('a 4xx from a service answers in Spanish for Accept-Language: es', async () => {
    const es = await missingRecipe({ 'accept-language': 'es' });
    expect(es.statusCode).toBe(404);
    expect(failure(es)).toMatchObject({
      errorCode: ErrorCode.NotFound,
      responseMessage: 'No encontramos la receta.',
    });
    expect(failure(await missingRecipe()).responseMessage).toBe('Recipe not found.');
  });

  it('the lang cookie wins over Accept-Language, and ?lang= over both', async () => {
    expect(failure(await missingRecipe({ 'accept-language': 'es', cookie: 'lang=en' })).responseMessage).toBe(
      'Recipe not found.',
    );
    expect(failure(await missingRecipe({ cookie: 'a=1; lang=es' })).responseMessage).toBe(
      'No encontramos la receta.',
    );
    const byAddress = await call(t, {
      method: 'POST',
      url: '/api/recipes/viewRecipes?lang=es',
      body: { recipesId: 999999 },
      headers: { cookie: 'lang=en' },
    });
    expect(failure(byAddress).responseMessage).toBe('No encontramos la receta.');
  });

  it("a signed-in person's saved language answers when no cookie says otherwise", async () => {
    const { token } = await buyer(t, { language: 'es' });
    expect(failure(await missingRecipe({ 'accept-language': 'en' }, token)).responseMessage).toBe(
      'No encontramos la receta.',
    );
    expect(failure(await missingRecipe({ cookie: 'lang=en' }, token)).responseMessage).toBe(
      'Recipe not found.',
    );
  });

  it('a request without a session that needs one says so in Spanish', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/user/getProfile',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(401);
    expect(failure(res).responseMessage).toBe('No has iniciado sesión');
  });
});

describe("a portal form's messages in the caller's language", () => {
  it("the farmer's item form: a required name, and a price that names its field, in Spanish and in English", async () => {
    const { token } = await signedInFarmer(t);
    const addItem = (fields: Record<string, string | number>, headers: Record<string, string> = {}) =>
      call(t, { method: 'POST', url: '/api/farmer/inventory/add', token, form: multipart(fields), headers });
    const inSpanish = { 'accept-language': 'es' };

    const unnamed = { ...itemFields, itemName: '' };
    expect(failure(await addItem(unnamed, inSpanish)).responseMessage).toBe(
      'Escribe el nombre del artículo.',
    );
    expect(failure(await addItem(unnamed)).responseMessage).toBe('Item name is required.');

    const negative = { ...itemFields, consumerPriceCents: -5 };
    expect(failure(await addItem(negative, inSpanish)).responseMessage).toBe(
      'Precio al consumidor: no puede ser negativo.',
    );
    expect(failure(await addItem(negative)).responseMessage).toBe('Consumer price cannot be negative.');
  });

  it("a distribution's zone naming a zip it does not serve says the zip in Spanish", async () => {
    const { token } = await signedInFarmer(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/farmer/distributions/add',
      token,
      headers: { 'accept-language': 'es' },
      body: {
        selectPickDel: 2,
        deliveryPostalCodes: ['12401'],
        deliveryZones: '12534: 3.00',
        flatFeeCents: 500,
        deliveries: [{ day: 6, time: '9 AM - 12 PM' }],
        placeOrderOpen: { day: 0, time: '9:00', meridiem: 'AM' },
        placeOrderClose: { day: 4, time: '5:00', meridiem: 'PM' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe(
      'El código postal 12534 de una zona no está entre los códigos postales a los que llegas.',
    );
  });
});

describe('user/setLanguage', () => {
  it('saves the language the profile then shows; another code is refused with a clear message, nothing saved', async () => {
    const { token } = await buyer(t);
    expect((await get(t, '/api/user/getProfile', token)).json().responseData.userProfile.language).toBeNull();
    const saved = await call(t, {
      method: 'POST',
      url: '/api/user/setLanguage',
      body: { language: 'es' },
      token,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().responseData).toEqual({ language: 'es' });
    expect((await get(t, '/api/user/getProfile', token)).json().responseData.userProfile.language).toBe('es');

    const bad = await call(t, {
      method: 'POST',
      url: '/api/user/setLanguage',
      body: { language: 'xx' },
      token,
    });
    expect(bad.statusCode).toBe(400);
    // Said in the saved language, which stays.
    expect(failure(bad).responseMessage).toBe('Elige uno de los idiomas disponibles.');
    expect((await get(t, '/api/user/getProfile', token)).json().responseData.userProfile.language).toBe('es');
  });

  it('needs a signed-in person', async () => {
    const res = await call(t, { method: 'POST', url: '/api/user/setLanguage', body: { language: 'es' } });
    expect(res.statusCode).toBe(401);
  });
});
