import type { Database } from '../db/client';

/**
 * A stand-in database for what keeps things by the database's notifications (kept search matches, kept
 * list frames): its LISTEN is up at once, and the test sends the notifications (`heard.notify`) and takes
 * the connection down and up again (`heard.state`).
 */
export function notifier() {
  const heard: { notify?: (payload: string) => void; state?: (up: boolean) => void } = {};
  const database = {
    listen: async (_channel: string, notify: (p: string) => void, state: (up: boolean) => void) => {
      Object.assign(heard, { notify, state });
      state(true);
      return { stop: async () => undefined, sync: async () => undefined };
    },
  } as unknown as Database;
  return { database, heard };
}
