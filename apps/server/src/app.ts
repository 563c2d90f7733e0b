import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ErrorCode, UPLOAD_MAX_BYTES } from '@lfm/core';
import { ROOT_DIR } from './config';
import type { AppDeps } from './app-deps';
import { authPlugin } from './http/auth-plugin';
import { clientAuthCheck } from './http/client-auth';
import { errorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { RATE_LIMIT_MESSAGE } from './http/rate-limit';
import { registerModules } from './modules';
import { stripeWebhookRoutes } from './modules/subscriptions/stripe-webhook';

export const WEB_DIST = path.join(ROOT_DIR, 'apps/web/dist');

export async function buildApp(deps: AppDeps, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.LOG_LEVEL },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('deps', deps);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(deps.config.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [])],
        frameSrc: [
          "'self'",
          ...(deps.config.STRIPE_PUBLISHABLE_KEY
            ? ['https://js.stripe.com', 'https://hooks.stripe.com']
            : []),
        ],
        connectSrc: ["'self'", ...(deps.config.STRIPE_PUBLISHABLE_KEY ? ['https://api.stripe.com'] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, ErrorCode.RateLimited, RATE_LIMIT_MESSAGE),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 40 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Local Food Marketplace API',
        version: '1.0.0',
        description:
          'Every call needs the client Basic authorization; signed-in calls add the `accesstoken` header. ' +
          'Success: `{ statusCode: 1, responseData }`. Errors: `{ error: { errorCode, responseMessage } }`; ' +
          'errorCode 2 = missing, invalid or expired access token, 17 = account disabled.',
      },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic' },
          accessToken: { type: 'apiKey', in: 'header', name: 'accesstoken' },
        },
      },
      security: [{ client: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);

  // Called by Stripe with its own signature, not by our client: outside the Basic authorization.
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      api.addHook('onRequest', clientAuthCheck(deps.config.CLIENT_ID, deps.config.CLIENT_SECRET));
      await registerModules(api);
    },
    { prefix: '/api' },
  );

  const uploadsDir = deps.storage.dir;
  if (uploadsDir) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  }
  const hasWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        // Hashed build assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && hasWeb && !req.url.startsWith('/api/') && !req.url.startsWith('/uploads/'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', WEB_DIST);
    return reply
      .status(404)
      .send({ error: { errorCode: ErrorCode.NotFound, responseMessage: 'Not found.' } });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
