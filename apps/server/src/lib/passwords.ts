import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimums (19 MiB, 2 iterations).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let placeholderHash: Promise<string> | undefined;
/**
 * Spends the time of a real check when there is no account to check against, so response
 * times do not tell which emails have accounts. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  placeholderHash ??= hashPassword('placeholder-for-unknown-accounts');
  await verifyPassword(await placeholderHash, password);
  return false;
}
