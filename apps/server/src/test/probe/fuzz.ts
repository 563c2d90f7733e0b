/**
 * The fuzz run of issue 13.4: requests generated from every route's schemas, by every kind of
 * caller, each checked for a 5xx answer and, when refused (4xx), for any row it changed.
 */
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import type { InjectOptions } from 'fastify';
import { CLIENT_AUTH, type TestContext } from '../test-app';
import { installChangeLog, takeChanges } from './change-log';
import { pngBytes } from '../helpers';
import { encode, inputArb, nasty, toFormFields, toQuery, type Input } from './arbitraries';
import { MATRIX, allowed, matrixInject } from './authz-matrix';
import type { ProbedRoute } from './route-table';
import { PRINCIPALS, type Principal, type World } from './world';

type Caller = Principal | 'badToken' | 'noClient';
const CALLERS: Caller[] = [...PRINCIPALS, 'badToken', 'noClient'];
type Shape = 'fromSchema' | 'malformedJson' | 'wrongContentType' | 'oversized';
type FileKind = 'none' | 'png' | 'garbage' | 'svgScript';

interface Probe {
  route: ProbedRoute;
  caller: Caller;
  shape: Shape;
  query: unknown;
  body: unknown;
  paramValue: unknown;
  file: FileKind;
  /** Sent by a caller the route allows, with input that fits its schemas. */
  wellFormed: boolean;
}

/** The principals a route lets through its role gate (the authorization matrix says). */
export const allowedCallers = (route: ProbedRoute): Principal[] => {
  const entry = MATRIX[route.key];
  return entry ? PRINCIPALS.filter((p) => allowed(entry, p)) : [];
};

/**
 * Tables a refused request may write, each with its reason; empty today. (A table listed here is
 * left out of the rows-changed check.)
 */
export const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {};

export interface FuzzFigures {
  requests: number;
  statuses: Record<number, number>;
  serverErrors: { request: string; status: number; body: string }[];
  rowsChanged: { request: string; status: number; tables: string[] }[];
  /** Accepted requests that wrote something: shows the change log sees writes at all. */
  acceptedWrites: number;
  routesProbed: number;
  perRoute: Record<string, number>;
  /** Route → allowed caller → well-formed requests sent, and how many were accepted (2xx). */
  coverage: Record<string, Record<string, { sent: number; accepted: number }>>;
}

const EMPTY = z.object({});

function probeArb(routes: ProbedRoute[]): fc.Arbitrary<Probe> {
  return fc
    .constantFrom(...routes)
    .chain((route) => {
      const mine = allowedCallers(route);
      return fc.record({
        route: fc.constant(route),
        // Half the time a caller the route allows, so generated input reaches its handler.
        caller: mine.length
          ? fc.oneof(fc.constantFrom<Caller>(...mine), fc.constantFrom(...CALLERS))
          : fc.constantFrom(...CALLERS),
        shape: fc.constantFrom<Shape>(
          'fromSchema',
          'fromSchema',
          'fromSchema',
          'fromSchema',
          'fromSchema',
          'fromSchema',
          'fromSchema',
          'malformedJson',
          'wrongContentType',
          'oversized',
        ),
        file: fc.constantFrom<FileKind>('none', 'png', 'garbage', 'svgScript'),
        paramValue: fc.oneof(fc.integer({ min: 1, max: 12 }), nasty),
        query: inputArb(route.querystring ?? EMPTY),
        body: inputArb((route.body ?? route.multipart?.fields ?? EMPTY) as ZodType),
      });
    })
    .map(({ query, body, ...p }) => ({
      ...p,
      query: (query as Input).value,
      body: (body as Input).value,
      wellFormed:
        p.shape === 'fromSchema' &&
        (query as Input).fits &&
        (p.route.method === 'GET' || (body as Input).fits) &&
        allowedCallers(p.route).includes(p.caller as Principal),
    }));
}

const describeProbe = (p: Probe) =>
  `${p.route.key} as ${p.caller} (${p.shape}) query=${JSON.stringify(p.query)?.slice(0, 200)} body=${JSON.stringify(p.body)?.slice(0, 300)} file=${p.file}`;

let png: Uint8Array | undefined;
async function fileBytes(kind: FileKind): Promise<Blob | null> {
  if (kind === 'png')
    return new Blob([(png ??= new Uint8Array(await pngBytes(8, 8)))], { type: 'image/png' });
  if (kind === 'garbage') return new Blob([new Uint8Array([0, 1, 2, 255, 0, 7])], { type: 'image/png' });
  if (kind === 'svgScript')
    return new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/svg+xml',
    });
  return null;
}

async function toInject(p: Probe, world: World): Promise<InjectOptions> {
  const headers: Record<string, string> = {};
  if (p.caller !== 'noClient') headers.authorization = CLIENT_AUTH;
  if (p.caller === 'badToken') headers.accesstoken = 'x'.repeat(43);
  else if (p.caller !== 'signedOut' && p.caller !== 'noClient') headers.accesstoken = world.tokens[p.caller];
  const path = p.route.url.replace(/:[A-Za-z]+/g, () =>
    encode(typeof p.paramValue === 'string' ? p.paramValue : JSON.stringify(p.paramValue)),
  );
  const query = p.route.querystring || p.shape === 'fromSchema' ? toQuery(p.query as never) : '';
  const url = query ? `${path}?${query}` : path;
  const method = p.route.method as InjectOptions['method'];
  if (method === 'GET') return { method, url, headers };
  if (p.shape === 'malformedJson')
    return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"a":' };
  if (p.shape === 'wrongContentType')
    return { method, url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' };
  if (p.shape === 'oversized') return { method, url, headers, payload: { pad: 'x'.repeat(1_100_000) } };
  if (p.route.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(toFormFields(p.body as never))) form.append(k, v);
    const file = await fileBytes(p.file);
    if (file) form.append(p.route.multipart.files[0] ?? 'file', file, `upload.${p.file}`);
    return { method, url, headers, payload: form };
  }
  return {
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(p.body ?? null),
  };
}

/** Sends `runs` generated requests one after another and returns what they answered. */
export async function runFuzz(
  t: TestContext,
  world: World,
  routes: ProbedRoute[],
  opts: { runs: number; seed: number },
): Promise<FuzzFigures> {
  const figures: FuzzFigures = {
    requests: 0,
    statuses: {},
    serverErrors: [],
    rowsChanged: [],
    acceptedWrites: 0,
    routesProbed: 0,
    perRoute: {},
    coverage: {},
  };
  const ignore = new Set(Object.keys(MAY_CHANGE_ON_REFUSAL));
  await installChangeLog(t);
  const count = (route: ProbedRoute, caller: Caller, status: number) => {
    const cell = ((figures.coverage[route.key] ??= {})[caller] ??= { sent: 0, accepted: 0 });
    cell.sent += 1;
    if (status < 400) cell.accepted += 1;
  };
  const send = async (request: InjectOptions, described: () => string, route: ProbedRoute) => {
    const res = await t.app.inject(request);
    figures.requests += 1;
    figures.statuses[res.statusCode] = (figures.statuses[res.statusCode] ?? 0) + 1;
    figures.perRoute[route.key] = (figures.perRoute[route.key] ?? 0) + 1;
    if (res.statusCode >= 500)
      figures.serverErrors.push({ request: described(), status: res.statusCode, body: res.body });
    const tables = (await takeChanges(t)).filter((name) => !ignore.has(name));
    if (res.statusCode >= 400 && res.statusCode < 500 && tables.length)
      figures.rowsChanged.push({ request: described(), status: res.statusCode, tables });
    if (res.statusCode < 400 && tables.length) figures.acceptedWrites += 1;
    if (res.statusCode < 400 && (await world.refreshSessions())) await takeChanges(t);
    return res.statusCode;
  };
  await takeChanges(t);
  // First, every route as each caller it allows, with the matrix's well-formed request aimed at
  // real records: no (route, allowed caller) is left without a request that reaches its handler.
  const firstPass = routes.flatMap((route) => allowedCallers(route).map((who) => ({ route, who })));
  for (const { route, who } of firstPass.slice(0, opts.runs)) {
    const status = await send(
      await matrixInject(world, route, MATRIX[route.key]!, who),
      () => `${route.key} as ${who} (the matrix's request)`,
      route,
    );
    count(route, who, status);
  }
  // Then generated requests: every route a few times, then random ones.
  const rest = Math.max(0, opts.runs - firstPass.length);
  const samples = rest ? fc.sample(probeArb(routes), { numRuns: rest, seed: opts.seed }) : [];
  for (const [i, sample] of samples.entries()) {
    const p = i < routes.length * 3 ? { ...sample, route: routes[i % routes.length]! } : sample;
    const wellFormed = p.wellFormed && allowedCallers(p.route).includes(p.caller as Principal);
    const status = await send(await toInject(p, world), () => describeProbe(p), p.route);
    if (wellFormed) count(p.route, p.caller, status);
  }
  figures.routesProbed = Object.keys(figures.perRoute).length;
  return figures;
}

/** The figures as a few lines for the test log and `npm run fuzz`. */
export function formatFigures(f: FuzzFigures, seconds: number) {
  const statuses = Object.entries(f.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return [
    `fuzz: ${f.requests} requests over ${f.routesProbed} routes in ${seconds.toFixed(1)} s`,
    `  statuses: ${statuses}`,
    `  5xx answers: ${f.serverErrors.length}`,
    `  refused requests that changed rows: ${f.rowsChanged.length} (accepted requests that wrote: ${f.acceptedWrites})`,
    `  well-formed requests from allowed callers: ${cells(f).reduce((n, c) => n + c.sent, 0)} over ${cells(f).length} (route, caller) cells, ${cells(f).reduce((n, c) => n + c.accepted, 0)} accepted`,
    ...f.serverErrors.slice(0, 10).map((e) => `  5xx ${e.status}: ${e.request} -> ${e.body.slice(0, 200)}`),
    ...f.rowsChanged.slice(0, 10).map((e) => `  rows ${e.tables.join(',')} (${e.status}): ${e.request}`),
  ].join('\n');
}

const cells = (f: FuzzFigures) => Object.values(f.coverage).flatMap((byCaller) => Object.values(byCaller));

/** Route × allowed caller: well-formed requests sent / accepted, one line per route. */
export function coverageTable(f: FuzzFigures) {
  return Object.entries(f.coverage)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([route, byCaller]) =>
        `${route}: ${Object.entries(byCaller)
          .map(([caller, c]) => `${caller} ${c.sent}/${c.accepted}`)
          .join(', ')}`,
    )
    .join('\n');
}
