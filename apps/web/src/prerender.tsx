/**
 * Build-time prerender (issue 15): the HTML a visitor sees before the JavaScript has loaded, as the
 * signed-out app renders it with no data yet. scripts/prerender.mjs runs it under jsdom and writes it
 * into dist/index.html (home) and dist/shell.html (every other page: the header and footer only).
 * The browser then renders the app over it (main.tsx), which draws the same thing at first.
 *
 * Each is drawn twice: for a visitor, and (signedIn) with the header a signed-in person sees (account
 * menu and cart, no Sign In; nobody's name or cart count), which the server sends when the browser's
 * lfm_signed_in cookie says so (session.ts), so a signed-in reload does not paint the visitor's header.
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { appRoutes } from './app/routes';
import { RootLayout } from './app/root-layout';
import { prerenderAs, SIGNED_IN_SHAPE } from './lib/session';

/** The layout with an empty page: what shell.html shows until a page's code has loaded. */
const shellRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', Component: () => null }] },
];

export async function render(
  page: 'home' | 'shell',
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  prerenderAs(signedIn ? SIGNED_IN_SHAPE : null);
  try {
    return await renderPage(page);
  } finally {
    prerenderAs(null);
  }
}

async function renderPage(page: 'home' | 'shell'): Promise<string> {
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
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
  } finally {
    // The queries the page declared (none ran) would each hold a 5-minute garbage-collection timer,
    // keeping the build's prerender process alive for 5 minutes after its work is done.
    queryClient.clear();
  }
}
