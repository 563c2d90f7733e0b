import { compress, pickEncoding } from './encoding';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LANG_PARAM,
  LOCALE_CODES,
  localeAddress,
  TEST_MODE_NOTICE,
  translate,
  translateText,
  type Locale,
} from '@lfm/core';
import { hasSignedInHint } from '@lfm/core/signed-in-hint';
import { pageData, type EmbeddedData } from './web-pages-data';
import { pageRenderer, type PageRenderer } from './ssr';
import { requestLocale } from './locale';

/**
 * The web app's HTML (issue 15). The build prerenders the home page into index.html and the header and
 * footer alone into shell.html: the home's picture shows before the JavaScript has loaded, other pages do
 * not flash it. The build also writes route-preloads.json (apps/web/scripts/route-preloads-plugin.ts): for
 * each route of the app, the scripts its page needs beyond the entry. The page's HTML carries
 * `<link rel="modulepreload">` for those, so the browser fetches the page's code alongside the entry
 * instead of after it has run.
 *
 * The build also draws both with the signed-in header (index-signed-in.html, shell-signed-in.html): they
 * are sent when the request carries the web app's lfm_signed_in=1 cookie (the session itself is in the
 * browser's localStorage), so a signed-in person's first paint is not the visitor's Sign In. The cookie
 * picks the HTML only; it authorizes nothing (a stale one costs a header the app corrects).
 *
 * Each page's HTML is built once and kept in memory with its brotli and gzip copies (no compression per
 * request); a rebuild of the dist (new index.html) is picked up on the next request.
 *
 * A visitor's product or farm page also carries its first API answer and a preload of its main picture
 * (web-pages-data.ts): that HTML is made per request, its data being live.
 *
 * Such a page is also drawn with those answers on the server (ssr.ts, the build's SSR bundle in dist/.ssr),
 * into dist/.ssr/page.html (the app's HTML with an empty root): the content paints from the HTML and the
 * app hydrates it (`data-hydrate`, with the query cache it was drawn from in #lfm-state). The drawn page is
 * kept per address and answers (a change of the data is a new page) within the minute, as the public cache
 * keeps the answers. A page the renderer cannot draw (a failure, a timeout) is sent as before.
 *
 * Issue 32: each page comes in the request's language (http/locale.ts), drawn in it: the build prerenders
 * each file once per language (index.es.html beside index.html, English having the plain names), the
 * server draws a data page in it, and the HTML says it (`<html lang>`, the description). Each page names
 * its address in every language (`<link rel="alternate" hreflang>`: English at the plain address, another
 * language at `?lang=xx`); an address with `?lang=` keeps that choice in the `lang` cookie.
 */
interface RouteFile {
  routes: { path: string; preload: string[] }[];
  /** Each language's catalogue chunk (issue 32): a page in that language preloads it. */
  locales?: Partial<Record<Locale, string[]>>;
}

/** One language's built pages (undefined parts: a build without them). */
interface BuiltPages {
  index: string;
  shell?: string;
  signedIn?: { index: string; shell: string };
  /** The HTML a server-drawn page fills (dist/.ssr/page.html). */
  ssrPage?: string;
}

interface Variant {
  html: string;
  etag: string;
  /** It carries live data (made for one request, or a drawn page kept for a minute): compressed faster. */
  live?: boolean;
  /** A page drawn on the server: how long that took (a Server-Timing entry). */
  timing?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** React Router's matching of a route path (`/farms/farmlist/:id`, `/*`): case-insensitive, a trailing slash allowed. */
export function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const last = segments.at(-1);
  if (last === '.*')
    return new RegExp(`^/${segments.slice(0, -1).join('/')}${segments.length > 1 ? '(/.*)?' : '.*'}$`, 'i');
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

/** The web build's SSR bundle and the HTML it fills (apps/web/scripts/prerender.mjs writes both). */
export const SSR_DIR = '.ssr';
const EMPTY_ROOT = '<div id="root"></div>';
/** Drawn pages kept at most (each a page's HTML, 10-100 kB); the oldest goes first. */
const MAX_RENDERED = 200;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface WebPages {
  /** Answers a GET for a page of the app with its HTML. */
  send(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;

/**
 * The page's HTML with its data block (and the query cache its markup was drawn from, if it was) and its
 * picture's preload (first in the head, before the scripts).
 */
function withData(html: string, data: EmbeddedData, state?: string): Variant {
  const preload = data.picture
    ? `<link rel="preload" as="image" href="${escapeAttr(data.picture)}" fetchpriority="high">`
    : '';
  const block =
    `<script type="application/json" id="lfm-answers">${data.answers}</script>` +
    (state === undefined
      ? ''
      : `<script type="application/json" id="lfm-state">${state.replace(/</g, '\\u003c')}</script>`);
  const headStart = html.indexOf('<script');
  const head = headStart >= 0 && headStart < html.indexOf('</head>') ? headStart : html.indexOf('</head>');
  const out = html.slice(0, head) + preload + html.slice(head).replace('</head>', `${block}</head>`);
  return { html: out, etag: etagOf(out) };
}

const ENTRY_BLOCK = /<script type="application\/json" id="lfm-entry">([^<]*)<\/script>/;

/**
 * The route's scripts for a page: `<link rel="modulepreload">` in the head, or, when the page starts its
 * entry only once it has painted (its #lfm-entry block, apps/web/src/early.ts), in that block's list.
 */
function withRoutePreloads(html: string, route: { preload: string[]; links: string } | undefined): string {
  if (!route?.preload.length) return html;
  const block = ENTRY_BLOCK.exec(html);
  if (!block) return html.replace('</head>', () => `${route.links}</head>`);
  const entry = JSON.parse(block[1]!) as { entry: string; preload: string[] };
  entry.preload = [...new Set([...entry.preload, ...route.preload])];
  const json = JSON.stringify(entry).replace(/</g, '\\u003c');
  return html.replace(block[0], () => `<script type="application/json" id="lfm-entry">${json}</script>`);
}

/** index.html's test-mode ribbon, hidden and empty until the server fills it (issue 30.1). */
const TEST_MODE_RIBBON = /(<div\s+id="lfm-test-mode"[^>]*?)\s+hidden\s*>\s*<\/div>/;

/**
 * The page as this deployment draws it: with the ribbon shown and filled while no real money moves, in
 * the HTML itself (no flash: it is there at the first paint, outside the app's root).
 */
export const withTestModeRibbon = (html: string) =>
  html.replace(TEST_MODE_RIBBON, (_m, open: string) => `${open}>${TEST_MODE_NOTICE}</div>`);

/** A built page's file in `locale`: English has the plain name (index.html), another language its own (index.es.html). */
export const localeFile = (file: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? file : file.replace(/\.html$/, `.${locale}.html`);

/** The page's HTML says its language: `<html lang>` and the description search engines show. */
export function inLocale(html: string, locale: Locale): string {
  const description = escapeAttr(translate(locale, 'site.description'));
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_m, open: string) => `${open}${description}"`)
    .replace(
      /(<div\s+id="lfm-test-mode"[^>]*>)([^<]+)<\/div>/,
      (_m, open: string, text: string) => `${open}${translateText(locale, text)}</div>`,
    );
}

/** `<link rel="alternate" hreflang>` for the page at `url` in every language, and x-default (the plain address). */
export function alternateLinks(site: string, url: string): string {
  const link = (lang: string, href: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeAttr(site + href)}">`;
  return [
    ...LOCALE_CODES.map((locale) => link(locale, localeAddress(url, locale))),
    link('x-default', localeAddress(url, DEFAULT_LOCALE)),
  ].join('');
}

const withLinks = (html: string, links: string) => html.replace('</head>', () => `${links}</head>`);

/** Pages with their language links kept at most (each the HTML of one address); the oldest goes first. */
const MAX_ADDRESSED = 500;

/** The web app's pages from a build (dist); undefined when there is no build there. */
export function webPages(
  dist: string,
  opts: { testMode?: boolean; siteUrl?: (req: FastifyRequest) => string } = {},
): WebPages | undefined {
  const read = (file: string, locale: Locale = DEFAULT_LOCALE) => {
    const localized = localeFile(file, locale);
    const html = readFileSync(existsSync(localized) ? localized : file, 'utf8');
    return inLocale(opts.testMode ? withTestModeRibbon(html) : html, locale);
  };
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const shellFile = path.join(dist, 'shell.html');
  const signedInFiles = {
    index: path.join(dist, 'index-signed-in.html'),
    shell: path.join(dist, 'shell-signed-in.html'),
  };
  const routesFile = path.join(dist, 'route-preloads.json');
  const ssrBundle = path.join(dist, SSR_DIR, 'prerender.js');
  const ssrFile = path.join(dist, SSR_DIR, 'page.html');

  let loadedVersion = '';
  /** Each language's pages: the home page, the shell, their signed-in variants, the page a render fills. */
  let built = {} as Record<Locale, BuiltPages>;
  let routes: { pattern: RegExp; splat: boolean; preload: string[] }[] = [];
  let catalogues: RouteFile['locales'] = {};
  const variants = new Map<string, Variant>();
  let renderer: PageRenderer | undefined;
  const rendered = new Map<string, { minute: number; v: Variant }>();
  const addressed = new Map<string, Variant>();
  let warn: (message: string) => void = () => {};

  const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  const files = [indexFile, shellFile, signedInFiles.index, signedInFiles.shell, ssrFile];
  const loadLocale = (locale: Locale): BuiltPages => {
    const shell = existsSync(shellFile) ? read(shellFile, locale) : undefined;
    let ssrPage = existsSync(ssrFile) ? read(ssrFile, locale) : undefined;
    if (!ssrPage?.includes(EMPTY_ROOT)) ssrPage = undefined;
    return {
      index: read(indexFile, locale),
      shell,
      signedIn:
        shell && existsSync(signedInFiles.index) && existsSync(signedInFiles.shell)
          ? { index: read(signedInFiles.index, locale), shell: read(signedInFiles.shell, locale) }
          : undefined,
      ssrPage,
    };
  };
  const load = () => {
    const version = [
      routesFile,
      ...files.flatMap((file) => LOCALE_CODES.map((locale) => localeFile(file, locale))),
    ]
      .map(mtime)
      .join(':');
    if (version === loadedVersion) return;
    // A build swapping itself in (apps/web/scripts/swap-dist.mjs) leaves no index.html for an instant:
    // the pages loaded last are sent meanwhile.
    if (loadedVersion && !existsSync(indexFile)) return;
    built = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, loadLocale(locale)])) as Record<
      Locale,
      BuiltPages
    >;
    const table: RouteFile = existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as RouteFile)
      : { routes: [] };
    routes = table.routes.map((r) => ({
      pattern: routePattern(r.path),
      splat: r.path.endsWith('*'),
      preload: r.preload,
    }));
    catalogues = table.locales ?? {};
    // (the renderer itself picks up a new bundle on its next render)
    renderer ??= built[DEFAULT_LOCALE].ssrPage
      ? pageRenderer(ssrBundle, { onError: (e) => warn(e) })
      : undefined;
    if (!process.env.VITEST) renderer?.warm();
    variants.clear();
    rendered.clear();
    addressed.clear();
    loadedVersion = version;
  };

  // The first route that matches, a catch-all ('*') only when no other does.
  const routeOf = (pathname: string) =>
    routes.find((r) => !r.splat && r.pattern.test(pathname)) ??
    routes.find((r) => r.splat && r.pattern.test(pathname));

  /** The scripts a page at `pathname` in `locale` needs beyond the entry: its route's, its catalogue. */
  const preloadsOf = (pathname: string, locale: Locale) => {
    const preload = [...(routeOf(pathname)?.preload ?? []), ...(catalogues?.[locale] ?? [])];
    const links = preload
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`)
      .join('');
    return { preload, links };
  };

  const variant = (pathname: string, signedInHint: boolean, locale: Locale): Variant => {
    const pages = built[locale];
    const home = pathname === '/' || !pages.shell;
    const asSignedIn = signedInHint && !!pages.signedIn;
    const route = preloadsOf(pathname, locale);
    const key = `${locale}:${home ? 'home' : 'shell'}${asSignedIn ? '-signed-in' : ''}\n${route.links}`;
    let v = variants.get(key);
    if (!v) {
      const base = asSignedIn
        ? home
          ? pages.signedIn!.index
          : pages.signedIn!.shell
        : home
          ? pages.index
          : pages.shell!;
      const html = withRoutePreloads(base, route);
      v = { html, etag: etagOf(html) };
      variants.set(key, v);
    }
    return v;
  };

  /** The visitor's page at `url` drawn on the server with its answers; undefined if it cannot be. */
  const drawn = async (
    url: string,
    pathname: string,
    data: EmbeddedData,
    locale: Locale,
    links: string,
  ): Promise<Variant | undefined> => {
    const page = built[locale].ssrPage;
    if (!renderer || !page) return undefined;
    const key = `${locale}:${url}\n${createHash('sha1').update(data.answers).digest('base64url')}`;
    // Within the minute, as the answers themselves (public-cache.ts): a page may say what is open now.
    const minute = Math.floor(Date.now() / 60_000);
    const kept = rendered.get(key);
    if (kept?.minute === minute) return kept.v;
    const out = await renderer.render(url, data.answers, locale);
    if (!out || page !== built[locale].ssrPage) return undefined;
    const html = withLinks(withRoutePreloads(page, preloadsOf(pathname, locale)), links).replace(
      EMPTY_ROOT,
      () => `<div id="root" data-hydrate>${out.html}</div>`,
    );
    const v: Variant = {
      ...withData(html, data, out.state),
      live: true,
      timing: `ssr;dur=${out.ms.toFixed(1)}`,
    };
    rendered.delete(key);
    rendered.set(key, { minute, v });
    if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
    return v;
  };

  /**
   * A built page with its address in every language in its head (`links`), kept per address. The home
   * page's few addresses are compressed at the best quality, as before; others faster (there are many).
   */
  const withAlternates = (v: Variant, links: string, home: boolean): Variant => {
    const key = `${v.etag}\n${links}`;
    let out = addressed.get(key);
    if (!out) {
      const html = withLinks(v.html, links);
      out = { html, etag: etagOf(html), live: !home };
      addressed.set(key, out);
      if (addressed.size > MAX_ADDRESSED) addressed.delete(addressed.keys().next().value!);
    }
    return out;
  };

  // At start: the page renderer loads its bundle before the first visitor comes (not in unit tests, which
  // make many apps on the one build: each would load it for nothing).
  if (!process.env.VITEST) load();

  return {
    async send(req, reply) {
      load();
      warn = (message) => req.log.warn(message);
      const pathname = req.url.split(/[?#]/)[0] || '/';
      const locale = requestLocale(req);
      const signedInHint = hasSignedInHint(req.headers.cookie);
      const links = alternateLinks(opts.siteUrl?.(req) ?? `${req.protocol}://${req.host}`, req.url);
      let v = variant(pathname, signedInHint, locale);
      const data = signedInHint ? undefined : await pageData(req.server, pathname);
      // Drawn on the server (kept, compressed once), or else the shell with the answers: made for this
      // request, compressed now, at a quality that takes a millisecond or two.
      if (data)
        v = (await drawn(req.url, pathname, data, locale, links)) ?? {
          ...withData(withLinks(v.html, links), data),
          live: true,
        };
      else v = withAlternates(v, links, pathname === '/');
      if (v.timing) reply.header('server-timing', v.timing);
      // An address in a language (`?lang=es`) is that person's choice from now on (issue 32.2).
      const chosen = (req.query as Record<string, unknown> | undefined)?.[LANG_PARAM];
      if (chosen === locale)
        reply.header('set-cookie', `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', locale)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .header('etag', v.etag);
      if (req.headers['if-none-match'] === v.etag) return reply.status(304).send();
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding) {
        v[encoding] ??= compress(v.html, encoding, { best: !v.live });
        return reply.header('content-encoding', encoding).send(v[encoding]);
      }
      return reply.send(v.html);
    },
  };
}
