import type { FastifyInstance } from 'fastify';

/**
 * Issue 15: the public data a page shows first, sent inside its HTML. A product or farm page otherwise
 * paints its content only after HTML -> entry -> page code -> API call -> picture; with its API answer in
 * the HTML (a JSON block the browser does not execute, `#lfm-answers`) and its main picture preloaded, the
 * picture loads alongside the code and the page draws as soon as its code has run.
 *
 * The answer is the API's own (the route answers an in-process request with the web app's client
 * authorization), so it is what the app would fetch, keyed by the exact URL the app asks for
 * (apps/web/src/api). The app uses it once in place of that request (apps/web/src/lib/embedded-answers.ts).
 * Only a visitor's page carries it: a signed-in person's prices and options are their own.
 */
interface PageData {
  /** The page's address, its id in the first group. */
  page: RegExp;
  /** The API request the page makes first, as the app writes it (path and query in the app's order). */
  api: (id: string) => string;
  /** The picture the page shows largest above the fold (its LCP), from the API's responseData. */
  picture: (responseData: unknown) => unknown;
}

/** The farm page's products per request: the web app's FARM_PRODUCTS_PAGE (api/view-farm-details.ts). */
export const FARM_PRODUCTS_PAGE = 24;

type Data = { result?: Record<string, Record<string, unknown> | undefined> } | undefined;

const PAGES: PageData[] = [
  {
    page: /^\/farms\/farmlist\/productdetails\/(\d+)\/?$/i,
    api: (id) => `/api/inventory/getViewDetails?inventoryId=${id}`,
    picture: (d) => (d as Data)?.result?.invetory?.image,
  },
  {
    page: /^\/farms\/farmlist\/(\d+)\/?$/i,
    api: (id) => `/api/farm/viewFarmDetails?farmId=${id}&page=1&limit=${FARM_PRODUCTS_PAGE}`,
    picture: (d) => (d as Data)?.result?.farmData?.coverImage,
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
  const url = found.p.api(found.m![1]!);
  const res = await server.inject({ method: 'GET', url, headers: { authorization } });
  if (res.statusCode !== 200) return undefined;
  let body: { responseData?: unknown };
  try {
    body = res.json();
  } catch {
    return undefined;
  }
  const picture = found.p.picture(body.responseData);
  return {
    answers: jsonForHtml({ [url]: body }),
    picture: typeof picture === 'string' && picture.startsWith('/') ? picture : undefined,
  };
}
