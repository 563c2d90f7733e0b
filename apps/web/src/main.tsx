import { keepTypedValues, replayEarlyClicks } from './early';
import { startTransition, StrictMode, useEffect, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './lib/query-client';
import { installEmbeddedAnswers, readDrawnState } from './lib/embedded-answers';
import { appRoutes } from './app/routes';
import { I18nProvider, pageLocale, setLocale } from './lib/i18n';
import './index.css';

/**
 * The page, inside the layout: once it has committed (hydrated, for the prerendered home page), the taps
 * kept before the app's code ran are handed back (early.ts). Hydration adopts the layout first and the page
 * (inside the layout's Suspense) a moment later, so the root's commit would be too early. It draws nothing
 * of its own, so the markup is the prerender's.
 */
function PageCommitted() {
  useEffect(replayEarlyClicks, []);
  return <Outlet />;
}
const withPageCommitted = (layout: RouteObject): RouteObject =>
  layout.index
    ? layout
    : { ...layout, children: [{ element: <PageCommitted />, children: layout.children }] };

// Before the router: its loaders start the page's first API call at once, which the page's HTML may answer.
installEmbeddedAnswers();
// The page's language (issue 32: the server drew the page in it, <html lang> says which): its catalogue is a
// chunk of its own, asked for now, alongside the page's code; the first render waits for both.
const catalogue = setLocale(pageLocale());
// A page the server drew (apps/server/src/http/ssr.ts) comes with the query cache it was drawn from: the
// first render starts from it, so it draws what the HTML shows (hydration), not a loading state.
// This module's evaluation, the query cache filled from that state, then the router and the first render:
// three tasks, not one long one on a phone's first load (issue 15).
setTimeout(() => {
  const drawn = readDrawnState();
  if (drawn) hydrate(queryClient, drawn);
  setTimeout(start, 0);
}, 0);

// The first render waits for the current page's code: rendering before it would replace the
// prerendered page (index.html) with an empty router, then the page would come back and shift.
function whenReady(router: ReturnType<typeof createBrowserRouter>) {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function start() {
  const router = createBrowserRouter(appRoutes.map(withPageCommitted));
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  void Promise.all([whenReady(router), catalogue]).then(() => render(app));
}

function render(app: ReactElement) {
  const root = document.getElementById('root')!;
  // A transition: React renders in slices of a few milliseconds and lets the browser in between (a tap, a
  // frame), instead of one long task for the whole page.
  startTransition(() => {
    // The visitor's home page (scripts/prerender.mjs marks it) and a visitor's data page drawn by the
    // server are the app's own markup for this address: React adopts it (hydration) instead of drawing the
    // page again. The other prerendered pages (the shell, the signed-in variants) are a cover the app draws
    // over. A mismatch (say a session the cookie did not announce) is no error: React then draws the page
    // as createRoot would; the root says so (data-hydration="redrawn") and the console tells why, so a
    // test or a person looking at a slow page can see it.
    if (root.hasAttribute('data-hydrate')) {
      // Text typed into the drawn page before now is given back once it is the app's (early.ts).
      keepTypedValues();
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          root.setAttribute('data-hydration', 'redrawn');
          console.warn('The server-drawn page was drawn again:', error);
        },
      });
    } else createRoot(root).render(app);
  });
}
