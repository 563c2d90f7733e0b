import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  EMAIL_TAKEN,
  MARKETPLACE_NAME,
  NOT_FOUND,
  translate,
  UserType,
  type AdminUserDto,
  type ApplicationStatus,
  type FarmerApplicationDto,
  type Locale,
  type MessageKey,
  type MessageValues,
  type Paged,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { farmerApplications, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordActorAudit, type Actor } from '../audit';
import { issueResetToken, revokeSessions } from '../auth';
import { closeApplication } from '../farmer-applications';
import { listHeldFarm } from '../farmer-portal';
import { insertUser, setApproval, setDisabledAt, setInvoiceStatus } from '../users';
import { said } from '@lfm/core/i18n/translate';

export const APPLICATION_NOT_FOUND = NOT_FOUND.application;
export const APPLICATION_REVIEWED = 'This application has already been reviewed.';
export { EMAIL_TAKEN };
export const USER_NOT_FOUND = NOT_FOUND.user;
/** How long the new farmer's set-password link works. */
const SET_PASSWORD_DAYS = 7;

export async function listApplications(
  deps: AppDeps,
  q: { status?: ApplicationStatus; page: number; limit: number },
): Promise<Paged<FarmerApplicationDto>> {
  const { db } = deps.database;
  const where = q.status ? eq(farmerApplications.status, q.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(farmerApplications)
      .where(where)
      .orderBy(desc(farmerApplications.createdAt), desc(farmerApplications.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(farmerApplications).where(where),
  ]);
  // The application's language is for its emails, not the admin's list.
  const result = rows.map(({ language: _language, ...a }) => ({
    ...a,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  }));
  return { result, total: counted?.total ?? 0, page: q.page, limit: q.limit };
}

type Application = typeof farmerApplications.$inferSelect;

/** An application reviewed: the entry names the application and the account it concerns. */
const auditApplication = (
  tx: Tx,
  actor: Actor,
  action: 'farmer.approve' | 'farmer.decline',
  app: Application,
  userId: number | null,
) =>
  recordActorAudit(tx, actor, {
    action,
    subjectType: 'application',
    subjectId: app.id,
    detail: { email: app.email, userId },
  });

async function pendingApplication(deps: AppDeps, id: number) {
  const [app] = await deps.database.db.select().from(farmerApplications).where(eq(farmerApplications.id, id));
  if (!app) throw notFound(APPLICATION_NOT_FOUND);
  if (app.status !== 'pending') throw badRequest(APPLICATION_REVIEWED);
  return app;
}

/**
 * Approve: the applicant becomes a farmer (type 1) with an unusable password and gets a single-use
 * link to set one (a password-reset token valid for a week). One transaction; an email that already
 * has an account is refused and nothing changes.
 */
export async function approveApplication(deps: AppDeps, actor: Actor, id: number) {
  const app = await pendingApplication(deps, id);
  if (app.userId) return approveSignup(deps, actor, app, app.userId);
  const { db } = deps.database;
  let token: string;
  try {
    token = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: app.email.toLowerCase(),
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        firstName: app.firstName,
        lastName: app.lastName,
        phone: app.phone.replace(/\D/g, '').slice(0, 15),
        userType: UserType.Farmer,
        // Issue 32: the form's language becomes the account's, which its emails follow.
        language: app.language,
      });
      await closeApplication(tx, id, 'approved', deps.clock.now());
      await auditApplication(tx, actor, 'farmer.approve', app, user.id);
      return issueResetToken(
        tx,
        user.id,
        new Date(deps.clock.now().getTime() + SET_PASSWORD_DAYS * 86_400_000),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  const link = `${deps.config.publicUrl}/resetpassword/${token}`;
  const locale = await applicantLocale(deps, app);
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  await deps.mailer.send(
    applicationMail(app.email, t('mail.application.approved.subject'), [
      t('email.hello', { name: app.firstName }),
      t('mail.application.approved.body', { name: MARKETPLACE_NAME }),
      t('mail.application.setPassword', { days: SET_PASSWORD_DAYS, link }),
      t('mail.application.nextSteps'),
    ]),
  );
  return { message: said('done.applicationApprovedSetPassword') };
}

/**
 * Approve a farmer's own sign-up (issue 13): the account becomes a seller and its farm, held
 * while it waited, is listed. One transaction; the farmer is told by email.
 */
async function approveSignup(deps: AppDeps, actor: Actor, app: Application, userId: number) {
  await deps.database.db.transaction(async (tx) => {
    await setApproval(tx, userId, 'approved');
    await listHeldFarm(tx, userId);
    await closeApplication(tx, app.id, 'approved', deps.clock.now());
    await auditApplication(tx, actor, 'farmer.approve', app, userId);
  });
  const locale = await applicantLocale(deps, app);
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  await deps.mailer.send(
    applicationMail(app.email, t('mail.application.accountApproved.subject'), [
      t('email.hello', { name: app.firstName }),
      t('mail.application.accountApproved.body', { name: MARKETPLACE_NAME }),
      t('mail.application.listed'),
    ]),
  );
  return { message: said('done.applicationApprovedListed') };
}

export async function declineApplication(deps: AppDeps, actor: Actor, id: number) {
  const app = await pendingApplication(deps, id);
  await deps.database.db.transaction(async (tx) => {
    await closeApplication(tx, app.id, 'declined', deps.clock.now());
    // A farmer's own sign-up stays unlisted: its farm is never shown.
    if (app.userId) await setApproval(tx, app.userId, 'declined');
    await auditApplication(tx, actor, 'farmer.decline', app, app.userId);
  });
  const locale = await applicantLocale(deps, app);
  await deps.mailer.send({
    to: app.email,
    subject: translate(locale, 'mail.application.declined.subject'),
    text: [
      translate(locale, 'email.hello', { name: app.firstName }),
      translate(locale, 'mail.application.declined.body', { name: MARKETPLACE_NAME }),
    ].join('\n\n'),
  });
  return { message: said('done.applicationDeclined') };
}

/**
 * The language of the applicant's emails (issue 32): a farmer's own sign-up has an account, whose saved
 * language comes first; then the language the application was filled in; English otherwise.
 */
async function applicantLocale(deps: AppDeps, app: Application): Promise<Locale> {
  const [user] = app.userId
    ? await deps.database.db.select({ language: users.language }).from(users).where(eq(users.id, app.userId))
    : [];
  return user?.language ?? app.language ?? DEFAULT_LOCALE;
}

/** An email of paragraphs, as text and HTML. */
const applicationMail = (to: string, subject: string, lines: string[]) => ({
  to,
  subject,
  text: lines.join('\n\n'),
  html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
});

export async function findUsers(
  deps: AppDeps,
  q: { search?: string; userType?: number; page: number; limit: number },
): Promise<Paged<AdminUserDto>> {
  const { db } = deps.database;
  const like = q.search ? `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    like
      ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))
      : undefined,
    q.userType ? eq(users.userType, q.userType) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        _id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        consumerType: users.consumerType,
        role: users.role,
        invoiceStatus: users.invoiceStatus,
        disabled: sql<boolean>`${users.disabledAt} is not null`,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const result = rows.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() }));
  return { result, total: counted?.total ?? 0, page: q.page, limit: q.limit };
}

/** Disabling ends every session at once: the next call of any of them answers errorCode 17 (auth plugin). */
export async function setDisabled(deps: AppDeps, actor: Actor, userId: number, disabled: boolean) {
  if (userId === actor.userId) throw badRequest(said('admin.refused.disableSelf'));
  const now = deps.clock.now();
  // Issue 13.8: disabling ends the account's sessions, so enabling it again needs a new sign-in.
  const found = await deps.database.db.transaction(async (tx) => {
    const found = await setDisabledAt(tx, userId, disabled ? now : null);
    if (found && disabled) await revokeSessions(tx, userId, now);
    if (found)
      await recordActorAudit(tx, actor, {
        action: disabled ? 'user.disable' : 'user.enable',
        subjectType: 'user',
        subjectId: userId,
      });
    return found;
  });
  if (!found) throw notFound(USER_NOT_FOUND);
  return { message: said(disabled ? 'admin.done.userDisabled' : 'admin.done.userEnabled') };
}

/** SPEC 6: Pay by Invoice for wholesale buyers with invoiceStatus 0 (approved); null withdraws it. */
export async function setInvoiceApproval(deps: AppDeps, actor: Actor, userId: number, approved: boolean) {
  const { db } = deps.database;
  const [user] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  if (approved && user.userType !== UserType.Wholesaler)
    throw badRequest(said('admin.refused.invoiceWholesaleOnly'));
  await db.transaction(async (tx) => {
    await setInvoiceStatus(tx, userId, approved ? 0 : null);
    await recordActorAudit(tx, actor, {
      action: approved ? 'invoice.allow' : 'invoice.withdraw',
      subjectType: 'user',
      subjectId: userId,
    });
  });
  return {
    message: said(approved ? 'admin.done.invoiceAllowed' : 'admin.done.invoiceWithdrawn'),
  };
}
