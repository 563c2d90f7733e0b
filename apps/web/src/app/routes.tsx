import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

/** Every route of SPEC 2. Pages load lazily so the first page stays light. */
export const routes: RouteObject[] = [
  { index: true, element: page(() => import('../features/home/home-page')) },
  { path: 'about', element: page(() => import('../features/static/about-page')) },
  { path: 'termsofuse', element: page(() => import('../features/static/terms-page')) },
  { path: 'privacypolicy', element: page(() => import('../features/static/privacy-page')) },
  { path: 'schools', element: page(() => import('../features/static/schools-page')) },
  { path: 'seller-site', element: page(() => import('../features/static/seller-site-page')) },
  { path: 'become_a_farmer', element: page(() => import('../features/account/become-farmer-page')) },
  { path: 'forgotpassword', element: page(() => import('../features/account/forgot-password-page')) },
  { path: 'resetpassword/:token', element: page(() => import('../features/account/reset-password-page')) },
  {
    path: 'reset-token-expired',
    element: page(() => import('../features/account/reset-token-expired-page')),
  },
  { path: 'farms', element: page(() => import('../features/farms/farms-page')) },
  { path: 'farms/farmlist/:id', element: page(() => import('../features/farms/farm-page')) },
  {
    path: 'farms/farmlist/productdetails/:id',
    element: page(() => import('../features/products/product-page')),
  },
  { path: 'marketpopups', element: page(() => import('../features/markets/markets-page')) },
  {
    path: 'marketpopups/marketpopuplist/:id',
    element: page(() => import('../features/markets/market-page')),
  },
  { path: 'toyourdoor', element: page(() => import('../features/to-your-door/to-your-door-page')) },
  { path: 'recipes', element: page(() => import('../features/recipes/recipes-page')) },
  { path: 'recipes/recipeslist/:id', element: page(() => import('../features/recipes/recipe-page')) },
  { path: 'order-now', element: page(() => import('../features/order-now/order-now-page')) },
  { path: 'search', element: page(() => import('../features/search/search-page')) },
  { path: 'cancleorder', element: page(() => import('../features/orders/cancel-order-page')) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'userprofile', element: page(() => import('../features/profile/profile-page')) },
      { path: 'changepassword', element: page(() => import('../features/account/change-password-page')) },
      { path: 'shoppingcart', element: page(() => import('../features/cart/cart-page')) },
      { path: 'ordersummary', element: page(() => import('../features/checkout/order-summary-page')) },
      { path: 'orders', element: page(() => import('../features/orders/orders-page')) },
      { path: 'ordernumber', element: page(() => import('../features/orders/order-number-page')) },
      { path: 'pickups', element: page(() => import('../features/host/pickups-page')) },
      {
        path: 'farmer',
        element: page(() => import('../features/farmer/farmer-layout')),
        children: [
          { index: true, element: page(() => import('../features/farmer/dashboard-page')) },
          { path: 'orders', element: page(() => import('../features/farmer/orders-page')) },
          { path: 'inventory', element: page(() => import('../features/farmer/inventory-page')) },
          { path: 'distributions', element: page(() => import('../features/farmer/distributions-page')) },
          { path: 'farm', element: page(() => import('../features/farmer/farm-page')) },
        ],
      },
      {
        path: 'admin',
        element: page(() => import('../features/admin/admin-layout')),
        children: [
          { index: true, element: page(() => import('../features/admin/applications-page')) },
          { path: 'users', element: page(() => import('../features/admin/users-page')) },
          { path: 'markets', element: page(() => import('../features/admin/markets-page')) },
          { path: 'recipes', element: page(() => import('../features/admin/recipes-page')) },
          { path: 'undos', element: page(() => import('../features/admin/undos-page')) },
        ],
      },
    ],
  },
  { path: '*', element: page(() => import('../features/misc/not-found-page')) },
];
