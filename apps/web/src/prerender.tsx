/**
 * Build-time prerender (issue 15): the HTML a visitor sees before the JavaScript has loaded, as the
 * signed-out app renders it with no data yet. scripts/prerender.mjs runs it under jsdom and writes it
 * into dist/index.html (home) and dist/shell.html (every other page: the header and footer only).
 * The browser then renders the app over it (main.tsx), which draws the same thing at first.
 *
 * Each is drawn twice: for a visitor, and (signedIn) with the header a signed-in person sees (account
 * menu and cart, no Sign In; nobody's name or cart count), which the server sends when the browser's
 * lfm_signed_in cookie says so (session.ts), so a signed-in reload does not paint the visitor's header.
 *
 * renderUrl draws a visitor's data page at request time (apps/server/src/http/ssr.ts runs it in a worker).
 */
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { appRoutes } from './app/routes';
import { RootLayout } from './app/root-layout';
import { prerenderAs, SIGNED_IN_SHAPE } from './lib/session';
import { I18nProvider, setLocale } from './lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@lfm/core/i18n/locales';

export { LOCALE_CODES } from '@lfm/core/i18n/locales';

/** The layout with an empty page: what shell.html shows until a page's code has loaded. */
const shellRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', Component: () => null }] },
];

export async function render(
  page: 'home' | 'shell',
  { signedIn = false, locale = DEFAULT_LOCALE }: { signedIn?: boolean; locale?: Locale } = {},
): Promise<string> {
  prerenderAs(signedIn ? SIGNED_IN_SHAPE : null);
  // Words said outside the tree (a toast) follow the page drawn too.
  await setLocale(locale);
  try {
    return await renderPage(page, locale);
  } finally {
    prerenderAs(null);
  }
}

async function renderPage(page: 'home' | 'shell', locale: Locale): Promise<string> {
  const handler = createStaticHandler(page === 'home' ? appRoutes : shellRoutes);
  const context = await handler.query(
    new Request(page === 'home' ? 'http://localhost/' : 'http://localhost/x'),
  );
  if (context instanceof Response) throw new Error(`prerender: ${page} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString, not a streaming prerender: its HTML has no inline scripts (the CSP allows none); a
  // part still loading (a lazy form in the footer) is drawn as its fallback, as the browser draws it at first.
  const queryClient = new QueryClient();
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nProvider>
      </QueryClientProvider>,
    );
  } finally {
    // The queries the page declared (none ran) would each hold a 5-minute garbage-collection timer,
    // keeping the build's prerender process alive for 5 minutes after its work is done.
    queryClient.clear();
  }
}

/** A route tree without loaders: on the server the page's own queries ask (renderUrl), not the browser's prefetch. */
const withoutLoaders = (routes: RouteObject[]): RouteObject[] =>
  routes.map(({ loader: _loader, ...route }) =>
    route.children ? ({ ...route, children: withoutLoaders(route.children) } as RouteObject) : route,
  ) as RouteObject[];
const serverRoutes = withoutLoaders(appRoutes);

export interface Rendered {
  /** The page's markup, for `<div id="root" data-hydrate>`. */
  html: string;
  /** The query cache the markup was drawn from: the browser starts from it, so its first render is this one. */
  state: DehydratedState;
}

/**
 * A visitor's page at `url` (path and query) as the app draws it once its first API answers are in:
 * `answers` are those answers ({ [api url]: the API's answer }, apps/server/src/http/web-pages-data.ts).
 *
 * Drawn twice: the first draw declares the page's queries (nothing runs on the server); they are then run
 * against `answers` alone (a query for anything else fails, and is left out: the browser asks for it, as
 * without this), and the second draw shows their data. Undefined when the address is not a page to draw
 * (a redirect, an error).
 */
export async function renderUrl(
  url: string,
  answers: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Rendered | undefined> {
  await setLocale(locale);
  const known = new Map(Object.entries(answers));
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const where = new URL(request?.url ?? String(input), 'http://localhost');
    const key = where.pathname + where.search;
    if ((init?.method ?? request?.method ?? 'GET').toUpperCase() === 'GET' && known.has(key))
      return new Response(JSON.stringify(known.get(key)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    throw new TypeError(`${key}: not answered on the server`);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    const handler = createStaticHandler(serverRoutes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
    const draw = () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={locale}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </I18nProvider>
        </QueryClientProvider>,
      );
    draw();
    const cache = queryClient.getQueryCache();
    await Promise.allSettled(
      cache
        .getAll()
        .filter((q) => q.state.status === 'pending')
        .map((q) => q.fetch()),
    );
    // What failed is drawn as not asked yet (loading), as the browser draws it before asking.
    queryClient.removeQueries({ predicate: (q) => q.state.status !== 'success' });
    const html = draw();
    // A part that failed on the server is left to the browser (React's client-rendered boundary): the
    // browser would draw that part again over the page, so the page is not sent drawn at all.
    if (html.includes('<!--$!-->')) throw new Error(`${url}: a part of the page failed on the server`);
    return { html, state: dehydrate(queryClient) };
  } finally {
    globalThis.fetch = network;
    queryClient.clear();
  }
}
