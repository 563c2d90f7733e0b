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
import { encode, inputArb, nasty, toFormFields, toQuery } from './arbitraries';
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
}

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
}

const EMPTY = z.object({});

function probeArb(routes: ProbedRoute[]): fc.Arbitrary<Probe> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom(...CALLERS),
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
    })
    .chain((p) =>
      fc
        .tuple(
          inputArb(p.route.querystring ?? EMPTY),
          inputArb((p.route.body ?? p.route.multipart?.fields ?? EMPTY) as ZodType),
        )
        .map(([query, body]) => ({ ...p, query, body })),
    );
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
  };
  const ignore = new Set(Object.keys(MAY_CHANGE_ON_REFUSAL));
  await installChangeLog(t);
  // Every route at least a few times, then random ones: shuffle-free round robin over the samples.
  const samples = fc.sample(probeArb(routes), { numRuns: opts.runs, seed: opts.seed });
  await takeChanges(t);
  for (const [i, sample] of samples.entries()) {
    const p = i < routes.length * 3 ? { ...sample, route: routes[i % routes.length]! } : sample;
    const res = await t.app.inject(await toInject(p, world));
    figures.requests += 1;
    figures.statuses[res.statusCode] = (figures.statuses[res.statusCode] ?? 0) + 1;
    figures.perRoute[p.route.key] = (figures.perRoute[p.route.key] ?? 0) + 1;
    if (res.statusCode >= 500)
      figures.serverErrors.push({ request: describeProbe(p), status: res.statusCode, body: res.body });
    const tables = (await takeChanges(t)).filter((name) => !ignore.has(name));
    if (res.statusCode >= 400 && res.statusCode < 500 && tables.length)
      figures.rowsChanged.push({ request: describeProbe(p), status: res.statusCode, tables });
    if (res.statusCode < 400 && tables.length) figures.acceptedWrites += 1;
    if (res.statusCode < 400 && (await world.refreshSessions())) await takeChanges(t);
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
    ...f.serverErrors.slice(0, 10).map((e) => `  5xx ${e.status}: ${e.request} -> ${e.body.slice(0, 200)}`),
    ...f.rowsChanged.slice(0, 10).map((e) => `  rows ${e.tables.join(',')} (${e.status}): ${e.request}`),
  ].join('\n');
}
