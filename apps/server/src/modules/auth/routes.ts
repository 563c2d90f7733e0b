import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi, signupRequestSchema } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { readMultipart } from '../../http/multipart';
import { attemptLimits, perIpLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { requestPasswordReset, resetPassword, validateResetToken } from './password-reset';
import { changePassword, login, logout, signup } from './service';
import { checkSignIn } from './sign-in-limits';
import type { SessionMeta } from './sessions';
import { requestLocale } from '../../http/locale';

// Reset mail: per client IP, and per email address whatever the IP. Sign-in: sign-in-limits.ts.
const LIMITS = { perIp: 20, perEmail: 5 };

const sessionMeta = (req: FastifyRequest): SessionMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

export async function authRoutes(app: FastifyInstance) {
  const limited = app.deps.config.RATE_LIMIT;

  serve(app, authApi.signup, {}, async (req) => {
    const { fields, files } = await readMultipart(req);
    const input = signupRequestSchema.parse(fields);
    return signup(app.deps, input, files.certificateImage, sessionMeta(req));
  });

  // Sign-in: per client IP before the body is read, then per address and account (sign-in-limits.ts).
  serve(
    app,
    authApi.login,
    limited ? { onRequest: perIpLimit(app, 'login', LIMITS.perIp) } : {},
    async (req) => {
      if (limited) await checkSignIn(app.deps, req.body.email, req.ip);
      return login(app.deps, req.body, sessionMeta(req));
    },
  );

  serve(app, authApi.logout, {}, async (req) => logout(app.deps, currentUser(req).sessionId));

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

  serve(app, authApi.resetpassword, {}, async (req) => {
    const header = req.headers.accesstoken;
    const token = req.body.token ?? (typeof header === 'string' ? header.trim() : '');
    return resetPassword(app.deps, { token, newPassword: req.body.newPassword }, sessionMeta(req));
  });

  serve(app, authApi.changpassword, {}, async (req) => changePassword(app.deps, currentUser(req), req.body));
}
