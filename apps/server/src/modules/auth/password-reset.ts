import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ErrorCode,
  INVALID_RESET_LINK,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  translate,
  translateText,
  type Locale,
  type MessageResponse,
  type SessionResponse,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { accountDisabled, AppError } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { setPasswordHash, type UserRow } from '../users';
import {
  createSession,
  findUserByEmail,
  revokeSessions,
  sessionResponse,
  type SessionMeta,
} from './sessions';

export const RESET_MESSAGES = {
  sent: RESET_LINK_SENT,
  invalid: INVALID_RESET_LINK,
  done: PASSWORD_RESET_DONE,
} as const;

const MINUTE_MS = 60 * 1000;
const invalidResetToken = () => new AppError(400, ErrorCode.InvalidResetToken, RESET_MESSAGES.invalid);

/**
 * user/forgetpassword: the same answer whether or not the email has an account (no enumeration).
 * For an active account: a single-use token (only its hash stored) mailed as a link to the web app.
 * A mail failure is logged, not reported, for the same reason.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  log: (err: unknown) => void,
  /** The request's language: the email's when the person never chose one (issue 32). */
  locale: Locale = 'en',
): Promise<MessageResponse> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (user && !user.disabledAt) {
    const ttl = deps.config.RESET_TOKEN_TTL_MINUTES;
    const token = await issueResetToken(db, user.id, new Date(deps.clock.now().getTime() + ttl * MINUTE_MS));
    try {
      await deps.mailer.send(
        resetMail(user, `${deps.config.publicUrl}/resetpassword/${token}`, ttl, user.language ?? locale),
      );
    } catch (err) {
      log(err);
    }
  }
  return { message: translateText(locale, RESET_MESSAGES.sent) };
}

/** A single-use link's token for the user (only its hash is stored); also the new farmer's set-password link. */
export async function issueResetToken(db: Db | Tx, userId: number, expiresAt: Date) {
  const { token, hash } = newToken();
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hash, expiresAt });
  return token;
}

/** The reset email, in the person's language (issue 32: their saved one, else the request's). */
function resetMail(user: UserRow, link: string, ttlMinutes: number, locale: Locale) {
  const lines = [
    translate(locale, 'email.hello', { name: user.firstName }),
    translate(locale, 'email.reset.intro'),
    link,
    translate(locale, 'email.reset.expires', { minutes: ttlMinutes }),
  ];
  return {
    to: user.email,
    subject: translate(locale, 'email.reset.subject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(translate(locale, 'email.reset.subject'))}</a></p>`,
      `<p>${escapeHtml(lines[3]!)}</p>`,
    ].join('\n'),
  };
}

const usableToken = (hash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

async function findUsableToken(deps: AppDeps, token: string) {
  const [row] = await deps.database.db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(hashToken(token), deps.clock.now()))
    .limit(1);
  return row;
}

/** user/validateresettoken: unknown, used and expired tokens are all errorCode 9. */
export async function validateResetToken(deps: AppDeps, token: string): Promise<{ valid: true }> {
  if (!(await findUsableToken(deps, token))) throw invalidResetToken();
  return { valid: true };
}

/**
 * user/resetpassword: in one transaction, claims the token (only one request can), sets the
 * password, retires the user's other reset links, ends every session and opens a new one.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; newPassword: string },
  meta: SessionMeta,
): Promise<SessionResponse> {
  const { db } = deps.database;
  const found = await findUsableToken(deps, input.token);
  if (!found) throw invalidResetToken();
  const [owner] = await db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  if (!owner) throw invalidResetToken();
  if (owner.disabledAt) throw accountDisabled();
  const passwordHash = await hashPassword(input.newPassword);

  return db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), usableToken(hashToken(input.token), now)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw invalidResetToken();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, owner.id), isNull(passwordResetTokens.usedAt)));
    const user = await setPasswordHash(tx, owner.id, passwordHash);
    await revokeSessions(tx, owner.id, now);
    const token = await createSession(deps, tx, owner.id, meta);
    return sessionResponse(deps, tx, user!, token, RESET_MESSAGES.done);
  });
}
