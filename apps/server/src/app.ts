import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_VERSION,
  CATALOG_PARTS,
  ErrorCode,
  GENERAL_ERRORS,
  LOCALE_CODES,
  loadCatalogPart,
  keepLoadedMessages,
  loadLocale,
  tryAgainMessage,
  UPLOAD_MAX_BYTES,
} from '@lfm/core';
import { ROOT_DIR, isTestMode } from './config';
import type { AppDeps } from './app-deps';
import { authPlugin, type SessionRow } from './http/auth-plugin';
import { installSessionCache } from './http/session-cache';
import { clientAuthCheck } from './http/client-auth';
import { answerSerializerCompiler } from './http/answer-serializer';
import { errorHandler } from './http/error-handler';
import { nameAnswerComponents, sharedAnswerShapes } from './http/openapi-components';
import { AppError } from './http/errors';
import { databaseStore } from './http/rate-store';
import { CATALOG_CHANNEL, installPublicCache } from './http/public-cache';
import { keepSearchMatches } from './modules/search/matches';
import { keepFrames } from './modules/catalog';
import { trackHandlers } from './http/connections';
import { registerModules } from './modules';
import { touchSession } from './modules/auth';
import { webPages } from './http/web-pages';
import { seoRoutes } from './modules/seo/routes';
import { stripeWebhookRoutes } from './modules/subscriptions/stripe-webhook';
import { healthRoutes } from './modules/health/routes';

// WEB_DIST serves another copy of the build (a measurement that must not see a rebuild midway).
export const WEB_DIST = process.env.WEB_DIST ?? path.join(ROOT_DIR, 'apps/web/dist');

export async function buildApp(
  /** `log` is Fastify's logger too (http/logging.ts createLogger): the requests' lines and the code's are one log. */
  deps: AppDeps & { log: FastifyBaseLogger },
  opts: {
    /** The web build to serve (tests); WEB_DIST by default. */
    webDist?: string;
  } = {},
) {
  // Every language's catalogue and its parts (issue 32): answers, pages and emails are said in the caller's
  // language, and a server-drawn page may say any word.
  await Promise.all(
    LOCALE_CODES.flatMap((locale) => [
      loadLocale(locale),
      ...CATALOG_PARTS.map((part) => loadCatalogPart(locale, part)),
    ]),
  );
  // What core's schemas said with values while loading is kept for good, not among the latest few thousand.
  keepLoadedMessages();
  const app = Fastify({
    loggerInstance: deps.log,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const strictAnswers = deps.config.STRICT_ANSWERS ?? deps.config.NODE_ENV !== 'production';
  app.setSerializerCompiler(answerSerializerCompiler(strictAnswers));
  app.setErrorHandler(errorHandler);
  app.decorate('deps', deps);
  // Shutting down (SIGTERM): a keep-alive connection whose request was in flight closes after its
  // answer, so closing the server does not wait for idle keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('handlersInFlight', trackHandlers(app));

  await installPublicCache(app, {
    database: deps.database,
    now: () => deps.clock.now(),
    enabled: deps.config.PUBLIC_CACHE,
    maxBytes: deps.config.PUBLIC_CACHE_MB * 1024 * 1024,
    strict: strictAnswers,
  });

  // Security headers on every answer: helmet's middleware made once. (@fastify/helmet made it anew for every
  // request, parsing the policy's directives each time: 3% of what the API process allocated on a market day.)
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: false,
    // Counters in the database, shared by every process (issue 17.3); the answer says when to try again.
    store: databaseStore(deps),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ErrorCode.RateLimited, tryAgainMessage(ctx.ttl / 1000), {
        'retry-after': String(Math.ceil(ctx.ttl / 1000)),
      }),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 40 } });
  nameAnswerComponents();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Local Food Marketplace API',
        version: API_VERSION,
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
    // Core's ANSWER_COMPONENTS (named above) are components the routes refer to.
    transformObject: sharedAnswerShapes,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The same document as /api/docs/json, at the address partners generate clients from (issue 31.2).
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const keptSessions = await installSessionCache<SessionRow>(app, {
    database: deps.database,
    enabled: deps.config.SESSION_CACHE,
  });
  app.decorate('keptSessions', keptSessions);
  const searchMatches =
    deps.config.SEARCH_MATCHES_MB > 0
      ? await keepSearchMatches(deps.database, CATALOG_CHANNEL, deps.config.SEARCH_MATCHES_MB * 1024 * 1024)
      : null;
  if (searchMatches) app.addHook('onClose', () => searchMatches.stop());
  app.decorate('searchMatches', searchMatches);
  // Kept as the answers are, and off with them (PUBLIC_CACHE=false: every answer built from scratch).
  const catalogFrames =
    deps.config.PUBLIC_CACHE && deps.config.CATALOG_FRAMES > 0
      ? await keepFrames(deps.database, CATALOG_CHANNEL, deps.config.CATALOG_FRAMES)
      : null;
  if (catalogFrames) app.addHook('onClose', () => catalogFrames.stop());
  app.decorate('catalogFrames', catalogFrames);
  await app.register(authPlugin, { touchSession, sessions: keptSessions });

  // Called by Stripe with its own signature, not by our client: outside the Basic authorization.
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  // Probes of load balancers and orchestrators: no client authorization either.
  await app.register((probes) => healthRoutes(probes, deps), { prefix: '/api' });
  await app.register(
    async (api) => {
      // Issue 13.8: API answers are per caller (profiles, carts, orders, cards, portals, session
      // tokens): no browser or proxy keeps a copy. A route may set its own header instead.
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      });
      api.addHook('onRequest', clientAuthCheck(deps.config.CLIENT_ID, deps.config.CLIENT_SECRET));
      await registerModules(api);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);

  const uploadsDir = deps.storage.dir;
  const { read } = deps.storage;
  if (uploadsDir) {
    // A fresh data folder has no uploads yet: made here, so the first start does not warn that it is missing.
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  } else if (read) {
    // Object storage (S3): the same addresses, streamed from the bucket. Names are random and never reused.
    app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
      const file = await read(req.params['*']);
      if (!file)
        return reply
          .status(404)
          .send({ error: { errorCode: ErrorCode.NotFound, responseMessage: GENERAL_ERRORS.notFound } });
      if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(file.contentType)
        .send(file.body);
    });
  }
  const webDist = opts.webDist ?? WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // The app's pages: prerendered HTML with the requested page's scripts preloaded (http/web-pages.ts).
  const pages = webPages(webDist, {
    testMode: isTestMode(deps.config),
    // The configured public address; without one, the address the request came to (as the sitemap's).
    siteUrl: (req) => (deps.config.PUBLIC_URL ? deps.config.publicUrl : `${req.protocol}://${req.host}`),
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Each file is looked up when asked for, not listed at start-up: a rebuild's new hashed assets are
      // served without a restart (listed, they fell through to the app's HTML until one).
      wildcard: true,
      index: false,
      // dist/.ssr is the server's own (the SSR bundle, http/ssr.ts), never sent: a dot name is not a file here.
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each asset; the best one the browser accepts is sent as it is.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed build assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The home page by its own route: with files looked up per request, '/' would be the folder (403).
  if (pages) app.get('/', { schema: { hide: true } }, (req, reply) => pages.send(req, reply));
  app.setNotFoundHandler((req, reply) => {
    // A missing build asset (a chunk of a build long gone) is a 404, never the app's HTML as a script.
    const notPage = ['/api/', '/uploads/', '/assets/'].some((p) => req.url.startsWith(p));
    if (req.method === 'GET' && pages && !notPage) return pages.send(req, reply);
    return reply
      .status(404)
      .send({ error: { errorCode: ErrorCode.NotFound, responseMessage: GENERAL_ERRORS.notFound } });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
