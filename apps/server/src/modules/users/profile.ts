import { asc, eq } from 'drizzle-orm';
import { NOT_FOUND, type AddressDto, type UserProfileDto } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { addresses, farms, users } from '../../db/schema';
import { notFound } from '../../http/errors';

export type UserRow = typeof users.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

export const toAddressDto = (a: AddressRow): AddressDto => ({
  _id: a.id,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
});

/**
 * The one UserProfileDto of the API (login, signup, reset, getProfile, editProfile):
 * the user, their addresses oldest first, and their farm when they own one.
 */
export async function userProfile(db: Db | Tx, user: UserRow): Promise<UserProfileDto> {
  // Sequential on purpose: this also runs inside transactions, where a client takes one query at a time.
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, user.id))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  const [farm] = await db
    .select({ farmName: farms.farmName, infoAboutFarmer: farms.infoAboutFarmer })
    .from(farms)
    .where(eq(farms.userId, user.id))
    .limit(1);
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    consumerType: user.consumerType,
    address: addressRows.map(toAddressDto),
    profileImage: user.profileImage,
    farmInfo: farm ?? null,
    invoiceStatus: user.invoiceStatus,
    isAdmin: user.role === 'admin',
    language: user.language ?? null,
  };
}

export async function userProfileById(db: Db | Tx, userId: number): Promise<UserProfileDto> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(NOT_FOUND.user);
  return userProfile(db, user);
}
