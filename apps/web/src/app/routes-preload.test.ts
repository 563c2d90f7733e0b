/**
 * Issue 15: the build's route → script map (scripts/route-preloads-plugin.ts) is read from this folder's
 * routes.tsx, so the server's modulepreload links follow the routes as they are, with no copy to keep in step.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutes } from '../../scripts/route-preloads-plugin';

const routes = readRoutes(path.join(__dirname, 'routes.tsx'));
const modulesOf = (path: string) => routes.find((r) => r.path === path)?.modules;

describe('the routes the build preloads', () => {
  it('pair each page’s path with the module its route loads', () => {
    expect(modulesOf('/')).toEqual(['../features/home/home-page']);
    expect(modulesOf('/farms/farmlist/productdetails/:id')).toEqual(['../features/products/product-page']);
    expect(modulesOf('/toyourdoor')).toEqual(['../features/to-your-door/to-your-door-page']);
    expect(modulesOf('/*')).toEqual(['../features/misc/not-found-page']);
  });

  it('carry a layout’s module with its pages, under the layout’s path', () => {
    expect(modulesOf('/farmer')).toEqual([
      '../features/farmer/farmer-layout',
      '../features/farmer/dashboard-page',
    ]);
    expect(modulesOf('/admin/users')).toEqual([
      '../features/admin/admin-layout',
      '../features/admin/users-page',
    ]);
    // pages behind the sign-in guard keep their own paths
    expect(modulesOf('/shoppingcart')).toEqual(['../features/cart/cart-page']);
  });

  it('list every route once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(30);
  });
});
