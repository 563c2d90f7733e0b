import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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
