import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  UserType,
  type AddressDto,
  type AddressInput,
  type EditProfileInput,
  type FarmerSummary,
  type Locale,
  type UserProfileDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { GeocodeQuery, GeoPoint, Geocoder } from '../../adapters/geocoder';
import { addresses, farms, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { toWebp } from '../../lib/images';
import { insertAddress } from './accounts';
import { toAddressDto, userProfileById } from './profile';

export const INVALID_ADDRESS = ADDRESS_MESSAGES.invalid;
export const ADDRESS_ADDED = 'Address added successfully.';
export const ADDRESS_UPDATED = 'Address updated successfully.';
export const ADDRESS_NOT_FOUND = 'Address not found.';
const AVATAR_SIZE = 320;

/** SPEC 5: an address must be geocoded, else 'Please fill valid address'. */
export async function locate(geocoder: Geocoder, address: GeocodeQuery): Promise<GeoPoint> {
  const point = await geocoder.geocode(address);
  if (!point) throw badRequest(INVALID_ADDRESS);
  return point;
}

export async function addAddress(
  deps: AppDeps,
  userId: number,
  input: AddressInput,
): Promise<{ message: string; address: AddressDto }> {
  const point = await locate(deps.geocoder, input);
  const row = await insertAddress(deps.database.db, { userId, ...input, ...point });
  return { message: ADDRESS_ADDED, address: toAddressDto(row) };
}

/** Only the caller's own address can change; any other id is 'Address not found.' (no hint that it exists). */
export async function editAddress(
  deps: AppDeps,
  userId: number,
  { addressId, ...input }: AddressInput & { addressId: number },
): Promise<{ message: string; address: AddressDto }> {
  const { db } = deps.database;
  const mine = and(eq(addresses.id, addressId), eq(addresses.userId, userId));
  const [existing] = await db.select({ id: addresses.id }).from(addresses).where(mine).limit(1);
  if (!existing) throw notFound(ADDRESS_NOT_FOUND);
  const point = await locate(deps.geocoder, input);
  const [row] = await db
    .update(addresses)
    .set({ ...input, ...point })
    .where(mine)
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return { message: ADDRESS_UPDATED, address: toAddressDto(row) };
}

/**
 * Names, phone and an optional picture. The picture is checked by content (jpeg, gif, png, svg)
 * and re-encoded as a 320x320 WebP, so what is served back is never the uploaded bytes (no SVG).
 */
export async function editProfile(
  deps: AppDeps,
  userId: number,
  input: EditProfileInput,
  image: Buffer | undefined,
): Promise<{ userProfile: UserProfileDto }> {
  let profileImage: string | undefined;
  if (image)
    profileImage = await deps.storage.put('avatars', 'webp', await toWebp(image, AVATAR_SIZE, AVATAR_SIZE));
  const { db } = deps.database;
  await db
    .update(users)
    .set({ ...input, ...(profileImage ? { profileImage } : {}) })
    .where(eq(users.id, userId));
  return { userProfile: await userProfileById(db, userId) };
}

/** The language the person chose (issue 32): their pages and emails follow it. */
export async function setLanguage(
  deps: AppDeps,
  userId: number,
  language: Locale,
): Promise<{ language: Locale }> {
  await deps.database.db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}

/** Public list of active, approved farmers with their farm (null until they have one), oldest accounts first. */
export async function listFarmers(
  deps: AppDeps,
  { page, limit }: { page: number; limit: number },
): Promise<{ result: { user: FarmerSummary[]; total: number } }> {
  const { db } = deps.database;
  // Issue 13: a farmer waiting for approval (or declined) is shown to no one.
  const isFarmer = and(
    eq(users.userType, UserType.Farmer),
    isNull(users.disabledAt),
    eq(users.approval, 'approved'),
  );
  const rows = await db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      farmName: farms.farmName,
      farmId: farms.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(farms, eq(farms.userId, users.id))
    .where(isFarmer)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // The window count comes with the rows; only a page past the end needs its own count.
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await db.select({ n: count() }).from(users).where(isFarmer))[0]?.n ?? 0) : 0);
  return { result: { user: rows.map(({ total: _total, ...farmer }) => farmer), total } };
}
