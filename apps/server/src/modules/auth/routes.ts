import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  okResponse,
  resetPasswordRequestSchema,
  errorResponses,
  signupRequestSchema,
  validateResetTokenSchema,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { multipartForm, readMultipart } from '../../http/multipart';
import { attemptLimits, perIpLimit } from '../../http/rate-limit';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/user/signup',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 409) },
        tags,
        summary: 'Create an account and sign in',
        description:
          'multipart/form-data: firstName, lastName, email, password, userType (1, 2, 3, 5), consumerType ' +
          '(for 3: 1 University, 2 School, 3 Restaurant, 4 Other), addressLine1, addressLine2, city, state, ' +
          "postalCode, certifiedOrganic, nofa, other ('1'/'0'), certificateImage (file: jpeg, gif, png, svg or " +
          'pdf by content, max 5 MB; required for wholesale buyers other than schools).',
        consumes: ['multipart/form-data'],
      },
      config: multipartForm(signupRequestSchema, ['certificateImage']),
    },
    async (req) => {
      const { fields, files } = await readMultipart(req);
      const input = signupRequestSchema.parse(fields);
      return ok(await signup(api.deps, input, files.certificateImage, sessionMeta(req)));
    },
  );

  api.post(
    '/user/login',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 429) },
        tags,
        summary: 'Sign in with email and password',
        description:
          'Limited per client address (20 a minute), per address and account (5 failures, then a wait) and per ' +
          'account from any address (20 failures, then a wait doubling with each failure): a 429 says when to try ' +
          'again, in its message and in Retry-After.',
        body: loginSchema,
      },
      ...(api.deps.config.RATE_LIMIT
        ? {
            onRequest: perIpLimit(api, 'login', LIMITS.perIp),
            preHandler: async (req: FastifyRequest<{ Body: { email: string } }>) =>
              checkSignIn(api.deps, req.body.email, req.ip),
          }
        : {}),
    },
    async (req) => ok(await login(api.deps, req.body, sessionMeta(req))),
  );

  api.post(
    '/user/logout',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'End this session',
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await logout(api.deps, currentUser(req).sessionId)),
  );

  api.post(
    '/user/forgetpassword',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 429) },
        tags,
        summary: 'Email a password reset link',
        body: forgotPasswordSchema,
      },
      ...attemptLimits(api, 'forgetpassword', LIMITS),
    },
    async (req) =>
      ok(
        await requestPasswordReset(
          api.deps,
          req.body.email,
          (err) => req.log.error({ err }, 'password reset mail failed'),
          requestLocale(req),
        ),
      ),
  );

  api.post(
    '/user/validateresettoken',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'Check a password reset link',
        body: validateResetTokenSchema,
      },
    },
    async (req) => ok(await validateResetToken(api.deps, req.body.token)),
  );

  api.post(
    '/user/resetpassword',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'Set a new password with a reset link',
        description:
          'The reset token goes in the `accesstoken` header (SPEC 7: token as access token) or as `token` in the body.',
        body: resetPasswordRequestSchema,
      },
    },
    async (req) => {
      const header = req.headers.accesstoken;
      const token = req.body.token ?? (typeof header === 'string' ? header.trim() : '');
      return ok(
        await resetPassword(api.deps, { token, newPassword: req.body.newPassword }, sessionMeta(req)),
      );
    },
  );

  api.post(
    '/user/changpassword',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Change password (ends other sessions)',
        body: changePasswordRequestSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await changePassword(api.deps, currentUser(req), req.body)),
  );
}
