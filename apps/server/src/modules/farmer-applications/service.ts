import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  MARKETPLACE_NAME,
  translate,
  type BecomeFarmerInput,
  type Locale,
  type MessageResponse,
  type SignupRequest,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { farmerApplications } from '../../db/schema';
import { escapeHtml } from '../../lib/html';

export const APPLICATION_RECEIVED =
  'You have successfully submitted your application. Our team will verify it shortly.';

/** admin/addFarmer (the public become-a-farmer form): stored as pending, then confirmed to the applicant by email. */
export async function submitApplication(
  deps: AppDeps,
  input: BecomeFarmerInput,
  log: (err: unknown) => void,
  /** The request's language (issue 32): the applicant has no account, so the email is in the form's. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<MessageResponse> {
  await deps.database.db.insert(farmerApplications).values({ ...input, language: locale, status: 'pending' });
  // The application is saved either way; a mail failure must not make the applicant send it twice.
  try {
    await deps.mailer.send(confirmationMail(input, locale));
  } catch (err) {
    log(err);
  }
  return { message: APPLICATION_RECEIVED };
}

function confirmationMail(input: BecomeFarmerInput, locale: Locale) {
  const lines = [
    translate(locale, 'email.hello', { name: input.firstName }),
    translate(locale, 'mail.application.received.body', { name: MARKETPLACE_NAME }),
  ];
  return {
    to: input.email,
    subject: translate(locale, 'mail.application.received.subject'),
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}

/** A farmer's sign-up (issue 13), shown to the admin among the become-a-farmer applications. */
export async function insertSignupApplication(db: Db | Tx, input: SignupRequest, userId: number) {
  const certifications = [
    input.certifiedOrganic && 'USDA Certified Organic',
    input.nofa && 'NOFA',
    input.other && 'Other',
  ].filter(Boolean);
  await db.insert(farmerApplications).values({
    userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: '',
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: '',
    certifications: certifications.join(', '),
    questions: '',
    status: 'pending',
  });
}

/** The admin's answer; only a pending application changes (a second review is a no-op). */
export async function closeApplication(
  db: Db | Tx,
  id: number,
  status: 'approved' | 'declined',
  reviewedAt: Date,
) {
  await db
    .update(farmerApplications)
    .set({ status, reviewedAt })
    .where(and(eq(farmerApplications.id, id), eq(farmerApplications.status, 'pending')));
}
