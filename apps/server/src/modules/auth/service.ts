import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  CERTIFICATE_TYPES,
  DEFAULT_LOCALE,
  EIN_REQUIRED,
  EMAIL_TAKEN,
  ErrorCode,
  FILE_TYPE_MESSAGE,
  UserType,
  WholesaleType,
  invoiceStatusAtSignup,
  said,
  type Locale,
  type LoginInput,
  type MessageResponse,
  type SessionResponse,
  type SignupRequest,
} from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import { sessions, users } from '../../db/schema';
import { accountDisabled, AppError, badRequest, conflict } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { allowedFileType } from '../../lib/file-types';
import { hashPassword, verifyPassword, verifyWithoutAccount } from '../../lib/passwords';
import { insertSignupApplication } from '../farmer-applications';
import { insertAddress, insertUser, locate, setPasswordHash } from '../users';
import { createSession, findUserByEmail, sessionResponse, type SessionMeta } from './sessions';
import { clearFailedSignIns, recordFailedSignIn, type SignInClient } from './sign-in-limits';

export const MESSAGES = {
  emailTaken: EMAIL_TAKEN,
  einRequired: EIN_REQUIRED,
} as const;

const invalidCredentials = () =>
  new AppError(401, ErrorCode.InvalidCredentials, said('answer.invalidCredentials'));

/**
 * user/signup: checks what can fail before anything is written (EIN document, file type,
 * email taken, address found), stores the certificate privately, then writes the user, their
 * first address and a session in one transaction. A failed transaction removes the certificate.
 */
export async function signup(
  deps: AppDeps,
  input: SignupRequest,
  certificate: Buffer | undefined,
  meta: SessionMeta,
  /** The language the visitor was browsing in (issue 32): saved, so their emails follow it. */
  language: Locale = DEFAULT_LOCALE,
): Promise<SessionResponse> {
  const { db } = deps.database;
  const wholesale = input.userType === UserType.Wholesaler;
  // SPEC 1: schools (wholesale subtype 2) need no EIN; other wholesale buyers do.
  if (wholesale && input.consumerType !== WholesaleType.School && !certificate)
    throw badRequest(MESSAGES.einRequired);
  const certificateType = certificate ? await allowedFileType(certificate, CERTIFICATE_TYPES) : null;
  if (certificate && !certificateType) throw badRequest(FILE_TYPE_MESSAGE);
  if (await findUserByEmail(db, input.email)) throw conflict(MESSAGES.emailTaken);
  const point = await locate(deps.geocoder, input);
  const passwordHash = await hashPassword(input.password);

  const certificateFile =
    certificate && certificateType
      ? await deps.storage.putPrivate('certificates', certificateType.ext, certificate)
      : null;
  const farmer = input.userType === UserType.Farmer;
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        userType: input.userType,
        consumerType: wholesale ? (input.consumerType ?? null) : null,
        invoiceStatus: invoiceStatusAtSignup(input.userType, input.consumerType),
        certificateFile,
        certifiedOrganic: farmer && input.certifiedOrganic,
        nofa: farmer && input.nofa,
        otherCertification: farmer && input.other,
        // Issue 13: a farmer sells only once an admin approves the account.
        approval: farmer ? 'pending' : 'approved',
        // English stays unset, as for anyone who never chose (English is what an unset language says).
        language: language === DEFAULT_LOCALE ? null : language,
      });
      if (farmer) await insertSignupApplication(tx, input, user.id);
      await insertAddress(tx, {
        userId: user.id,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        city: input.city,
        state: input.state,
        postalCode: input.postalCode,
        ...point,
      });
      const token = await createSession(deps, tx, user.id, meta);
      return sessionResponse(deps, tx, user, token, said('answer.signedUp'));
    });
  } catch (err) {
    if (certificateFile) await deps.storage.removePrivate(certificateFile).catch(() => undefined);
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
}

/** user/login: one answer for an unknown email and a wrong password; disabled accounts only after a right one. */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  meta: SessionMeta,
  client: SignInClient,
): Promise<SessionResponse> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyWithoutAccount(input.password);
  const limited = deps.config.RATE_LIMIT;
  if (!user || !passwordOk) {
    if (limited) await recordFailedSignIn(deps, input.email, client);
    throw invalidCredentials();
  }
  if (limited) await clearFailedSignIns(deps, input.email, client);
  if (user.disabledAt) throw accountDisabled();
  const token = await createSession(deps, db, user.id, meta);
  return sessionResponse(deps, db, user, token, said('answer.signedIn'));
}

export async function logout(deps: AppDeps, sessionId: number): Promise<MessageResponse> {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return { message: said('answer.signedOut') };
}

/** user/changpassword: the current session stays; every other session of the user ends. */
export async function changePassword(
  deps: AppDeps,
  user: AuthUser,
  input: { oldPassword: string; newPassword: string },
): Promise<MessageResponse> {
  const { db } = deps.database;
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword)))
    throw badRequest(said('answer.oldPasswordWrong'));
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
  });
  return { message: said('answer.passwordChanged') };
}
