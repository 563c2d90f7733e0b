import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, FOREIGN_ORIGIN, NOT_SIGNED_IN } from '@lfm/core';
import { preparedQuery, type Db } from '../db/client';
import { sessions as sessionsTable, users } from '../db/schema';
import type { SessionCache } from './session-cache';
import { hashToken } from '../lib/tokens';
import { AppError, accountDisabled, invalidToken } from './errors';
import { SESSION_COOKIE, fromOwnSite, readCookie } from './session-cookie';

export const LAST_USED_STEP_MS = 5 * 60_000;

export interface AuthPluginOptions {
  /** Stamps when a session was last used: auth owns the sessions table, and http/ imports no module (ADR 004). */
  touchSession: (db: Db, sessionId: number, now: Date) => Promise<void>;
  /** The sessions this process has looked up (session-cache.ts); none: each request reads its own. */
  sessions?: SessionCache<SessionRow> | null;
}

/** What a request reads of its session and user. */
const sessionColumns = {
  sessionId: sessionsTable.id,
  lastUsedAt: sessionsTable.lastUsedAt,
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  consumerType: users.consumerType,
  role: users.role,
  language: users.language,
  disabledAt: users.disabledAt,
  revokedAt: sessionsTable.revokedAt,
  expiresAt: sessionsTable.expiresAt,
};
const sessionQuery = preparedQuery('session_by_token', (exec, name) =>
  exec
    .select(sessionColumns)
    .from(sessionsTable)
    .innerJoin(users, eq(users.id, sessionsTable.userId))
    .where(eq(sessionsTable.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name),
);
const lookUpSession = (db: Db, tokenHash: string) => sessionQuery(db).execute({ tokenHash });
export type SessionRow = Awaited<ReturnType<typeof lookUpSession>>[number];

/** Resolves the `accesstoken` header (or the web app's session cookie) to a user: unknown, expired or revoked tokens are errorCode 2, disabled accounts 17. */
export const authPlugin = fp(async (app: FastifyInstance, { touchSession, sessions }: AuthPluginOptions) => {
  app.decorateRequest('user', null);

  /**
   * API clients send the `accesstoken` header (SPEC 7); the web app's browser sends the HttpOnly session
   * cookie (issue 34.1), which counts for a state-changing call only when it comes from this site.
   */
  function tokenOf(req: FastifyRequest): string | undefined {
    const header = req.headers.accesstoken;
    const token = Array.isArray(header) ? header[0] : header;
    if (token) return token;
    const cookie = readCookie(req, app.deps.config, SESSION_COOKIE);
    if (cookie && !fromOwnSite(req, app.deps.config))
      throw new AppError(403, ErrorCode.Forbidden, FOREIGN_ORIGIN);
    return cookie;
  }

  /** Requests whose token was looked up: the public cache (public-cache.ts) may have done it before the route. */
  const looked = new WeakSet<FastifyRequest>();

  async function resolve(req: FastifyRequest, required: boolean) {
    if (looked.has(req)) {
      if (required && !req.user) throw req.headers.accesstoken ? invalidToken() : invalidToken(NOT_SIGNED_IN);
      return;
    }
    looked.add(req);
    const token = tokenOf(req);
    if (!token) {
      if (required) throw invalidToken(NOT_SIGNED_IN);
      return;
    }
    const { db } = app.deps.database;
    const now = app.deps.clock.now();
    const tokenHash = hashToken(token);
    let row = sessions?.get(tokenHash);
    if (!row) {
      const since = sessions?.generation() ?? 0;
      [row] = await lookUpSession(db, tokenHash);
      if (row) sessions?.set(tokenHash, row, since);
    }
    if (!row || row.expiresAt <= now) {
      if (required) throw invalidToken();
      return;
    }
    // A disabled account's sessions were revoked when it was disabled: they still say why (17).
    if (row.disabledAt) throw accountDisabled();
    if (row.revokedAt) {
      if (required) throw invalidToken();
      return;
    }
    // When a session was last used (shown to its owner, and for pruning idle ones), to the
    // nearest few minutes: one small write per session at most every LAST_USED_STEP_MS.
    if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
      await touchSession(db, row.sessionId, now);
      row.lastUsedAt = now;
    }
    const {
      disabledAt: _disabled,
      lastUsedAt: _lastUsed,
      revokedAt: _revoked,
      expiresAt: _expires,
      ...user
    } = row;
    req.user = user;
  }

  app.decorate('requireUser', (req: FastifyRequest) => resolve(req, true));
  app.decorate('optionalUser', (req: FastifyRequest) => resolve(req, false));
});

/** OpenAPI `security` of a route guarded by requireUser: the client's Basic authorization plus the access token. */
export const signedInSecurity = [{ client: [], accessToken: [] }];

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest) {
  if (!req.user) throw invalidToken();
  return req.user;
}
