import type { RouteOptions } from 'fastify';
import type { Locale } from '@lfm/core';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './adapters/clock';
import type { Geocoder } from './adapters/geocoder';
import type { Mailer } from './adapters/mailer';
import type { Storage } from './adapters/storage';
import type { PaymentsAdapter } from './adapters/payments/types';
import type { PayoutsAdapter } from './adapters/payouts/types';
import type { SessionCache } from './http/session-cache';
import type { SearchMatches } from './modules/search/matches';
import type { KeptFrames } from './modules/catalog';
import type { SessionRow } from './http/auth-plugin';
import type { HandlersInFlight } from './http/connections';
import type { Log } from './lib/log';

/** Everything the app talks to outside itself; tests pass their own (ARCHITECTURE: buildApp(deps)). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  geocoder: Geocoder;
  storage: Storage & { dir?: string };
  payments: PaymentsAdapter;
  payouts: PayoutsAdapter;
  /** The app's logger, with its redaction (lib/log.ts): server code logs through it, never the console. */
  log: Log;
}

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  consumerType: number | null;
  role: string;
  /** The language the person chose (issue 32), null until chosen. */
  language: Locale | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** preHandler: requires a valid access token; sets request.user. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token is present, otherwise leaves it null. */
    optionalUser: (req: FastifyRequest) => Promise<void>;
    /** The sessions this process keeps (http/session-cache.ts), null when SESSION_CACHE=false. */
    keptSessions: SessionCache<SessionRow> | null;
    /** The items each search text matches, kept by this process (modules/search/matches.ts); null when off. */
    searchMatches: SearchMatches | null;
    /** The order-now lists' frames, kept by this process (modules/catalog/kept-frames.ts); null when off. */
    catalogFrames: KeptFrames | null;
    /** Every route as registered, with its schemas and config (the fuzz and authorization tests walk it). */
    routeTable: RouteOptions[];
    /** The route handlers still running (http/connections.ts): a shutdown waits for them. */
    handlersInFlight: HandlersInFlight;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
