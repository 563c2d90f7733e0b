import type { FastifyInstance } from 'fastify';

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
interface PageData {
  /** The page's address (an id, if any, in the first group). */
  page: RegExp;
  /** The API requests the page makes first, as the app writes them (path and query in the app's order). */
  api: (id: string) => string[];
  /** The picture the page shows largest above the fold (its LCP on a phone), from the first answer's data. */
  picture?: (responseData: unknown) => unknown;
}

/** The farm page's products per request: the web app's FARM_PRODUCTS_PAGE (api/view-farm-details.ts). */
export const FARM_PRODUCTS_PAGE = 24;

/** A field of the data, by path, in the API's shapes (`result.invetory.image`, `marketInfo.0.marketImage`). */
const at =
  (...keys: (string | number)[]) =>
  (data: unknown): unknown =>
    keys.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      data,
    );

/** Issue 15's pages that start with a public API call (the home page is prerendered whole). */
const PAGES: PageData[] = [
  {
    page: /^\/farms\/farmlist\/productdetails\/(\d+)\/?$/i,
    api: (id) => [`/api/inventory/getViewDetails?inventoryId=${id}`],
    picture: at('result', 'invetory', 'image'),
  },
  {
    page: /^\/farms\/farmlist\/(\d+)\/?$/i,
    api: (id) => [`/api/farm/viewFarmDetails?farmId=${id}&page=1&limit=${FARM_PRODUCTS_PAGE}`],
    picture: at('result', 'farmData', 'coverImage'),
  },
  // The list pages, as a visitor first sees them (no filter, first page).
  {
    page: /^\/farms\/?$/i,
    api: () => ['/api/farm/getFarmStateCity', '/api/farm/getFarm?page=1&limit=10'],
  },
  {
    page: /^\/marketpopups\/?$/i,
    api: () => ['/api/market/getMarkets?status=0&page=1&limit=9'],
    picture: at('marketInfo', 0, 'marketImage'),
  },
  {
    page: /^\/order-now\/?$/i,
    api: () => ['/api/farm/getAllFarmDistributionsInventory?distributionType=1&limit=1'],
  },
  {
    page: /^\/toyourdoor\/?$/i,
    api: () => ['/api/inventory/getInventoryByDistribution?isShippable=true&page=1&limit=12'],
    picture: at('result', 'inventory', 0, 'image'),
  },
  {
    page: /^\/recipes\/?$/i,
    api: () => ['/api/recipes/getRecipes?recipesStatus=1&page=1&limit=10'],
    picture: at('result', 'recipesList', 0, 'image'),
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
