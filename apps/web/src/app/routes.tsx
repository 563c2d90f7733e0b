import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { productDetailsQuery } from '../api/get-product-details';
import { farmDetailsQuery } from '../api/view-farm-details';
import type { CatalogPart } from '@lfm/core/i18n/catalogue';
import { loadPart } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { session, viewerOf } from '../lib/session';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * A page's code loads when its route matches. The router waits for it before it shows the page, so
 * the first render is the page itself (no fallback that the page then replaces and shifts).
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * A page whose words are in parts of the catalogue (issue 32: words the shop's other pages never say, so not in
 * its first load): its code and those parts load together, and the router shows the page once all are in. The
 * portals (farmer, pick-up host) say the 'portal' part; the about, schools and seller-site pages the 'pages' part;
 * the terms and the privacy policy the 'legal' part. The admin pages say the 'admin' part, and the portals' words
 * they share with them (a statement's status, a list's filter, Edit) from the 'portal' part.
 */
const partPage =
  (...parts: CatalogPart[]) =>
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), ...parts.map(loadPart)]);
    return { Component: module.default };
  };
const portalPage = partPage('portal');
const readingPage = partPage('pages');
const legalPage = partPage('legal');
const adminPage = partPage('admin', 'portal');

/**
 * A page's first API call, started by the router as the route matches (a first visit: as soon as the entry
 * runs), alongside the page's code instead of after it. The page's own query finds it under the same key.
 * It resolves at once: the page shows its loading state as before, never waits here.
 */
const prefetch =
  <Q extends { enabled?: unknown }>(
    options: (args: LoaderFunctionArgs, viewer: string) => Q,
    start: (options: Q) => Promise<unknown>,
  ) =>
  (args: LoaderFunctionArgs) => {
    const query = options(args, viewerOf(session.get()));
    // (an id the page refuses on sight, e.g. /farms/farmlist/abc, asks the server nothing)
    if (query.enabled !== false) void start(query);
    return null;
  };

/** Every route of SPEC 2. Pages load lazily so the first page stays light. */
export const routes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/home-page')) },
  { path: 'about', lazy: readingPage(() => import('../features/static/about-page')) },
  { path: 'termsofuse', lazy: legalPage(() => import('../features/static/terms-page')) },
  { path: 'privacypolicy', lazy: legalPage(() => import('../features/static/privacy-page')) },
  { path: 'schools', lazy: readingPage(() => import('../features/static/schools-page')) },
  { path: 'seller-site', lazy: readingPage(() => import('../features/static/seller-site-page')) },
  { path: 'become_a_farmer', lazy: readingPage(() => import('../features/account/become-farmer-page')) },
  { path: 'forgotpassword', lazy: page(() => import('../features/account/forgot-password-page')) },
  { path: 'resetpassword/:token', lazy: page(() => import('../features/account/reset-password-page')) },
  {
    path: 'reset-token-expired',
    lazy: page(() => import('../features/account/reset-token-expired-page')),
  },
  { path: 'farms', lazy: page(() => import('../features/farms/farms-page')) },
  {
    path: 'farms/farmlist/:id',
    loader: prefetch(
      ({ params }, token) => farmDetailsQuery(Number(params.id), token),
      (query) => queryClient.prefetchInfiniteQuery(query),
    ),
    lazy: page(() => import('../features/farms/farm-page')),
  },
  {
    path: 'farms/farmlist/productdetails/:id',
    loader: prefetch(
      ({ params }, token) => productDetailsQuery(Number(params.id), token),
      (query) => queryClient.prefetchQuery(query),
    ),
    lazy: page(() => import('../features/products/product-page')),
  },
  { path: 'marketpopups', lazy: page(() => import('../features/markets/markets-page')) },
  {
    path: 'marketpopups/marketpopuplist/:id',
    lazy: page(() => import('../features/markets/market-page')),
  },
  { path: 'toyourdoor', lazy: page(() => import('../features/to-your-door/to-your-door-page')) },
  { path: 'recipes', lazy: page(() => import('../features/recipes/recipes-page')) },
  { path: 'recipes/recipeslist/:id', lazy: page(() => import('../features/recipes/recipe-page')) },
  { path: 'order-now', lazy: page(() => import('../features/order-now/order-now-page')) },
  { path: 'search', lazy: page(() => import('../features/search/search-page')) },
  { path: 'cancleorder', lazy: page(() => import('../features/orders/cancel-order-page')) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'userprofile', lazy: page(() => import('../features/profile/profile-page')) },
      { path: 'changepassword', lazy: page(() => import('../features/account/change-password-page')) },
      { path: 'shoppingcart', lazy: page(() => import('../features/cart/cart-page')) },
      { path: 'ordersummary', lazy: page(() => import('../features/checkout/order-summary-page')) },
      { path: 'orders', lazy: page(() => import('../features/orders/orders-page')) },
      { path: 'ordernumber', lazy: page(() => import('../features/orders/order-number-page')) },
      { path: 'pickups', lazy: portalPage(() => import('../features/host/pickups-page')) },
      {
        path: 'farmer',
        lazy: portalPage(() => import('../features/farmer/farmer-layout')),
        children: [
          { index: true, lazy: portalPage(() => import('../features/farmer/dashboard-page')) },
          { path: 'orders', lazy: portalPage(() => import('../features/farmer/orders-page')) },
          { path: 'inventory', lazy: portalPage(() => import('../features/farmer/inventory-page')) },
          { path: 'distributions', lazy: portalPage(() => import('../features/farmer/distributions-page')) },
          { path: 'farm', lazy: portalPage(() => import('../features/farmer/farm-page')) },
          { path: 'statements', lazy: portalPage(() => import('../features/farmer/statements-page')) },
          {
            path: 'statements/onboarding',
            lazy: portalPage(() => import('../features/farmer/payout-onboarding-page')),
          },
          { path: 'statements/:id', lazy: portalPage(() => import('../features/farmer/statement-page')) },
          { path: 'messages', lazy: portalPage(() => import('../features/farmer/messages-page')) },
        ],
      },
      {
        path: 'admin',
        lazy: adminPage(() => import('../features/admin/admin-layout')),
        children: [
          { index: true, lazy: adminPage(() => import('../features/admin/applications-page')) },
          { path: 'users', lazy: adminPage(() => import('../features/admin/users-page')) },
          { path: 'markets', lazy: adminPage(() => import('../features/admin/markets-page')) },
          { path: 'recipes', lazy: adminPage(() => import('../features/admin/recipes-page')) },
          { path: 'reports', lazy: adminPage(() => import('../features/admin/reports-page')) },
          { path: 'undos', lazy: adminPage(() => import('../features/admin/undos-page')) },
          { path: 'payouts', lazy: adminPage(() => import('../features/admin/payouts-page')) },
          { path: 'money', lazy: adminPage(() => import('../features/admin/money-page')) },
          { path: 'audit', lazy: adminPage(() => import('../features/admin/audit-page')) },
        ],
      },
    ],
  },
  { path: '*', lazy: page(() => import('../features/misc/not-found-page')) },
];

/** The whole tree: the layout (header, footer) around every page. The browser and the prerender share it. */
export const appRoutes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: routes }];
