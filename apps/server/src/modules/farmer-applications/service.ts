import { and, eq } from 'drizzle-orm';
import type { BecomeFarmerInput, MessageResponse, SignupRequest } from '@lfm/core';
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
): Promise<MessageResponse> {
  await deps.database.db.insert(farmerApplications).values({ ...input, status: 'pending' });
  // The application is saved either way; a mail failure must not make the applicant send it twice.
  try {
    await deps.mailer.send(confirmationMail(input));
  } catch (err) {
    log(err);
  }
  return { message: APPLICATION_RECEIVED };
}

function confirmationMail(input: BecomeFarmerInput) {
  const lines = [
    `Hello ${input.firstName},`,
    'Thank you for applying to sell on the Local Food Marketplace. We received your application and our team will verify it shortly; we will write to you at this address.',
  ];
  return {
    to: input.email,
    subject: 'We received your farmer application',
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
