/**
 * The cookies the server sets (issue 34.1): the session (its token, HttpOnly, so a page's scripts
 * cannot read it) and the device cookie of sign-in limits. Both are SameSite=Lax; over HTTPS (the
 * request's protocol, trusting the proxies config.TRUST_PROXY names, or an https PUBLIC_URL) and in
 * production they are Secure and carry the `__Host-` prefix: the browser then keeps them for this
 * host only, path /, and no subdomain or plain-HTTP page can set one in their place.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const SESSION_COOKIE = 'lfm_session';
export const DEVICE_COOKIE = 'lfm_device';
const HOST_PREFIX = '__Host-';

export const isSecureRequest = (req: FastifyRequest, config: Config) =>
  req.protocol === 'https' || config.publicUrl.startsWith('https:') || config.NODE_ENV === 'production';

/** The cookies of a request by name (the first of a repeated name). */
export function cookiesOf(req: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/** A cookie's value: its `__Host-` form when the request is secure, else its plain form. */
export function readCookie(req: FastifyRequest, config: Config, name: string): string | undefined {
  const cookies = cookiesOf(req);
  const value = isSecureRequest(req, config) ? cookies.get(HOST_PREFIX + name) : cookies.get(name);
  return value || undefined;
}

export function setCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  name: string,
  value: string,
  maxAgeSeconds: number,
) {
  const secure = isSecureRequest(req, config);
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (secure) attrs.push('Secure');
  // Fastify appends each set-cookie header rather than replacing the last.
  reply.header('set-cookie', `${secure ? HOST_PREFIX : ''}${name}=${value}; ${attrs.join('; ')}`);
}

export const clearCookie = (req: FastifyRequest, reply: FastifyReply, config: Config, name: string) =>
  setCookie(req, reply, config, name, '', 0);

/** The origins a state-changing cookie request may come from: this server as the client reached it, and PUBLIC_URL. */
function ownOrigins(req: FastifyRequest, config: Config) {
  return new Set([new URL(config.publicUrl).origin, `${req.protocol}://${req.host}`]);
}

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * OWASP's origin check for a request authenticated by cookie: a state-changing method must say it
 * comes from this site (Origin, else Referer). SameSite=Lax already keeps the cookie off other
 * sites' form posts; this also refuses a sibling subdomain and an old browser.
 */
export function fromOwnSite(req: FastifyRequest, config: Config) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return true;
  const origin = req.headers.origin;
  const source = origin && origin !== 'null' ? originOf(origin) : originOf(req.headers.referer);
  return source !== null && ownOrigins(req, config).has(source);
}
