import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The server's open connections, so that a shutdown can end the ones that only wait on a client.
 *
 * Closing the server waits for every connection that is not idle between requests: one opened and
 * silent, one whose request stopped halfway (a slow or broken client, a benchmark's client stopped
 * mid-request), one whose answer the client stopped taking once the socket's buffers are full. Any of
 * them would hold the shutdown until SHUTDOWN_TIMEOUT_MS, when the process exits without having closed
 * its database.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    /**
     * Ends each connection with no answer being made: none begun (no request, or one not yet whole) or
     * one the app has finished writing, which only the client holds up. A request still being handled
     * keeps its connection. Returns how many were ended.
     */
    endWaitingOnClients(): number {
      let ended = 0;
      for (const socket of open) {
        // The answer in flight on this connection (node's own record of it, as http-terminator reads it).
        const answer = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
        if (answer && !answer.writableEnded) continue;
        socket.destroy();
        open.delete(socket);
        ended++;
      }
      return ended;
    },
  };
}

/**
 * The route handlers still running, for a shutdown to wait on before it closes the database.
 *
 * A request whose client went away (a tab closed, a benchmark's client stopped) no longer holds its
 * connection, so closing the server does not wait for it; but its handler goes on with its statements,
 * and would meet a closed pool halfway ('Cannot use a pool after calling end on the pool'). Each route's
 * handler is wrapped as it is registered: one that returns a promise counts until it settles. A handler
 * that answers through reply.send without a promise has nothing left to run once it returns.
 */
export function trackHandlers(app: FastifyInstance) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const finished = () => {
    running--;
    if (running === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (this: unknown, ...args: unknown[]) => unknown;
    route.handler = function (this: unknown, ...args: unknown[]) {
      const result = handler.apply(this, args);
      if (result instanceof Promise) {
        running++;
        result.then(finished, finished);
      }
      return result;
    } as RouteOptions['handler'];
  });
  return {
    get running() {
      return running;
    },
    /** Settles once no handler is running. */
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

export type HandlersInFlight = ReturnType<typeof trackHandlers>;
