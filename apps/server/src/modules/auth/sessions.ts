import { and, eq, isNull, sql } from 'drizzle-orm';
import { UserType, type SessionResponse } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { userProfile, type UserRow } from '../users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who opened a session, kept with it so a user's sessions can be told apart. */
export interface SessionMeta {
  ip: string;
  userAgent?: string;
}

/** A new session: the client gets the random token, the database keeps only its sha256. */
export async function createSession(deps: AppDeps, db: Db | Tx, userId: number, meta: SessionMeta) {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hash,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * DAY_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
  });
  return token;
}

/** Ends every open session of a user (a disabled account; its sessions never come back). */
export async function revokeSessions(db: Db | Tx, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** When a session was last used (the auth plugin stamps it; http/ reaches auth only through this function). */
export async function touchSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** SPEC 1/4: farmers and pick-up hosts are sent to their own site after signing in or up. */
function redirectUrlFor(deps: AppDeps, userType: number) {
  if (userType === UserType.Farmer) return deps.config.farmerSiteUrl;
  if (userType === UserType.PickUpHost) return deps.config.hostSiteUrl;
  return undefined;
}

/** SessionResponse of login, signup and reset: the token, the profile, and where sellers go. */
export async function sessionResponse(
  deps: AppDeps,
  db: Db | Tx,
  user: UserRow,
  accessToken: string,
  message: string,
): Promise<SessionResponse> {
  const redirectUrl = redirectUrlFor(deps, user.userType);
  return {
    accessToken,
    userProfile: await userProfile(db, user),
    ...(redirectUrl ? { redirectUrl } : {}),
    message,
  };
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Emails match whatever their case (unique index on lower(email)). */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  return user;
}
