import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '@lfm/core';
import { answerSerializerCompiler, undeclaredFields } from './answer-serializer';
import { serve } from './serve';

const entry = route({
  method: 'GET',
  path: 'probe/answer',
  summary: 'A probe',
  tags: ['probe'],
  access: 'client',
  query: z.object({ extra: z.enum(['yes', 'no']).default('no') }),
  response: z.object({ name: z.string(), items: z.array(z.object({ id: z.number() })) }),
  errors: [],
});

async function appWith(strict: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(strict));
  // The answer the handler gives: with a private field when asked, as a careless service might.
  // (a variable, not a literal: the type allows the extra field as a careless service's would)
  const leaky = { name: 'Farm', items: [{ id: 1, secret: 'x' }] };
  serve(app, entry, {}, async (req) =>
    req.query.extra === 'yes' ? leaky : { name: 'Farm', items: [{ id: 1 }] },
  );
  await app.ready();
  return app;
}

describe('the answer serializer', () => {
  it('names the fields a value has beyond what was kept', () => {
    expect(undeclaredFields({ a: 1, b: { c: 2, d: 3 }, e: undefined }, { a: 1, b: { c: 2 } })).toEqual([
      'b.d',
    ]);
    expect(undeclaredFields([{ a: 1, x: 1 }], [{ a: 1 }])).toEqual(['0.x']);
  });

  it('sends an answer that fits its schema in the envelope', async () => {
    const app = await appWith(true);
    const res = await app.inject({ url: '/probe/answer' });
    expect(res.json()).toEqual({ statusCode: 1, responseData: { name: 'Farm', items: [{ id: 1 }] } });
  });

  it('refuses, in development and tests, an answer with a field its schema does not declare', async () => {
    const app = await appWith(true);
    const res = await app.inject({ url: '/probe/answer?extra=yes' });
    expect(res.statusCode).toBe(500);
    // (the app's error handler answers the person with SERVER_ERROR; the log names the field)
    expect(res.json().message).toContain('responseData.items.0.secret');
  });

  it('drops, in production, the fields the schema does not declare', async () => {
    const app = await appWith(false);
    const res = await app.inject({ url: '/probe/answer?extra=yes' });
    expect(res.json()).toEqual({ statusCode: 1, responseData: { name: 'Farm', items: [{ id: 1 }] } });
  });
});
