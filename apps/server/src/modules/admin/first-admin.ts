import { eq, sql } from 'drizzle-orm';
import { passwordProblem } from '@lfm/core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertUser, makeAdmin } from '../users';

/**
 * Makes `email` a marketplace admin: promotes the account when it exists (keeping its password),
 * else creates it with `password`. Used by `npm run admin:create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password?: string,
): Promise<'promoted' | 'created' | 'unchanged'> {
  const address = email.trim().toLowerCase();
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, address));
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await makeAdmin(db, existing.id);
    return 'promoted';
  }
  // The same rule as sign-up: nothing more, so the admin can then sign in with it.
  const problem = passwordProblem(password);
  if (problem || !password) throw new Error(`A new admin needs a password sign-up would accept: ${problem}`);
  await insertUser(db, {
    email: address,
    passwordHash: await hashPassword(password.trim()),
    firstName: 'Marketplace',
    lastName: 'Admin',
    userType: 2,
    role: 'admin',
  });
  return 'created';
}
