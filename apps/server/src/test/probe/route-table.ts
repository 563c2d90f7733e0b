/**
 * The app's routes as Fastify registered them (app.routeTable), with the zod schemas of what each
 * takes: the fuzz and authorization tests are generated from it, so a new route is probed as soon
 * as it exists, and one that takes input without a schema fails them.
 */
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { App } from '../../app';

export interface ProbedRoute {
  /** `GET /api/farm/getFarm` */
  key: string;
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  /** A multipart form: the schema of its text fields and its file fields. */
  multipart?: { fields: ZodType; files: readonly string[] };
  /** Whether the route is documented as needing the access token. */
  signedIn: boolean;
}

/**
 * Routes that take no input the fuzz could vary, each with the reason. Everything else must
 * declare its schemas; a route missing from here and without schemas fails the fuzz test.
 */
export const SCHEMA_LESS: Record<string, string> = {
  'GET /api/site/config': 'no input: the deployment’s public settings',
  'GET /api/farm/getFarmStateCity': 'no input: states and cities of listed farms',
  'GET /api/user/getProfile': 'no input: the caller’s own profile',
  'POST /api/user/logout': 'no input: ends the caller’s session',
  'GET /api/addCart/getCart': 'no input: the caller’s own cart',
  'GET /api/user/getCustomerInfo': 'no input: the caller’s own cards',
  'GET /api/payment/getOrder': 'no input: the caller’s own orders',
  'GET /api/farmer/farm': 'no input: the caller’s own farm',
  'GET /api/farmer/distributions': 'no input: the caller’s own distributions',
  'GET /api/farmer/dashboard': 'no input: the caller’s own dashboard',
  'GET /api/farmer/sales': 'no input: the caller’s own sales of the last 12 weeks',
  'GET /api/admin/markets': 'no input: every market, for admins',
  'GET /api/admin/recipes': 'no input: every recipe, for admins',
  'GET /api/admin/failedUndos': 'no input: checkout undo steps that failed, for admins',
  'GET /api/admin/payouts/settings': 'no input: the marketplace fee and the farms’ own fees, for admins',
  'GET /api/farmer/messages': 'no input: the caller’s own days and the messages they sent',
  'GET /api/host/messages': 'no input: the caller’s own market days and the messages they sent',
  'GET /api/farmer/payouts/account': 'no input: the caller’s own payout account',
  'GET /api/farmer/statements': 'no input: the caller’s own statements',
  'POST /api/farmer/payouts/connect': 'no input: connects the caller’s own farm to a payout account',
  'POST /api/user/cardSetup': 'no input: a SetupIntent for the caller’s own customer',
  'GET /robots.txt': 'no input: the crawler rules',
  'GET /api/health': 'no input: the process is up',
  'GET /api/openapi.json': 'no input: the OpenAPI document',
  'GET /api/ready': 'no input: the database is reachable and migrated',
  'GET /sitemap.xml': 'no input: the public pages for search engines',
  'POST /api/payments/stripe/webhook':
    'Stripe’s signed raw body, checked against STRIPE_WEBHOOK_SECRET (refused without it)',
};

/**
 * Paths that are not API calls: the API's own documentation pages, and files (uploads, and the web
 * build's assets, one route each when apps/web/dist exists); robots.txt and sitemap.xml are probed.
 */
const NOT_API = [/^\/api\/docs(\/|$)/, /^\/(?!api\/|robots\.txt$|sitemap\.xml$)/];

export function apiRoutes(app: App): ProbedRoute[] {
  const seen = new Set<string>();
  const out: ProbedRoute[] = [];
  for (const r of app.routeTable as RouteOptions[]) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      const key = `${method} ${r.url}`;
      if (method === 'HEAD' || method === 'OPTIONS' || seen.has(key)) continue;
      if (NOT_API.some((p) => p.test(r.url))) continue;
      seen.add(key);
      const schema = (r.schema ?? {}) as {
        body?: ZodType;
        querystring?: ZodType;
        params?: ZodType;
        security?: Record<string, string[]>[];
      };
      out.push({
        key,
        method,
        url: r.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
        multipart: r.config?.multipart,
        signedIn: (schema.security ?? []).length > 0 && schema.security!.every((s) => 'accessToken' in s),
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Routes that take input but declare no schema for it (and are not listed in SCHEMA_LESS). */
export const routesWithoutSchema = (routes: ProbedRoute[]) =>
  routes
    .filter((r) => !r.body && !r.querystring && !r.params && !r.multipart && !(r.key in SCHEMA_LESS))
    .map((r) => r.key);
