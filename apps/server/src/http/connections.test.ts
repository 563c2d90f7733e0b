import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackHandlers } from './connections';

/** The handlers a shutdown waits for before it closes the database (main.ts). */
describe('trackHandlers', () => {
  it('counts an async handler until it settles, even after its client has gone', async () => {
    const app = Fastify();
    const handlers = trackHandlers(app);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const steps: string[] = [];
    app.get('/slow', async () => {
      await held;
      steps.push('handler done');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const aborted = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: aborted.signal }).catch(() => 'gone');
    await expect.poll(() => handlers.running).toBe(1);
    aborted.abort();
    expect(await request).toBe('gone');

    // The server closes (no connection holds it), the handler still runs: idle() waits for it.
    await app.close();
    const idle = handlers.idle().then(() => steps.push('idle'));
    await new Promise((r) => setTimeout(r, 20));
    expect(steps).toEqual([]);
    finish();
    await idle;
    expect(steps).toEqual(['handler done', 'idle']);
    expect(handlers.running).toBe(0);
  });

  it('leaves handlers that answer through reply.send as they were, and counts failed ones as done', async () => {
    const app = Fastify();
    const handlers = trackHandlers(app);
    app.get('/sent', (_req, reply) => {
      setTimeout(() => void reply.send({ sent: true }), 5);
    });
    app.get('/fails', async () => {
      throw new Error('no');
    });
    expect((await app.inject('/sent')).json()).toEqual({ sent: true });
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(handlers.running).toBe(0);
    await handlers.idle();
    await app.close();
  });
});
