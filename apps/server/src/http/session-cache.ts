/**
 * The sessions this process has looked up (issue 14): a signed-in request otherwise reads its session
 * and user from the database before anything else, one statement of every cart, checkout and catalogue
 * call (on the embedded PGlite, a millisecond of the one thread each).
 *
 * What a kept session says follows the database, whoever writes: migration 0021 NOTIFYs
 * `sessions_changed` when a session is revoked, expires early or is deleted, and when a user's name,
 * type, role or disabled mark changes (what auth-plugin.ts reads); PostgreSQL delivers it at commit to
 * every process listening, which then forgets every kept session. In this process a write that may
 * change one (every call but the cart's, checkout's, cards', addresses', newsletter's and a farmer's items')
 * forgets them before its answer is sent, so the writer's next request never sees the old session. (A farmer's
 * item writes were not neutral once: on a market day each edit made every signed-in buyer's next request read
 * their session again, 32 lookups a second for one edit a second under bench:day.) While the LISTEN
 * connection is down nothing is kept; a session is kept 60 s at most in any case, and its expiry is
 * checked on every use (auth-plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export const SESSIONS_CHANNEL = 'sessions_changed';

/** How long a looked-up session is kept at most, whatever the notifications say. */
export const SESSION_KEPT_MS = 60_000;
/** Sessions kept at most; the oldest goes first. */
const MAX_SESSIONS = 10_000;

export interface SessionCache<T> {
  /** The session kept for this token hash, if any. */
  get(tokenHash: string): T | undefined;
  /** The number to pass to `set` for a lookup starting now. */
  generation(): number;
  /** Keeps a session looked up since `generation()` gave `since` (unless a change came in between). */
  set(tokenHash: string, session: T, since: number): void;
  /** Forgets every session (a change, or a write of this process that may be one). */
  clear(): void;
}

/** Calls that never change a session or what a request reads of its user (see the module's comment). */
const NEUTRAL =
  /^\/api\/(addCart\/|payment\/charge\b|payments\/tokens\b|user\/(addCard|removeCard|cardChange|addAddress|editAddress)\b|newsletter\/|farmer\/inventory\/)/;

export async function installSessionCache<T>(
  app: FastifyInstance,
  opts: { database: Database; enabled: boolean },
): Promise<SessionCache<T> | null> {
  if (!opts.enabled) return null;
  const kept = new Map<string, { session: T; at: number }>();
  let generation = 0;
  let listening = false;
  const clear = () => {
    generation++;
    kept.clear();
  };
  const listener = await opts.database.listen(SESSIONS_CHANNEL, clear, (up) => {
    listening = up;
    clear();
  });
  app.addHook('onClose', async () => {
    await listener.stop();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && !NEUTRAL.test(req.url))
      clear();
    return payload;
  });

  return {
    get(tokenHash) {
      if (!listening) return undefined;
      const entry = kept.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.at > SESSION_KEPT_MS) {
        kept.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    generation: () => generation,
    set(tokenHash, session, since) {
      if (!listening || since !== generation) return;
      kept.delete(tokenHash);
      kept.set(tokenHash, { session, at: Date.now() });
      if (kept.size > MAX_SESSIONS) kept.delete(kept.keys().next().value!);
    },
    clear,
  };
}
