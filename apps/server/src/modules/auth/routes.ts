import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authApi,
  signupRequestSchema,
  SESSION_MODE_COOKIE,
  SESSION_MODE_HEADER,
  type CookieSessionResponse,
  type SessionResponse,
} from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { readMultipart } from '../../http/multipart';
import { attemptLimits, costlyCallLimit, perIpLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset';
import { changePassword, login, logout, signup } from './service';
import { DEVICE_COOKIE, SESSION_COOKIE, clearCookie, readCookie, setCookie } from '../../http/session-cookie';
import { DEVICE_COOKIE_DAYS, deviceNonce, issueDeviceCookie } from './device-cookie';
import { checkSignIn, type SignInClient } from './sign-in-limits';
import type { SessionMeta } from './sessions';
import { requestLocale } from '../../http/locale';

// Reset mail: per client IP, and per email address whatever the IP. Sign-in: sign-in-limits.ts.
const LIMITS = { perIp: 20, perEmail: 5 };

const sessionMeta = (req: FastifyRequest): SessionMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

const DAY_S = 86_400;

export async function authRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const limited = config.RATE_LIMIT;

  /** The sign-in limits' view of a request: its address, and its device cookie when it is this account's. */
  const signInClient = (req: FastifyRequest, email: string): SignInClient => ({
    ip: req.ip,
    device: deviceNonce(config.signingSecret, readCookie(req, config, DEVICE_COOKIE), email),
  });

  /**
   * A new session's answer. The web app (SESSION_MODE_HEADER) gets the token as the HttpOnly cookie
   * and not in the body, where its scripts would see it; API clients get SPEC 7's accessToken.
   */
  function answerSession(
    req: FastifyRequest,
    reply: FastifyReply,
    res: SessionResponse,
  ): SessionResponse | CookieSessionResponse {
    if (req.headers[SESSION_MODE_HEADER] !== SESSION_MODE_COOKIE || !res.accessToken) return res;
    setCookie(req, reply, config, SESSION_COOKIE, res.accessToken, config.SESSION_TTL_DAYS * DAY_S);
    const { accessToken: _token, ...rest } = res;
    return rest;
  }

  serve(app, authApi.signup, costlyCallLimit(app, 'signup'), async (req, reply) => {
    const { fields, files } = await readMultipart(req);
    const input = signupRequestSchema.parse(fields);
    return answerSession(
      req,
      reply,
      await signup(app.deps, input, files.certificateImage, sessionMeta(req), requestLocale(req)),
    );
  });

  // Sign-in: per client IP before the body is read, then per address and account (sign-in-limits.ts),
  // where a device cookie of this account's owner keeps its own counter.
  serve(
    app,
    authApi.login,
    limited
      ? {
          onRequest: perIpLimit(app, 'login', LIMITS.perIp),
          guards: [
            async (req: FastifyRequest) => {
              const { email } = req.body as { email: string };
              await checkSignIn(app.deps, email, signInClient(req, email));
            },
          ],
        }
      : {},
    async (req, reply) => {
      const res = await login(app.deps, req.body, sessionMeta(req), signInClient(req, req.body.email));
      // OWASP: each successful sign-in gives this browser a fresh device cookie for the account.
      const device = issueDeviceCookie(config.signingSecret, req.body.email);
      setCookie(req, reply, config, DEVICE_COOKIE, device, DEVICE_COOKIE_DAYS * DAY_S);
      return answerSession(req, reply, res);
    },
  );

  serve(app, authApi.logout, {}, async (req, reply) => {
    const res = await logout(app.deps, currentUser(req).sessionId);
    if (readCookie(req, config, SESSION_COOKIE)) clearCookie(req, reply, config, SESSION_COOKIE);
    return res;
  });

  const resetLimits = attemptLimits(app, 'forgetpassword', LIMITS);
  serve(
    app,
    authApi.forgetpassword,
    { onRequest: resetLimits.onRequest, guards: resetLimits.preHandler && [resetLimits.preHandler] },
    async (req) =>
      requestPasswordReset(
        app.deps,
        req.body.email,
        (err) => req.log.error({ err }, 'password reset mail failed'),
        requestLocale(req),
      ),
  );

  serve(app, authApi.validateresettoken, {}, async (req) => validateResetToken(app.deps, req.body.token));

  serve(app, authApi.resetpassword, {}, async (req, reply) => {
    const header = req.headers.accesstoken;
    const token = req.body.token ?? (typeof header === 'string' ? header.trim() : '');
    const res = await resetPassword(app.deps, { token, newPassword: req.body.newPassword }, sessionMeta(req));
    return answerSession(req, reply, res);
  });

  serve(app, authApi.changpassword, {}, async (req) => changePassword(app.deps, currentUser(req), req.body));
}
