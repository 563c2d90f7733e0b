import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for the client, and the hash we keep of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
