import type { FastifyInstance } from 'fastify';
import {
  DistributionType,
  FARM_PRODUCTS_PAGE,
  farmsApi,
  inventoryApi,
  marketsApi,
  recipesApi,
  type Answer,
  type QueryIn,
  type RouteDef,
} from '@lfm/core';

/**
 * Issue 15: the public data a page shows first, sent inside its HTML. A product, farm or list page
 * otherwise paints its content only after HTML -> entry -> page code -> API call -> picture; with its API
 * answers in the HTML (a JSON block the browser does not execute, `#lfm-answers`) and its main picture
 * preloaded, the picture loads alongside the code and the page draws as soon as its code has run.
 *
 * The answer is the API's own (the route answers an in-process request with the web app's client
 * authorization), so it is what the app would fetch, keyed by the exact URL the app asks for
 * (apps/web/src/api). The app uses it once in place of that request (apps/web/src/lib/embedded-answers.ts).
 * Only a visitor's page carries it: a signed-in person's prices and options are their own.
 */
/** A call a page makes first: its address as the app asks for it (path, then the query in the app's order). */
const ask = <D extends RouteDef>(entry: D, query?: QueryIn<D>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `/api/${entry.path}?${qs}` : `/api/${entry.path}`;
};

/** The picture, read from the first call's answer (the API's own: it has its schema's shape). */
const pictureIn =
  <D extends RouteDef>(_entry: D, read: (data: Answer<D>) => string | null | undefined) =>
  (data: unknown): unknown => {
    try {
      return read(data as Answer<D>);
    } catch {
      return undefined;
    }
  };

interface PageData {
  /** The page's address (an id, if any, in the first group). */
  page: RegExp;
  /** The API requests the page makes first, as the app makes them (apps/web/src/api). */
  api: (id: string) => string[];
  /** The picture the page shows largest above the fold (its LCP on a phone), from the first answer's data. */
  picture?: (responseData: unknown) => unknown;
}

/** Issue 15's pages that start with a public API call (the home page is prerendered whole). */
const PAGES: PageData[] = [
  {
    page: /^\/farms\/farmlist\/productdetails\/(\d+)\/?$/i,
    api: (id) => [ask(inventoryApi.getViewDetails, { inventoryId: id })],
    picture: pictureIn(inventoryApi.getViewDetails, (d) => d.result.invetory.image),
  },
  {
    page: /^\/farms\/farmlist\/(\d+)\/?$/i,
    api: (id) => [ask(farmsApi.viewFarmDetails, { farmId: id, page: 1, limit: FARM_PRODUCTS_PAGE })],
    picture: pictureIn(farmsApi.viewFarmDetails, (d) => d.result.farmData.coverImage),
  },
  // The list pages, as a visitor first sees them (no filter, first page).
  {
    page: /^\/farms\/?$/i,
    api: () => [ask(farmsApi.getFarmStateCity), ask(farmsApi.getFarm, { page: 1, limit: 10 })],
  },
  {
    page: /^\/marketpopups\/?$/i,
    api: () => [ask(marketsApi.getMarkets, { status: 0, page: 1, limit: 9 })],
    picture: pictureIn(marketsApi.getMarkets, (d) => d.marketInfo[0]?.marketImage),
  },
  {
    page: /^\/order-now\/?$/i,
    api: () => [
      ask(farmsApi.getAllFarmDistributionsInventory, { distributionType: DistributionType.Pickup, limit: 1 }),
    ],
  },
  {
    page: /^\/toyourdoor\/?$/i,
    api: () => [ask(inventoryApi.getInventoryByDistribution, { isShippable: 'true', page: 1, limit: 12 })],
    picture: pictureIn(inventoryApi.getInventoryByDistribution, (d) => d.result.inventory[0]?.image),
  },
  {
    page: /^\/recipes\/?$/i,
    api: () => [ask(recipesApi.getRecipes, { recipesStatus: 1, page: 1, limit: 10 })],
    picture: pictureIn(recipesApi.getRecipes, (d) => d.result.recipesList[0]?.image),
  },
];

export interface EmbeddedData {
  /** The JSON block's text: { [api url]: the API's whole answer }. */
  answers: string;
  /** The picture to preload, a path on this site. */
  picture?: string;
}

const clientAuthorization = (server: FastifyInstance) => {
  const config = (server as Partial<Pick<FastifyInstance, 'deps'>>).deps?.config;
  if (!config) return undefined;
  return `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`;
};

/** `<` never appears raw inside the block, so no answer can close the script element it sits in. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's first API answer and picture, or undefined for a page that has none (or when the API does
 * not answer 200: the page then asks and shows the outcome itself, as without this).
 */
export async function pageData(server: FastifyInstance, pathname: string): Promise<EmbeddedData | undefined> {
  const found = PAGES.map((p) => ({ p, m: p.page.exec(pathname) })).find(({ m }) => m);
  const authorization = found && clientAuthorization(server);
  if (!found || !authorization) return undefined;
  const urls = found.p.api(found.m![1] ?? '');
  const answers: Record<string, { responseData?: unknown }> = {};
  await Promise.all(
    urls.map(async (url) => {
      const res = await server.inject({ method: 'GET', url, headers: { authorization } });
      if (res.statusCode !== 200) return;
      try {
        answers[url] = res.json();
      } catch {
        // not JSON: the page asks for it itself
      }
    }),
  );
  if (Object.keys(answers).length === 0) return undefined;
  const picture = found.p.picture?.(answers[urls[0]!]?.responseData);
  return {
    answers: jsonForHtml(answers),
    // A path on this site only: not '//host/...', which the browser would fetch from another site.
    picture:
      typeof picture === 'string' && picture.startsWith('/') && !picture.startsWith('//')
        ? picture
        : undefined,
  };
}
