/**
 * Build-time prerender (issue 15): the HTML a visitor sees before the JavaScript has loaded, as the
 * signed-out app renders it with no data yet. scripts/prerender.mjs runs it under jsdom and writes it
 * into dist/index.html (home) and dist/shell.html (every other page: the header and footer only).
 * The browser then renders the app over it (main.tsx), which draws the same thing at first.
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

/** The layout with an empty page: what shell.html shows until a page's code has loaded. */
const shellRoutes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', Component: () => null }] },
];

export async function render(page: 'home' | 'shell'): Promise<string> {
  const handler = createStaticHandler(page === 'home' ? appRoutes : shellRoutes);
  const context = await handler.query(
    new Request(page === 'home' ? 'http://localhost/' : 'http://localhost/x'),
  );
  if (context instanceof Response) throw new Error(`prerender: ${page} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString, not a streaming prerender: its HTML has no inline scripts (the CSP allows none); a
  // part still loading (a lazy form in the footer) is drawn as its fallback, as the browser draws it at first.
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
